import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { GOOD_PASSWORD, SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const username = () => screen.getByLabelText('Username');
const save = () => screen.getByRole('button', { name: 'Save' });

describe('Settings: username', () => {
  it('shows the username and the e-mail, which cannot be edited', () => {
    mockFetch({});
    renderApp('/settings', { user: SESSION_USER });
    expect(username()).toHaveValue('sammanager');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(save()).toBeDisabled();
  });

  it('lowercases the input and strips anything but a-z and 0-9 as the user types', async () => {
    mockFetch({});
    const { ui } = renderApp('/settings', { user: SESSION_USER });
    await ui.clear(username());
    await ui.type(username(), 'Sam Man_ager-7!');
    expect(username()).toHaveValue('sammanager7');
  });

  it('refuses an empty or too short username with the spec messages', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/settings', { user: SESSION_USER });
    await ui.clear(username());
    await ui.click(save());
    expect(screen.getByText('Please enter a valid username.')).toBeInTheDocument();
    await ui.type(username(), 'ab');
    await ui.click(save());
    expect(screen.getByText('Username must be between 3 and 14 characters.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('saves, says so, and updates the avatar letter', async () => {
    const api = mockFetch({ 'PUT /users/updateUsername': { body: { username: 'kitchenboss' } } });
    const { ui, store } = renderApp('/settings', { user: SESSION_USER });
    await ui.clear(username());
    await ui.type(username(), 'kitchenboss');
    await ui.click(save());
    expect(await screen.findByText('Username updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/updateUsername')[0].body).toEqual({ user_id: 'user-1', new_username: 'kitchenboss' });
    expect(store.getState().session?.user?.rotaledgerUsername).toBe('kitchenboss');
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('K');
  });

  it('reports the reason the server gives', async () => {
    mockFetch({ 'PUT /users/updateUsername': apiError(409, 'That username is taken.') });
    const { ui } = renderApp('/settings', { user: SESSION_USER });
    await ui.type(username(), '2');
    await ui.click(save());
    expect(await screen.findByText('Error updating username: That username is taken.')).toBeInTheDocument();
  });

  it('reports a failure without a reason', async () => {
    mockFetch({ 'PUT /users/updateUsername': { status: 500, body: {} } });
    const { ui } = renderApp('/settings', { user: SESSION_USER });
    await ui.type(username(), '2');
    await ui.click(save());
    expect(await screen.findByText('Error updating username.')).toBeInTheDocument();
  });
});

describe('Settings: reset password dialog', () => {
  async function openDialog() {
    const view = renderApp('/settings', { user: SESSION_USER });
    await view.ui.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    const submit = () => view.ui.click(within(dialog).getByRole('button', { name: 'Update password' }));
    return { ...view, dialog, field, submit };
  }

  it('opens with focus inside and closes on Escape, giving focus back', async () => {
    mockFetch({});
    const { ui, field } = await openDialog();
    expect(field('Current password')).toHaveFocus();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    mockFetch({});
    const { ui, dialog } = await openDialog();
    for (let i = 0; i < 12; i++) {
      await ui.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('requires both passwords', async () => {
    mockFetch({});
    const { submit, dialog } = await openDialog();
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Old and new passwords are required.');
  });

  it('requires the confirmation to match', async () => {
    mockFetch({});
    const { ui, submit, field, dialog } = await openDialog();
    await ui.type(field('Current password'), 'Old#pass1');
    await ui.type(field('New password'), GOOD_PASSWORD);
    await ui.type(field('Confirm new password'), 'Nope#2025');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New password and confirmation do not match.');
  });

  it('requires the new password to meet the rules', async () => {
    mockFetch({});
    const { ui, submit, field, dialog } = await openDialog();
    await ui.type(field('Current password'), 'Old#pass1');
    await ui.type(field('New password'), 'weakpass');
    await ui.type(field('Confirm new password'), 'weakpass');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New password must meet the required criteria.');
  });

  it('changes the password after re-checking the current one', async () => {
    const api = mockFetch({ 'POST /auth/change-password': { status: 204 } });
    const { ui, submit, field } = await openDialog();
    await ui.type(field('Current password'), 'Old#pass1');
    await ui.type(field('New password'), GOOD_PASSWORD);
    await ui.type(field('Confirm new password'), GOOD_PASSWORD);
    await submit();
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /auth/change-password')[0].body).toEqual({
      currentPassword: 'Old#pass1',
      newPassword: GOOD_PASSWORD,
    });
  });

  it('shows why the change failed', async () => {
    mockFetch({ 'POST /auth/change-password': apiError(401, 'Incorrect e-mail or password.') });
    const { ui, submit, field, dialog } = await openDialog();
    await ui.type(field('Current password'), 'wrong');
    await ui.type(field('New password'), GOOD_PASSWORD);
    await ui.type(field('Confirm new password'), GOOD_PASSWORD);
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update password: Incorrect e-mail or password.');
  });
});

describe('Settings: delete user dialog', () => {
  async function openDialog() {
    const view = renderApp('/settings', { user: SESSION_USER });
    await view.ui.click(screen.getByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    return { ...view, dialog, submit: () => view.ui.click(within(dialog).getByRole('button', { name: 'Delete my account' })) };
  }

  it('asks for the password', async () => {
    const api = mockFetch({});
    const { dialog, submit } = await openDialog();
    expect(within(dialog).getByText('Password is required for re-authentication.')).toBeInTheDocument();
    await submit();
    expect(within(dialog).getByText('Please enter your password to proceed.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('closes with Cancel', async () => {
    mockFetch({});
    const { ui, dialog } = await openDialog();
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the account with the password and returns to the landing page signed out', async () => {
    const api = mockFetch({ 'DELETE /users/deleteuser': { status: 204 } });
    const { ui, dialog, submit, store, location } = await openDialog();
    await ui.type(within(dialog).getByLabelText('Password'), 'Old#pass1');
    await submit();
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.callsTo('DELETE /users/deleteuser')[0].body).toEqual({ user_id: 'user-1', password: 'Old#pass1' });
    expect(store.getState().session?.user).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
  });

  it('shows why the deletion failed', async () => {
    mockFetch({ 'DELETE /users/deleteuser': apiError(401, 'Incorrect e-mail or password.') });
    const { ui, dialog, submit } = await openDialog();
    await ui.type(within(dialog).getByLabelText('Password'), 'wrong');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting account: Incorrect e-mail or password.');
  });
});

describe('Settings: your name (issue 43)', () => {
  it('shows the name the team sees, saves a new one and says so', async () => {
    const api = mockFetch({ 'PUT /users/displayname': { body: { displayName: 'Sam Lee' } } });
    const { ui } = renderApp('/settings', { user: { ...SESSION_USER, displayName: 'Sam' } });
    const field = screen.getByLabelText('Your name');
    expect(field).toHaveValue('Sam');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await ui.type(field, ' Lee');
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /users/displayname')[0].body).toEqual({ userId: 'user-1', displayName: 'Sam Lee' });
  });

  it('refuses an empty name without a call', async () => {
    const api = mockFetch({});
    const { ui } = renderApp('/settings', { user: { ...SESSION_USER, displayName: 'Sam' } });
    await ui.clear(screen.getByLabelText('Your name'));
    await ui.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
