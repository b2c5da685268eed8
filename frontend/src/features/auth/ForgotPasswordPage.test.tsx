import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('Forgot password', () => {
  it('requires an e-mail of valid format', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/forgotpassword', { user: null });
    await ui.click(submit());
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await ui.type(screen.getByLabelText('Email'), 'sam@');
    await ui.click(submit());
    expect(screen.getByText('Invalid email format.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('confirms the e-mail was sent', async () => {
    const api = mockFetch({ 'POST /auth/forgot-password': { status: 202 } });
    const { ui } = renderApp('/forgotpassword', { user: null });
    await ui.type(screen.getByLabelText('Email'), 'sam@example.com');
    await ui.click(submit());
    expect(await screen.findByText('Password reset email sent! Please check your inbox.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/forgot-password')[0].body).toEqual({ email: 'sam@example.com' });
  });

  it('shows the failure text when the request fails', async () => {
    mockFetch({ 'POST /auth/forgot-password': apiError(500, 'boom') });
    const { ui } = renderApp('/forgotpassword', { user: null });
    await ui.type(screen.getByLabelText('Email'), 'sam@example.com');
    await ui.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again.');
  });

  it('is public and starts with the signed-in e-mail', () => {
    mockFetch({});
    renderApp('/forgotpassword', { user: SESSION_USER });
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });
});
