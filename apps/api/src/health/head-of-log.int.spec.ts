import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CheckpointBeyondHeadError, SqliteReadModelStore } from '@rotaledger/read-models';
import { signUp } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { WRITES_REFUSED_BEHIND_READ_MODELS } from '../infrastructure/head-of-log';

/**
 * The head-of-log guard (issue 30, finding 2): stored checkpoints past the event log's last
 * event mean the event store was wiped or replaced. Every process checks it, the API
 * replicas that run no projections too: at start, on /api/health, and before every write.
 */
const HEALTH_TOKEN = 'head-of-log-ops-token-0123';
const asOperator = { Authorization: `Bearer ${HEALTH_TOKEN}` };

/** What starting the app on `dataDir` throws (undefined when it starts: it is closed again). */
const startFailure = (dataDir: string, env: Record<string, string>): Promise<unknown> =>
  createTestApp({ dataDir, env }).then(
    (t) => t.close().then(() => undefined),
    (error: unknown) => error,
  );

describe('the head-of-log guard', () => {
  it('reads the checkpoint of the build queries read, after an upgrade moved a projection to a new build (issue 42 §3)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-head-of-log-'));
    try {
      const readModels = await SqliteReadModelStore.open({ dataDir });
      await readModels.applyBatch('workplaces@active', 1, async () => {});
      await readModels.applyBatch('workplaces@b1', 1_000, async () => {});
      await readModels.close();

      const failure = await startFailure(dataDir, { RUN_PROJECTIONS: 'false' });

      expect(failure).toBeInstanceOf(CheckpointBeyondHeadError);
      expect((failure as Error).message).toContain('workplaces@b1 at 1000');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops an API replica (RUN_PROJECTIONS=false) from starting on checkpoints past the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-head-of-log-'));
    try {
      const readModels = await SqliteReadModelStore.open({ dataDir });
      await readModels.applyBatch('workplaces', 1_000, async () => {});
      await readModels.close();

      const failure = await startFailure(dataDir, { RUN_PROJECTIONS: 'false' });

      expect(failure).toBeInstanceOf(CheckpointBeyondHeadError);
      expect((failure as Error).message).toContain('npm run rebuild-read-models');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('once the event store falls behind a running process', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { HEALTH_TOKEN } });
    });
    afterAll(() => t.close());

    it('refuses writes with a 503 that says why, and /api/health shows it', async () => {
      const owner = await signUp(t);
      let workplaces = 0;
      const write = () =>
        t
          .http()
          .post('/api/workplaces/createworkplace')
          .set(owner.auth)
          .send({ workplaceName: `Harbour ${++workplaces}`, industryType: 'bar' });
      await write().expect(201);
      expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });

      // What a wiped event store looks like from here: a checkpoint past its last event.
      const head = await t.eventStore.headPosition();
      await t.readModels.applyBatch('workplaces', head + 1_000, async () => {});

      const refused = await write().expect(503);
      expect(refused.body.message).toBe(WRITES_REFUSED_BEHIND_READ_MODELS);
      expect(await t.eventStore.headPosition()).toBe(head);
      expect((await t.http().get('/api/health').expect(503)).body).toEqual({ status: 'degraded' });
      const details = await t.http().get('/api/health').set(asOperator).expect(503);
      expect(details.body.headOfLog).toEqual({ ok: false, detail: expect.stringContaining('npm run rebuild-read-models') });
    });
  });
});
