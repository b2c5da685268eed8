import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './PageErrorBoundary';

const MESSAGE = 'Something went wrong loading this page.';

let failing = true;
function Flaky() {
  if (failing) throw new Error('render failed');
  return <p>Page content</p>;
}

function renderAt(path: string, routes: React.ReactNode, reload = vi.fn()) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/other">Other page</Link>
      </nav>
      <PageErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            {routes}
            <Route path="/other" element={<p>Other content</p>} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </MemoryRouter>,
  );
  return { ...view, reload, ui: userEvent.setup({ delay: null }) };
}

describe('PageErrorBoundary', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    failing = true;
    // React reports every caught render error on the console; the test checks what the person sees.
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a friendly message with a retry when a page throws', () => {
    renderAt('/', <Route path="/" element={<Flaky />} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Other page' })).toBeInTheDocument();
  });

  it('renders the page again on "Try again" once it stops throwing', async () => {
    const { ui, reload } = renderAt('/', <Route path="/" element={<Flaky />} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    failing = false;
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears itself when the route changes', async () => {
    const { ui } = renderAt('/', <Route path="/" element={<Flaky />} />);
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'Other page' }));
    expect(screen.getByText('Other content')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the message when a page\'s code fails to download, and reloads the app on "Try again"', async () => {
    const Page = lazyPage<() => null>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/PlannerPage-1a2b3c.js')),
    );
    const { ui, reload } = renderAt('/', <Route path="/" element={<Page />} />);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again reloads the page.');
    await ui.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
