import { randomUUID } from 'node:crypto';
import { DEFAULT_LEASE_NAME, SqliteReadModelStore } from '@rotaledger/read-models';
import { createTestApp, TestApp } from '../../test/test-app';
import { HEALTH_RATE_LIMIT } from './health-rate-limit';

/**
 * `GET /api/health/live` (issue 40, §3): the API containers' health check. It answers 200 while
 * both stores answer, whatever the projector does: an upgrade's replay or a projector outage
 * shows on `GET /api/health` (the operations view) and leaves every API replica live.
 */
const HEALTH_TOKEN = 'liveness-ops-token-0123456789';
const asOperator = { Authorization: `Bearer ${HEALTH_TOKEN}` };

describe('GET /api/health/live', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('answers anyone { status: ok } and the operations token the stores', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN } });
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    const details = await t.http().get('/api/health/live').set(asOperator).expect(200);
    expect(details.body).toEqual({
      status: 'ok',
      eventStore: { ok: true, adapter: 'sqlite' },
      readModels: { ok: true, adapter: 'sqlite' },
    });
  });

  it('stays 200 while no projector runs or the one holding the lease has stalled; /api/health shows it', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN, RUN_PROJECTIONS: 'false', PROJECTOR_MAX_LAG_SECONDS: '30' } });
    // No projector anywhere.
    await t.http().get('/api/health').expect(503);
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });

    // A projector elsewhere holds the lease but applies nothing while an event two minutes old waits.
    const now = Date.now();
    await t.readModels.acquireLease(DEFAULT_LEASE_NAME, 'elsewhere#1#stalled', 60_000, now);
    await t.eventStore.appendToStream(
      'workplace-replayed',
      [
        {
          id: randomUUID(),
          type: 'WorkplaceCreated',
          data: {},
          metadata: { userId: null, at: new Date(now - 120_000).toISOString(), correlationId: randomUUID(), schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const operations = await t.http().get('/api/health').set(asOperator).expect(503);
    expect(operations.body.projector).toMatchObject({ ok: false, holder: 'elsewhere#1#stalled' });
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('stays 200 while the read models are ahead of the log (writes refused; /api/health shows it)', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN } });
    const head = await t.eventStore.headPosition();
    await t.readModels.applyBatch('workplaces', head + 1_000, async () => {});
    await t.http().get('/api/health').expect(503);
    await t.http().get('/api/health/live').expect(200);
  });

  it('answers 503 degraded when a store does not answer, its error text to the operations token only', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN } });
    await (t.readModels as SqliteReadModelStore).close();
    expect((await t.http().get('/api/health/live').expect(503)).body).toEqual({ status: 'degraded' });
    const operator = await t.http().get('/api/health/live').set(asOperator).expect(503);
    expect(operator.body).toMatchObject({
      status: 'degraded',
      eventStore: { ok: true, adapter: 'sqlite' },
      readModels: { ok: false, detail: expect.any(String) },
    });
  });

  it('refuses a wrong token with 401, and rate limits anonymous remote callers as /api/health does', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN, TRUST_PROXY: 'loopback' }, rateLimitCeiling: 2 });
    const refused = await t.http().get('/api/health/live').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
    expect(refused.body.message).toBe('The operations token is not valid.');
    const from = (client: string) => t.http().get('/api/health/live').set('X-Forwarded-For', client);
    t.clock.advance(HEALTH_RATE_LIMIT.windowMs);
    await from('203.0.113.20').expect(200);
    await from('203.0.113.20').expect(200);
    const limited = await from('203.0.113.20').expect(429);
    expect(limited.body.message).toBe(HEALTH_RATE_LIMIT.message);
    expect(limited.headers['retry-after']).toBeDefined();
    // Loopback (the container's own check) is never counted.
    for (let i = 0; i < 5; i++) await t.http().get('/api/health/live').expect(200);
  });
});
