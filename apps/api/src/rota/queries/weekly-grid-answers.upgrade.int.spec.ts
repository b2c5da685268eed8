import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUp } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';
import type { DomainProjection } from '../../infrastructure/domain-log';
import { ProjectionService } from '../../infrastructure/read-your-writes';
import { rotaProjection } from '../projections/rota.projection';

/*
 * The weekly grid's serialised copy after an upgrade of the rota projection (issue 42 §3): the
 * copy is filed under the checkpoint of the build queries read, so a write after the switch
 * shows in the next read (the old build's checkpoint is dropped and never moves again; a
 * rebuild on a running system switches builds the same way).
 */
describe('the weekly grid after an upgrade of the rota projection', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-grid-upgrade-'));
  const env = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a write after the switch shows in the very next read', async () => {
    const before = await createTestApp({ dataDir, env });
    const owner = await signUp(before);
    const cafe = await createWorkplace(before, owner);
    const ann = await createEmployee(before, owner, cafe, 'Ann');
    const row = await addShift(before, owner, cafe, '2026-05-04');
    await before.close();

    const version2: DomainProjection = { ...rotaProjection, version: 2, previous: rotaProjection };
    t = await createTestApp({ dataDir, env, changeProjection: (p) => (p.name === rotaProjection.name ? version2 : p) });
    await t.app.get(ProjectionService).upgradesSettled();
    const week = () =>
      t!
        .http()
        .get('/api/shifts/getweeklyshifts')
        .query({ workplaceId: cafe, startDate: '2026-05-03', endDate: '2026-05-09' })
        .set(owner.auth);
    await week().expect(200);
    for (const time of ['09:00', '11:00']) {
      const assignmentId = await addAssignment(t, owner, row, time, `${time.slice(0, 2)}:30`, ann);
      const after = await week().expect(200);
      expect(after.body.weekShifts[ann]['2026-05-04'].map((a: { assignment_id: string }) => a.assignment_id)).toContain(assignmentId);
    }
  });
});
