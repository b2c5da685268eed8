import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VersionedReadModelStore } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../test/rota-fixtures';
import { createTestApp } from '../../test/test-app';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { HISTORY_ENTRIES, HISTORY_PEOPLE } from './audit.read-models';
import { AUDIT_HISTORY_COLLECTIONS, auditHistoryProjection, auditHistoryProjectionV1 } from './projections/audit-history.projection';
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

/**
 * Issue 42 §2: version 2 of the history read model keeps an entry's first employee on the entry
 * and writes the employee index only for the others. A store version 1 wrote is upgraded in
 * place: version 2 is built beside it, the employee filter answers the same throughout and after
 * the switch, and only the second people of entries keep an index document.
 */
describe('the history read model, version 1 to 2', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-history-people-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };

  it('answers every filter as version 1 did, during the build and after the switch, with one index document per second person', async () => {
    let owner: SignedUpUser;
    let cafe = '';
    const queries: Record<string, string>[] = [];
    const answers: unknown[] = [];
    const before = await createTestApp({
      dataDir,
      env,
      changeProjection: (projection) => (projection.name === 'audit-history' ? auditHistoryProjectionV1 : projection),
    });
    try {
      owner = await signUp(before);
      cafe = await createWorkplace(before, owner, { name: 'The Cafe' });
      const ann = await createEmployee(before, owner, cafe, 'Ann');
      const kit = await createEmployee(before, owner, cafe, 'Kit');
      const row = await addShift(before, owner, cafe, '2026-01-05');
      const early = await addAssignment(before, owner, row, '09:00', '13:00', ann);
      await addAssignment(before, owner, row, '13:00', '17:00', kit);
      await before.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId: early, employeeId: kit }).expect(200);
      for (const employeeId of [ann, kit]) {
        for (const order of ['oldest', 'newest']) queries.push({ workplaceId: cafe, employeeId, order, limit: '2' });
      }
      queries.push({ workplaceId: cafe, order: 'oldest', limit: '100' });
      for (const query of queries)
        answers.push((await before.http().get('/api/audit/events').query(query).set(owner.auth).expect(200)).body);
      const unversioned = (before.readModels as VersionedReadModelStore).unversioned;
      // Version 1: a document for each person of each entry (Ann's and Kit's own lines, both of the reassignment).
      expect((await unversioned.dump(HISTORY_PEOPLE)).length).toBeGreaterThan(3);
    } finally {
      await before.close();
    }

    const t = await createTestApp({ dataDir, env });
    try {
      // Whatever build queries read at this moment, each answers as before.
      for (const [i, query] of queries.entries()) {
        expect((await t.http().get('/api/audit/events').query(query).set(owner!.auth).expect(200)).body).toEqual(answers[i]);
      }
      await t.app.get(ProjectionService).upgradesSettled();
      for (const [i, query] of queries.entries()) {
        expect((await t.http().get('/api/audit/events').query(query).set(owner!.auth).expect(200)).body).toEqual(answers[i]);
      }
      const unversioned = (t.readModels as VersionedReadModelStore).unversioned;
      expect(await unversioned.dump(HISTORY_PEOPLE)).toEqual([]);
      // Version 2's build: Kit, the second person of the reassignment, alone has a document.
      const people = (await unversioned.dump(`${HISTORY_PEOPLE}__b1`)) as unknown as { employeeId: string; position: number }[];
      expect(people).toHaveLength(1);
      const entries = (await unversioned.dump(`${HISTORY_ENTRIES}__b1`)) as unknown as {
        type: string;
        employeeId: string | null;
        position: number;
      }[];
      const reassigned = entries.find((entry) => entry.type === 'EmployeeAssigned');
      expect(people[0].position).toBe(reassigned?.position);
      expect(entries.filter((entry) => entry.employeeId !== null).length).toBeGreaterThan(3);
    } finally {
      await t.close();
    }
  });
});
