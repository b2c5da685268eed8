import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../app/routes';
import { SessionLoader } from '../app/SessionLoader';
import { makeStore } from '../lib/store';
import { ToastProvider } from '../components/toast';
import type { SessionUser } from '../features/auth';
import { ThemeProvider } from '../features/theme';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

interface RenderAppOptions {
  /** The session to start with; leave undefined to let the app ask GET /auth/me. */
  user?: SessionUser | null;
}

/** The whole app at `route`, with a fresh store, as a person would use it. */
export function renderApp(route = '/', { user }: RenderAppOptions = {}) {
  const store = makeStore(user === undefined ? undefined : { session: { user } });
  const view = render(
    <Provider store={store}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {user === undefined && <SessionLoader />}
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
  return {
    ...view,
    store,
    // No artificial delay between keystrokes: the suite runs on two cores.
    ui: userEvent.setup({ delay: null }),
    location: () => view.getByTestId('location').textContent,
  };
}
