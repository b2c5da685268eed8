import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { SESSION_USER } from '../test/fixtures';
import { renderApp } from '../test/render';
import { loadPlanner } from './signed-in-start';

describe('a page loaded on demand whose code has already arrived', () => {
  it('renders at once, without the page-loading fallback (whose replacement React holds back 300 ms)', async () => {
    mockFetch({ 'GET /workplaces/getworkplaces': () => new Promise(() => {}) });
    // As on a signed-in first load: the reads started the planner's download before React rendered.
    await loadPlanner();
    renderApp('/', { user: SESSION_USER });
    expect(screen.getByRole('heading', { level: 1, name: 'Rota Planner' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('still waits for code that has not arrived behind the fallback', async () => {
    mockFetch({});
    renderApp('/profile', { user: SESSION_USER });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
