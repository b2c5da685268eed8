import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadModelStore } from '@rotaledger/read-models';
import { GOOD_PASSWORD, newEmail } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp } from '../../test/test-app';
import { AUDIT_HISTORY_COLLECTIONS, auditHistoryProjection } from './projections/audit-history.projection';

/**
 * Issue 42 §1: a request waits for its caller's position, but not for a projection this version
 * adds (here the history read model, as it arrived in issue 42 §4), which replays the log from
 * the start in place: the wait covers the projections built when the process started.
 */
afterEach(() => jest.restoreAllMocks());
describe('a projection new in this version, replaying from the start in this process', () => {
  it('holds no caller back: the wait covers the projections that were built when the process started', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-new-projection-'));
    const env = { RATE_LIMITS: 'false', READ_YOUR_WRITES_TIMEOUT_MS: '200' };
    try {
      const first = await createTestApp({ dataDir, env });
      const signedUp = await first
        .http()
        .post('/api/auth/signup')
        .send({ email: newEmail('new-projection'), password: GOOD_PASSWORD });
      const owner = { userId: signedUp.body.user.user_id as string, auth: { Authorization: `Bearer ${signedUp.body.token as string}` } };
      await createWorkplace(first, owner);
      await first.caughtUp();
      // As the version before the history read model left the store: none of its rows.
      await first.readModels.reset(auditHistoryProjection.name, AUDIT_HISTORY_COLLECTIONS);
      await first.close();

      // Its replay never commits while the test looks: every batch of it waits for `release`.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const applyBatches = SqliteReadModelStore.prototype.applyBatches;
      jest.spyOn(SqliteReadModelStore.prototype, 'applyBatches').mockImplementation(async function (this: SqliteReadModelStore, entries) {
        if (entries.some((entry) => entry.projection.startsWith(auditHistoryProjection.name))) await released;
        return applyBatches.call(this, entries);
      });
      const next = await createTestApp({ dataDir, env });
      try {
        const workplaces = await next.http().get('/api/workplaces/getworkplaces').set(owner.auth);
        expect(workplaces.status).toBe(200);
        expect(workplaces.body).toHaveLength(1);
      } finally {
        release();
        await next.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
