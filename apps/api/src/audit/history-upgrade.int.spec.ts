import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../test/rota-fixtures';
import { createTestApp } from '../../test/test-app';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { HISTORY_ENTRIES } from './audit.read-models';
import { AUDIT_HISTORY_COLLECTIONS, auditHistoryProjection } from './projections/audit-history.projection';
import { replayedEventsPage } from './testing/replayed-history';
import { WorkplaceHistory } from './workplace-history';

/**
 * Issue 42 §4: a store written before the history read model existed holds none of its
 * documents and no checkpoint for it. The next start replays the log into it, and the history
 * then answers what the replay answers.
 */
describe('a store written before the history read model', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-history-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gets the history read model on start, answering as the replay does', async () => {
    let owner: SignedUpUser;
    let cafe = '';
    let bar = '';
    const before = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    try {
      owner = await signUp(before);
      cafe = await createWorkplace(before, owner, { name: 'The Cafe' });
      bar = await createWorkplace(before, owner, { name: 'The Bar' });
      const ann = await createEmployee(before, owner, cafe, 'Ann');
      for (const date of ['2026-01-05', '2026-01-06', '2026-01-07']) {
        await addAssignment(before, owner, await addShift(before, owner, cafe, date), '09:00', '17:00', ann);
      }
      await moveEmployee(before, owner, ann, bar, 'Ann');
      // As an older version left the store: nothing of the history read model, its checkpoint at the start.
      await before.readModels.reset(auditHistoryProjection.name, AUDIT_HISTORY_COLLECTIONS);
      expect(await before.readModels.dump(HISTORY_ENTRIES)).toEqual([]);
    } finally {
      await before.close();
    }

    const after = await createTestApp({ dataDir, env: { RATE_LIMITS: 'false' } });
    try {
      await after.app.get(ProjectionService).waitFor(await after.eventStore.highWaterMark());
      expect((await after.readModels.getCheckpoints())[auditHistoryProjection.name]).toBe(await after.eventStore.highWaterMark());
      const history = after.app.get(WorkplaceHistory);
      for (const workplaceId of [cafe, bar]) {
        const served = await after.http().get('/api/audit/events').query({ workplaceId }).set(owner!.auth).expect(200);
        const filters = { from: null, to: null, kind: null, rotaDate: null, employeeId: null };
        const replayed = await replayedEventsPage(history, { workplaceId, filters, cursor: 0, limit: 100, scope: null, order: 'oldest' });
        expect(served.body.events.length).toBeGreaterThan(1);
        expect(served.body).toEqual(JSON.parse(JSON.stringify(replayed)));
      }
    } finally {
      await after.close();
    }
  });
});
