import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, type MockResponse } from '../test/fetch-mock';
import { BACKEND_USER, SESSION_USER } from '../test/fixtures';
import { renderApp } from '../test/render';

describe('routes and guards', () => {
  it('shows the splash spinner until the session is known, then the landing page', async () => {
    let answer!: (value: MockResponse) => void;
    mockFetch({ 'GET /auth/me': () => new Promise((resolve) => (answer = resolve)) });
    renderApp('/');
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Rotaledger…');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(apiError(401, 'Unauthorized'));
    expect(await screen.findByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('asks GET /auth/me?optional=true, so nobody signed in is a 204 (no 401 in the console), and shows the landing page', async () => {
    const errors = vi.spyOn(console, 'error');
    const api = mockFetch({
      'GET /auth/me': (call) => (call.query.get('optional') === 'true' ? { status: 204 } : apiError(401, 'Please log in to continue.')),
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
    expect(api.callsTo('GET /auth/me').map((call) => call.query.get('optional'))).toEqual(['true']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('restores a persisted session from GET /auth/me', async () => {
    mockFetch({ 'GET /auth/me': { body: BACKEND_USER } });
    const { location } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toHaveTextContent('S');
    expect(location()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Efficient Staff Scheduling' })).not.toBeInTheDocument();
  });

  it('treats an unreachable server as signed out rather than spinning forever', async () => {
    mockFetch({ 'GET /auth/me': { status: 500, body: {} } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
  });

  it.each(['/login', '/signup'])('sends a signed-in user from %s to the planner', async (path) => {
    mockFetch({});
    const { location } = renderApp(path, { user: SESSION_USER });
    // The planner's code loads on demand, so the redirect lands a tick later.
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it.each(['/dashboard', '/profile', '/preferences', '/settings'])('sends a signed-out visitor from %s home', (path) => {
    mockFetch({});
    const { location } = renderApp(path, { user: null });
    expect(location()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
  });

  it.each([
    ['/help', 'Help'],
    ['/terms', 'Terms & Conditions'],
    ['/contact', 'Contact'],
    ['/forgotpassword', 'Forgot Password'],
  ])('opens the public page %s to everyone', (path, heading) => {
    mockFetch({});
    renderApp(path, { user: null });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('opens a shared rota without signing in', () => {
    mockFetch({});
    const { location } = renderApp('/rota/abc123', { user: null });
    expect(location()).toBe('/rota/abc123');
    expect(screen.queryByText('PageNotFound')).not.toBeInTheDocument();
  });

  it.each(['/dashboard', '/profile', '/preferences', '/settings'])('lets a signed-in user open %s', (path) => {
    mockFetch({});
    const { location } = renderApp(path, { user: SESSION_USER });
    expect(location()).toBe(path);
    expect(screen.queryByText('PageNotFound')).not.toBeInTheDocument();
  });

  it('shows PageNotFound for any other path', () => {
    mockFetch({});
    renderApp('/no/such/page', { user: null });
    expect(screen.getByText('PageNotFound')).toBeInTheDocument();
  });

  it('scrolls smoothly to the top on every path change', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: null });
    const scrollTo = window.scrollTo as unknown as { mock: { calls: unknown[][] } };
    const before = scrollTo.mock.calls.length;
    await ui.click(screen.getByRole('link', { name: 'Terms & Conditions' }));
    expect(scrollTo.mock.calls.length).toBe(before + 1);
    expect(scrollTo.mock.calls.at(-1)).toEqual([{ top: 0, behavior: 'smooth' }]);
  });
});
