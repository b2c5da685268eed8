import { randomUUID } from 'node:crypto';
import { NewEvent } from '@rotaledger/event-store';
import { DEFAULT_LEASE_NAME } from '@rotaledger/read-models';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * The projector's health on /api/health (issue 30, finding 7): healthy only while a live
 * process holds the projector lease and no projection trails the log by more than
 * PROJECTOR_MAX_LAG_SECONDS. Log-out and password changes wait on the projector
 * (session checks), so a stalled projector makes the whole answer "degraded".
 */
const HEALTH_TOKEN = 'projector-health-token-0123';
const asOperator = { Authorization: `Bearer ${HEALTH_TOKEN}` };

const workplaceEvent = (at: string): NewEvent => ({
  id: randomUUID(),
  type: 'WorkplaceCreated',
  data: {},
  metadata: { userId: null, at, correlationId: randomUUID(), schemaVersion: 1 },
});

describe("the projector's health on /api/health", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is ok in the one process that projects and holds the lease', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN } });
    const response = await t.http().get('/api/health').set(asOperator).expect(200);
    expect(response.body.projector).toMatchObject({ ok: true, holdsLeaseHere: true, maxLagSeconds: 30, lagSeconds: 0 });
    expect(response.body.projector.holder).toContain(`#${process.pid}#`);
  });

  it('shows an API replica with no projector anywhere as degraded', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN, RUN_PROJECTIONS: 'false' } });
    expect((await t.http().get('/api/health').expect(503)).body).toEqual({ status: 'degraded' });
    const response = await t.http().get('/api/health').set(asOperator).expect(503);
    expect(response.body.projector).toMatchObject({
      ok: false,
      holder: null,
      holdsLeaseHere: false,
      detail: 'Nobody holds the projector lease.',
    });
  });

  it('shows a projector that holds the lease but has stalled, once its lag passes PROJECTOR_MAX_LAG_SECONDS', async () => {
    t = await createTestApp({ env: { HEALTH_TOKEN, RUN_PROJECTIONS: 'false', PROJECTOR_MAX_LAG_SECONDS: '60' } });
    // A projector elsewhere holds the lease (and renews it) but applies nothing.
    const now = Date.now();
    await t.readModels.acquireLease(DEFAULT_LEASE_NAME, 'elsewhere#1#stalled', 60_000, now);
    const idle = await t.http().get('/api/health').set(asOperator).expect(200);
    expect(idle.body.projector).toMatchObject({ ok: true, holder: 'elsewhere#1#stalled', holdsLeaseHere: false, maxLagSeconds: 60 });

    await t.eventStore.appendToStream('workplace-old', [workplaceEvent(new Date(now - 120_000).toISOString())], {
      expectedRevision: 'no_stream',
    });
    const stalled = await t.http().get('/api/health').set(asOperator).expect(503);
    expect(stalled.body.status).toBe('degraded');
    expect(stalled.body.projector).toMatchObject({ ok: false, holder: 'elsewhere#1#stalled', maxLagSeconds: 60 });
    expect(stalled.body.projector.lagSeconds).toBeGreaterThanOrEqual(120);
    expect(stalled.body.projector.detail).toMatch(/^The projections trail the event log by \d+ s \(more than 60 s\)\.$/);
  });
});
