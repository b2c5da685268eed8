import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

describe('Landing page', () => {
  it('shows the tagline, the Demo and Sign Up buttons and the four steps', () => {
    mockFetch({});
    renderApp('/', { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Sign Up' })[0]).toHaveAttribute('href', '/signup');
    for (const step of ['Create a workplace', 'Add employees', 'Create a planner', 'Generate pay data']) {
      expect(main.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });

  it('scrolls to the step sections on Demo', async () => {
    mockFetch({});
    const { ui } = renderApp('/', { user: null });
    await ui.click(screen.getByRole('button', { name: 'Demo' }));
    const scrolled = (Element.prototype.scrollIntoView as unknown as { mock: { contexts: Element[] } }).mock.contexts;
    expect(scrolled.at(-1)?.id).toBe('steps');
  });

  it('has 11 questions with one answer open at a time', async () => {
    mockFetch({});
    const { ui } = renderApp('/', { user: null });
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).parentElement!;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(11);
    expect(within(faq).queryAllByRole('region')).toHaveLength(0);

    await ui.click(screen.getByRole('button', { name: 'How much does it cost?' }));
    expect(within(faq).getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'How much does it cost?' })).toHaveTextContent('free and needs no card details');

    await ui.click(screen.getByRole('button', { name: 'How many employees can I add?' }));
    expect(within(faq).getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'How much does it cost?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'How many employees can I add?' })).toHaveTextContent('40');

    await ui.click(screen.getByRole('button', { name: 'How many employees can I add?' }));
    expect(within(faq).queryAllByRole('region')).toHaveLength(0);
  });

  it('links the two help videos', () => {
    mockFetch({});
    renderApp('/', { user: null });
    expect(screen.getByRole('link', { name: /Getting Started/ })).toHaveAttribute('href', '/help?video=create-workplace-and-employees');
    expect(screen.getByRole('link', { name: /Rota Planning/ })).toHaveAttribute('href', '/help?video=add-shifts-and-assign-staff');
  });

  it.each([
    ['Getting Started', 'create-workplace-and-employees', 'Create a workplace and add employees'],
    ['Rota Planning', 'add-shifts-and-assign-staff', 'Add shifts and assign staff'],
  ])('opens the %s video on the help page', async (link, slug, title) => {
    mockFetch({});
    const { ui, location } = renderApp('/', { user: null });
    await ui.click(screen.getByRole('link', { name: new RegExp(link) }));
    expect(location()).toBe(`/help?video=${slug}`);
    const player = screen.getByLabelText(`Video: ${title}`);
    expect(player.tagName).toBe('VIDEO');
    expect(player.querySelector('source')).toHaveAttribute('src', `/help/${slug}.webm`);
    expect(player.querySelector('track')).toHaveAttribute('src', `/help/${slug}.vtt`);
  });
});
