import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../components/toast';
import { ThemeProvider } from '../features/theme';
import { mockFetch } from '../test/fetch-mock';
import { BACKEND_USER, PREFERENCES } from '../test/fixtures';
import { AppRoutes } from './routes';
import { SessionLoader } from './SessionLoader';
import { startSession } from './session-start';
import { makeStore } from '../lib/store';

describe('startSession', () => {
  it('asks for the session before the screens render, and SessionLoader then asks nothing twice', async () => {
    const api = mockFetch({
      'GET /auth/me': { body: BACKEND_USER },
      'GET /preferences/getpreferences': { body: PREFERENCES },
      'GET /workplaces/getworkplaces': { body: [] },
      'GET /employees/getemployees': { body: [] },
    });
    const store = makeStore();
    // What src/main.tsx does before React has loaded.
    startSession(store.dispatch, { pathname: '/preferences', search: '' });
    await waitFor(() => expect(store.getState().session?.user?.uid).toBe(BACKEND_USER.user_id));
    await waitFor(() => expect(api.callsTo('GET /workplaces/getworkplaces')).toHaveLength(1));

    render(
      <Provider store={store}>
        <ThemeProvider>
          <ToastProvider>
            <MemoryRouter initialEntries={['/preferences']}>
              <SessionLoader />
              <AppRoutes />
            </MemoryRouter>
          </ToastProvider>
        </ThemeProvider>
      </Provider>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(api.callsTo('GET /auth/me')).toHaveLength(1);
    expect(api.callsTo('GET /workplaces/getworkplaces')).toHaveLength(1);
    expect(api.callsTo('GET /employees/getemployees')).toHaveLength(1);
  });

  it('starts once per store: a second store asks again', async () => {
    const api = mockFetch({ 'GET /auth/me': { status: 204 } });
    const first = makeStore();
    startSession(first.dispatch, { pathname: '/', search: '' });
    startSession(first.dispatch, { pathname: '/', search: '' });
    await waitFor(() => expect(first.getState().session?.user).toBeNull());
    expect(api.callsTo('GET /auth/me')).toHaveLength(1);

    const second = makeStore();
    startSession(second.dispatch, { pathname: '/', search: '' });
    await waitFor(() => expect(second.getState().session?.user).toBeNull());
    expect(api.callsTo('GET /auth/me')).toHaveLength(2);
  });
});
