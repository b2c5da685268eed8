import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../test/fetch-mock';
import { SESSION_USER } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('hides the logo on the signed-out landing page and shows Log In and Sign Up', () => {
    mockFetch({});
    renderApp('/', { user: null });
    expect(within(header()).queryByRole('link', { name: 'Rotaledger home' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the logo on other pages', () => {
    mockFetch({});
    renderApp('/help', { user: null });
    expect(within(header()).getByRole('link', { name: 'Rotaledger home' })).toBeInTheDocument();
  });

  it('shows Planner, Dashboard and the avatar letter when signed in', () => {
    mockFetch({});
    renderApp('/help', { user: { ...SESSION_USER, rotaledgerUsername: 'zoe42' } });
    expect(within(header()).getByRole('link', { name: 'Rotaledger home' })).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Planner' })).toHaveAttribute('href', '/');
    expect(within(header()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(header()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('Z');
  });
});

describe('account dropdown', () => {
  it('shows the username, the e-mail and the four groups', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: SESSION_USER });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await ui.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account' }).parentElement!;
    expect(within(menu).getByText('sammanager')).toBeInTheDocument();
    expect(within(menu).getByText('sam@example.com')).toBeInTheDocument();
    for (const group of ['Staff Management', 'Organisation', 'Account', 'Support']) {
      expect(within(menu).getByText(group)).toBeInTheDocument();
    }
    const links = within(menu)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['Rota Planner', '/'],
      ['Dashboard', '/dashboard'],
      ['History', '/history'],
      ['Profile', '/profile'],
      ['Team', '/team'],
      ['Preferences', '/preferences'],
      ['Settings', '/settings'],
      ['Help', '/help'],
      ['Contact', '/contact'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: SESSION_USER });
    await ui.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    await ui.click(screen.getByText(/Your data stays yours/));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes after choosing a link and goes there', async () => {
    mockFetch({ 'GET /preferences/getpreferences': { body: null } });
    const { ui, location } = renderApp('/help', { user: SESSION_USER });
    await ui.click(screen.getByRole('button', { name: 'Account menu' }));
    await ui.click(within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', { name: 'Settings' }));
    expect(location()).toBe('/settings');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the avatar', async () => {
    mockFetch({});
    const { ui } = renderApp('/help', { user: SESSION_USER });
    const button = screen.getByRole('button', { name: 'Account menu' });
    await ui.click(button);
    await ui.tab();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('logs out: clears the session and returns to the landing page', async () => {
    const api = mockFetch({ 'POST /auth/logout': { status: 204 } });
    const { ui, location, store } = renderApp('/settings', { user: SESSION_USER });
    await ui.click(screen.getByRole('button', { name: 'Account menu' }));
    await ui.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Efficient Staff Scheduling' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(store.getState().session?.user).toBeNull();
    expect(api.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(within(header()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it('only logs a failed logout', async () => {
    mockFetch({ 'POST /auth/logout': apiError(500, 'down') });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui, store } = renderApp('/help', { user: SESSION_USER });
    await ui.click(screen.getByRole('button', { name: 'Account menu' }));
    await ui.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Logout failed', expect.anything()));
    expect(store.getState().session?.user).toEqual(SESSION_USER);
  });
});

describe('footer', () => {
  const footerLinks = () =>
    within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((l) => l.textContent);

  it('offers Home, Login and Sign Up when signed out', () => {
    mockFetch({});
    renderApp('/help', { user: null });
    expect(footerLinks()).toEqual(['Home', 'Login', 'Sign Up', 'Help', 'Terms & Conditions', 'Contact']);
    expect(screen.getByRole('list', { name: 'Social media' })).toBeInTheDocument();
  });

  it('offers the account pages when signed in', () => {
    mockFetch({});
    renderApp('/help', { user: SESSION_USER });
    expect(footerLinks()).toEqual([
      'Planner',
      'Dashboard',
      'History',
      'Profile',
      'Preferences',
      'Settings',
      'Help',
      'Terms & Conditions',
      'Contact',
    ]);
  });
});
