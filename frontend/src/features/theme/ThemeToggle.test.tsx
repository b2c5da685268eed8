import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';
import { SESSION_USER } from '../../test/fixtures';
import { THEME_STORAGE_KEY } from './theme';

describe('theme', () => {
  it('starts light and remembers the choice locally', async () => {
    mockFetch({});
    const { ui, unmount } = renderApp('/help', { user: null });
    expect(document.documentElement.dataset.theme).toBe('light');
    await ui.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    unmount();

    renderApp('/help', { user: null });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});

describe('theme for a signed-in user', () => {
  it('also saves theme_mode', async () => {
    const api = mockFetch({ 'PUT /preferences/updatepreferences': { body: {} } });
    const { ui } = renderApp('/help', { user: SESSION_USER });
    await ui.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /preferences/updatepreferences')[0]?.body).toEqual({ userId: 'user-1', theme_mode: 'dark' }),
    );
  });
});
