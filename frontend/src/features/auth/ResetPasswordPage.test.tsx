import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { GOOD_PASSWORD, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const newPassword = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Set new password' });

describe('Reset password (link from the e-mail)', () => {
  it('explains a link without a token', () => {
    mockFetch({});
    renderApp('/reset-password', { user: null });
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgotpassword');
  });

  it('checks the rules and the confirmation before calling the server', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/reset-password?token=abc', { user: null });
    await ui.click(submit());
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();

    await ui.type(newPassword(), 'short');
    await ui.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Your password does not meet all the requirements below.');

    await ui.clear(newPassword());
    await ui.type(newPassword(), GOOD_PASSWORD);
    await ui.type(confirm(), 'Other#2025');
    await ui.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(screen.getByText('❌ Passwords must match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the new password with the token and signs this browser out', async () => {
    const api = mockFetch({ 'POST /auth/reset-password': { status: 204 } });
    const { ui, store } = renderApp('/reset-password?token=tok-123', { user: SESSION_USER });
    await ui.type(newPassword(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    expect(await screen.findByText('Your password has been reset. You can now log in with your new password.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/reset-password')[0].body).toEqual({ token: 'tok-123', password: GOOD_PASSWORD });
    expect(store.getState().session?.user).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows why an expired link failed', async () => {
    mockFetch({ 'POST /auth/reset-password': apiError(400, 'This reset link has expired.') });
    const { ui } = renderApp('/reset-password?token=old', { user: null });
    await ui.type(newPassword(), GOOD_PASSWORD);
    await ui.type(confirm(), GOOD_PASSWORD);
    await ui.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });
});
