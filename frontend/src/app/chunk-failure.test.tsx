import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { SESSION_USER } from '../test/fixtures';
import { renderApp } from '../test/render';

// The history page's code cannot be downloaded, as after a deploy removed its old file.
vi.mock('../features/history', () => {
  throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/HistoryPage-1a2b3c.js');
});

describe('a page whose code fails to load', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the retry message inside the layout instead of a blank app, and the next route works', async () => {
    mockFetch({});
    const { ui, location } = renderApp('/history', { user: SESSION_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong loading this page.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Trying again reloads the page.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    await ui.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(location()).toBe('/');
    expect(screen.queryByText('Something went wrong loading this page.')).not.toBeInTheDocument();
  });
});
