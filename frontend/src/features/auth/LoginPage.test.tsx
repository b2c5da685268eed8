import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, NETWORK_ERROR } from '../../test/fetch-mock';
import { BACKEND_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

async function fillAndSubmit(ui: ReturnType<typeof renderApp>['ui'], email: string, password: string) {
  if (email) await ui.type(screen.getByLabelText('Email'), email);
  if (password) await ui.type(screen.getByLabelText('Password', { exact: true }), password);
  await ui.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Log in', () => {
  it('asks for the e-mail and password before calling the server', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, '', '');
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('rejects a malformed e-mail with the spec text', async () => {
    mockFetch({});
    const { ui } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, 'not-an-email', 'whatever');
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
  });

  it('shows the server message in the red area for a wrong password', async () => {
    mockFetch({ 'POST /auth/login': apiError(401, 'Incorrect e-mail or password.') });
    const { ui, location } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, 'sam@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
    expect(location()).toBe('/login');
  });

  it('shows the rate-limit message the server sends', async () => {
    mockFetch({ 'POST /auth/login': apiError(429, 'Too many attempts. Try again in a minute.') });
    const { ui } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, 'sam@example.com', 'Whatever1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
  });

  it('falls back to the default failure text when the server cannot be reached', async () => {
    mockFetch({ 'POST /auth/login': NETWORK_ERROR });
    const { ui } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, 'sam@example.com', 'Whatever1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in, sends the credentials and goes to the planner', async () => {
    const api = mockFetch({ 'POST /auth/login': { body: { user: BACKEND_USER, token: 't' } } });
    const { ui, location } = renderApp('/login', { user: null });
    await fillAndSubmit(ui, ' sam@example.com ', 'Harbour#2025');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('S');
    expect(api.callsTo('POST /auth/login')[0].body).toEqual({ email: 'sam@example.com', password: 'Harbour#2025' });
  });

  it('links to the forgot password screen', async () => {
    mockFetch({});
    const { ui, location } = renderApp('/login', { user: null });
    await ui.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(location()).toBe('/forgotpassword');
  });
});
