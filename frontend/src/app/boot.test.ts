import { waitFor } from '@testing-library/react';
import * as domain from '@rotaledger/domain';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { BACKEND_USER } from '../test/fixtures';
import { boot } from './boot';
import { loadedPlanner } from './signed-in-start';
import { makeStore, type AppStore } from '../lib/store';

const never = () => new Promise<never>(() => {});

describe('boot', () => {
  it('renders at once while the session is still unknown (the app shows its splash meanwhile)', async () => {
    const api = mockFetch({ 'GET /auth/me': never });
    const mount = vi.fn();
    const prepare = vi.spyOn(domain, 'prepareMoneyFormat');
    await boot(makeStore(), document.createElement('div'), { pathname: '/', search: '' }, () => Promise.resolve({ mount }));
    expect(mount).toHaveBeenCalledTimes(1);
    // Nothing is held up for a screen that may show no money (the landing page).
    expect(prepare).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('GET /auth/me')).toHaveLength(1));
  });

  it('signed in on /, renders once the planner’s code has arrived, so the page does not suspend', async () => {
    mockFetch({
      'GET /auth/me': { body: BACKEND_USER },
      'GET /preferences/getpreferences': never,
      'GET /workplaces/getworkplaces': never,
      'GET /employees/getemployees': never,
    });
    const store = makeStore();
    let plannerWhenMounted: unknown;
    const prepare = vi.spyOn(domain, 'prepareMoneyFormat');
    let preparedWhenMounted = 0;
    const mount = vi.fn(() => {
      plannerWhenMounted = loadedPlanner();
      preparedWhenMounted = prepare.mock.calls.length;
    });
    // The app's code arrives after the session's answer, as when index.html preloads the session.
    const loadApp = async () => {
      await waitFor(() => expect(store.getState().session?.user?.uid).toBe(BACKEND_USER.user_id));
      return { mount: mount as (store: AppStore, container: HTMLElement) => void };
    };
    await boot(store, document.createElement('div'), { pathname: '/', search: '' }, loadApp);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(plannerWhenMounted).toBeDefined();
    // Built while the planner's code downloaded, not in the grid's first render.
    expect(preparedWhenMounted).toBe(1);
  });
});
