import { EventStore, StoreUnavailableError } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { STORE_UNAVAILABLE_MESSAGE, STORE_UNAVAILABLE_RETRY_AFTER_SECONDS } from './api-exception.filter';

/**
 * A store that cannot be reached (the PostgreSQL adapters throw StoreUnavailableError for a
 * refused or dropped connection) is a 503 with Retry-After, never a 500; a write sent with an
 * Idempotency-Key is then retried to its one outcome. (The real server restarted mid-load:
 * `npm run test:cluster:postgres`.)
 */
let t: TestApp;
let owner: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  owner = await signUp(t);
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const createWorkplace = (key: string) =>
  t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(owner.auth)
    .set('Idempotency-Key', key)
    .send({ userId: owner.userId, workplaceName: `Harbour ${key}`, industryType: 'bar' });

const unreachable = (store: string) =>
  new StoreUnavailableError(store, Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

describe('a store that cannot be reached', () => {
  it('answers a write 503 with Retry-After while the event store is down, and the retry with the key succeeds once', async () => {
    jest.spyOn(t.app.get(EventStore), 'appendToStream').mockRejectedValueOnce(unreachable('event store'));

    const down = await createWorkplace('while-down');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ statusCode: 503, message: STORE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' });
    expect(down.headers['retry-after']).toBe(String(STORE_UNAVAILABLE_RETRY_AFTER_SECONDS));

    const retry = await createWorkplace('while-down');
    expect(retry.status).toBe(201);
    const listed = await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).query({ userId: owner.userId });
    expect(listed.body.filter((w: { name: string }) => w.name === 'Harbour while-down')).toHaveLength(1);
  });

  it('answers a read 503 with Retry-After while the read-model store is down', async () => {
    jest.spyOn(t.app.get(ReadModelStore), 'find').mockRejectedValue(unreachable('read-model store'));
    const down = await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).query({ userId: owner.userId });
    expect([down.status, down.body.message, down.headers['retry-after']]).toEqual([503, STORE_UNAVAILABLE_MESSAGE, '2']);
  });
});
