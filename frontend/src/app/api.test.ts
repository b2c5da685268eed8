import { configureStore } from '@reduxjs/toolkit';
import { createApi, retry } from '@reduxjs/toolkit/query/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { plannerApi } from '../features/planner';
import { baseQuery } from '../lib/api';
import { makeStore } from '../lib/store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Idempotency-Key header of each request fetch was given, in order. */
function sentKeys(fetchFn: ReturnType<typeof mockFetch>['fn']): (string | null)[] {
  return fetchFn.mock.calls.map(([input]) => (input as Request).headers.get('Idempotency-Key'));
}

const assignment = {
  shiftId: 's1',
  employeeId: null,
  timeStart: '09:00:00',
  timeEnd: '10:00:00',
  userId: 'u1',
  workplaceId: 'w1',
  rotaDate: '2026-03-02',
};

describe('Idempotency-Key on mutations', () => {
  it('sends a fresh key with every user action that changes something', async () => {
    const network = mockFetch({ 'POST /assignments/addassignment': { status: 201, body: { assignment_id: 'a1' } } });
    const store = makeStore();

    await store.dispatch(plannerApi.endpoints.addAssignment.initiate(assignment)).unwrap();
    await store.dispatch(plannerApi.endpoints.addAssignment.initiate(assignment)).unwrap();

    const [first, second] = sentKeys(network.fn);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('re-sends the same key when the base query retries the same action, and sends none with reads', async () => {
    let attempts = 0;
    const network = mockFetch({
      'POST /assignments/addassignment': () =>
        ++attempts === 1 ? { status: 500, body: { statusCode: 500, message: 'timeout' } } : { status: 201, body: { assignment_id: 'a1' } },
      'GET /things': { body: [] },
    });
    const retrying = createApi({
      reducerPath: 'retrying',
      baseQuery: retry(baseQuery, { maxRetries: 2, backoff: async () => {} }),
      endpoints: (build) => ({
        add: build.mutation<unknown, void>({ query: () => ({ url: '/assignments/addassignment', method: 'POST', body: {} }) }),
        things: build.query<unknown, void>({ query: () => '/things' }),
      }),
    });
    const store = configureStore({
      reducer: { [retrying.reducerPath]: retrying.reducer },
      middleware: (getDefault) => getDefault().concat(retrying.middleware),
    });

    await store.dispatch(retrying.endpoints.add.initiate()).unwrap();
    await store.dispatch(retrying.endpoints.things.initiate());

    const keys = sentKeys(network.fn);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBeNull();
  });
});
