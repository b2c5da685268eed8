import { randomUUID } from 'node:crypto';
import { NewEvent } from '@rotaledger/event-store';
import { createTestApp, TestApp } from '../../test/test-app';
import { LAG_SCAN_LIMIT } from './projection-lag';

/**
 * /api/health reports lag in events a projection still has to process, and their age in
 * seconds; never a difference of positions (EventStoreDB's are byte offsets). Run as an API
 * replica (RUN_PROJECTIONS=false), so nothing projects the events appended here.
 */
const HEALTH_TOKEN = 'lag-ops-token-0123456789';

describe('projection lag on /api/health', () => {
  let t: TestApp;
  const event = (type: string, at: string): NewEvent => ({
    id: randomUUID(),
    type,
    data: {},
    metadata: { userId: null, at, correlationId: randomUUID(), schemaVersion: 1 },
  });
  const workplaces = async () => {
    // No projector runs here: the answer is "degraded" (see projector-health.int.spec.ts), its lag figures still exact.
    const response = await t.http().get('/api/health').set('Authorization', `Bearer ${HEALTH_TOKEN}`).expect(503);
    return { body: response.body, projection: response.body.projections.find((p: { name: string }) => p.name === 'workplaces') };
  };

  beforeEach(async () => {
    t = await createTestApp({ env: { RUN_PROJECTIONS: 'false', HEALTH_TOKEN } });
  });
  afterEach(() => t.close());

  it('counts only the events after the checkpoint that the projection reads, with the age of the oldest', async () => {
    const now = Date.now();
    const old = new Date(now - 90_000).toISOString();
    // Three events the workplaces projection ignores, in a stream that is then deleted (a gap in positions).
    await t.eventStore.appendToStream('lag-check-ignored', [event('LagCheck', old), event('LagCheck', old), event('LagCheck', old)], {
      expectedRevision: 'no_stream',
    });
    await t.eventStore.deleteStream('lag-check-ignored', { mode: 'tombstone' });
    await t.eventStore.appendToStream('lag-check-other', [event('LagCheck', old)], { expectedRevision: 'no_stream' });

    const idle = await workplaces();
    expect(idle.body.headPosition).toBeGreaterThan(0);
    expect(idle.projection).toMatchObject({ checkpoint: 0, lag: 0, lagSeconds: 0 });

    await t.eventStore.appendToStream(
      'lag-check-workplace',
      [event('WorkplaceCreated', old), event('WorkplaceUpdated', new Date(now).toISOString())],
      {
        expectedRevision: 'no_stream',
      },
    );
    const behind = await workplaces();
    expect(behind.projection).toMatchObject({ checkpoint: 0, lag: 2 });
    expect(behind.projection.lagSeconds).toBeGreaterThanOrEqual(90);
    expect(behind.projection.lagSeconds).toBeLessThan(120);
    expect(behind.projection.lagCapped).toBeUndefined();
    // A projection without an event-type list reads everything the log still holds after its checkpoint.
    for (const projection of behind.body.projections) {
      expect(projection.lag).toBeLessThanOrEqual(3);
    }
  });

  it(`stops counting at ${LAG_SCAN_LIMIT} events and says the lag is at least that`, async () => {
    const at = new Date().toISOString();
    for (let chunk = 0; chunk < LAG_SCAN_LIMIT / 1_000 + 1; chunk += 1) {
      await t.eventStore.appendToStream(
        `lag-check-${chunk}`,
        Array.from({ length: 1_000 }, () => event('WorkplaceUpdated', at)),
        {
          expectedRevision: 'no_stream',
        },
      );
    }
    const { projection } = await workplaces();
    expect(projection).toMatchObject({ lag: LAG_SCAN_LIMIT, lagCapped: true });
  });
});
