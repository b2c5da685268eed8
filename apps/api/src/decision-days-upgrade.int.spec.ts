import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VersionedReadModelStore } from '@rotaledger/read-models';
import { signUp } from '../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../test/rota-fixtures';
import { createTestApp, TestApp } from '../test/test-app';
import { ProjectionService } from './infrastructure/read-your-writes';
import { ROTA_DAYS } from './rota';
import { rotaProjectionV1 } from './rota/projections/rota.projection';
import { requestDecisionDaysProjectionV1 } from './requests/projections/request-decision-days.projection';
import { REQUEST_DECISION_DAYS } from './requests/read-models';

/**
 * Issue 42 §2: version 2 of the rota-days projection folds a day's claims and swaps into the day
 * document, and version 2 of the request decision days projection keeps no copy of the days. A
 * store both version 1s wrote is upgraded in place: both are built beside it, the list of
 * requests (which runs each approval on the day) answers the same throughout and after the switch,
 * and the copies of the days are gone. Both switch in one commit (projection-switch.int.spec.ts),
 * so the list never reads the new, empty copy beside version 1's day documents.
 */
describe('the request decision days, version 1 to 2', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-decision-days-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };
  const NOW = '2026-11-30T09:00:00.000Z';

  it('lists every claim and swap with the note it had, during the build and after the switch, and drops the copies of the days', async () => {
    const before = await createTestApp({
      dataDir,
      env,
      changeProjection: (projection) =>
        projection.name === 'rota-days'
          ? rotaProjectionV1
          : projection.name === 'request-decision-days'
            ? requestDecisionDaysProjectionV1
            : projection,
    });
    let list: (t: TestApp) => Promise<unknown>;
    let answer: { claims: { ruleNote: string | null }[]; swaps: { ruleNote: string | null }[] };
    try {
      before.clock.set(NOW);
      const owner = await signUp(before);
      const cafe = await createWorkplace(before, owner);
      const ann = await createEmployee(before, owner, cafe, 'Ann');
      const bob = await createEmployee(before, owner, cafe, 'Bob');
      const token = async (employeeId: string) =>
        (await before.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body
          .token as string;
      const [annToken, bobToken] = [await token(ann), await token(bob)];
      const open = await addAssignment(before, owner, await addShift(before, owner, cafe, '2026-12-07'), '10:00', '14:00', null);
      await before.http().post(`/api/staff/${annToken}/claims`).send({ assignmentId: open }).expect(201);
      const annShift = await addAssignment(before, owner, await addShift(before, owner, cafe, '2026-12-08'), '16:00', '20:00', ann);
      const swapId = (await before.http().post(`/api/staff/${annToken}/swaps`).send({ assignmentId: annShift }).expect(201)).body
        .swapId as string;
      await before.http().post(`/api/staff/${bobToken}/swaps/accept`).send({ swapId }).expect(204);
      list = async (t: TestApp) => (await t.http().get('/api/requests').set(owner.auth).query({ workplaceId: cafe }).expect(200)).body;
      answer = (await list(before)) as typeof answer;
      expect(answer.claims).toHaveLength(1);
      expect(answer.swaps).toHaveLength(1);
      // Approving either breaks no rule, which only a day with its claims and swaps can tell.
      expect([...answer.claims, ...answer.swaps].map((r) => r.ruleNote)).toEqual([null, null]);
      const unversioned = (before.readModels as VersionedReadModelStore).unversioned;
      expect((await unversioned.dump(REQUEST_DECISION_DAYS)).length).toBe(2);
    } finally {
      await before.close();
    }

    const t = await createTestApp({ dataDir, env });
    try {
      t.clock.set(NOW);
      // Whatever builds queries read at this moment, the list answers as before.
      expect(await list!(t)).toEqual(answer!);
      await t.app.get(ProjectionService).upgradesSettled();
      expect(await list!(t)).toEqual(answer!);
      const unversioned = (t.readModels as VersionedReadModelStore).unversioned;
      expect(await unversioned.dump(REQUEST_DECISION_DAYS)).toEqual([]);
      expect(await unversioned.dump(`${REQUEST_DECISION_DAYS}__b1`)).toEqual([]);
      const days = (await unversioned.dump(`${ROTA_DAYS}__b1`)) as unknown as { claims?: unknown[]; swaps?: unknown[] }[];
      expect(days.flatMap((day) => [...(day.claims ?? []), ...(day.swaps ?? [])])).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
