import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VersionedReadModelStore } from '@rotaledger/read-models';
import { signUp } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { sharingProjectionV1 } from './projections/sharing-v1.projection';
import { SHARED_ROTA_DAYS, SHARED_ROTAS } from './sharing.read-models';

/**
 * Issue 42: version 2 of the sharing projection keeps no copy of the days (the shared page reads
 * the staff feeds'). A store version 1 wrote is upgraded in place: version 2 is built beside it,
 * the links answer the same throughout and after the switch, and version 1's day copies are gone.
 */
describe('the sharing projection, version 1 to 2', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-sharing-upgrade-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { RATE_LIMITS: 'false', PROJECTION_DRAIN_MS: '0' };
  const MONDAY = '2026-12-14';
  const view = async (t: TestApp, rotaId: string) => {
    const answer = await t.http().get(`/api/rotas/${rotaId}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown;
  };

  it('answers every link as version 1 did, during the build and after the switch, and drops the copies of the days', async () => {
    const before = await createTestApp({
      dataDir,
      env,
      changeProjection: (projection) => (projection.name === 'sharing' ? sharingProjectionV1 : projection),
    });
    const links: string[] = [];
    const answers: unknown[] = [];
    try {
      before.clock.set('2026-01-05T09:00:00.000Z');
      const owner = await signUp(before);
      const live = await createWorkplace(before, owner, { name: 'Live Cafe', services: [701] });
      const ann = await createEmployee(before, owner, live, 'Ann');
      await addAssignment(before, owner, await addShift(before, owner, live, MONDAY, 701), '09:00', '17:00', ann);
      const staged = (
        await before
          .http()
          .post('/api/workplaces/createworkplace')
          .set(owner.auth)
          .send({ workplaceName: 'Staged Cafe', industryType: 'cafe', workplaceServices: [701], publishMode: 'on-publish' })
          .expect(201)
      ).body.workplace_id as string;
      before.clock.set('2026-01-05T10:00:00.000Z');
      for (const body of [
        { workplaceId: live, date: MONDAY },
        { workplaceId: live, weekStart: MONDAY },
        { workplaceId: staged, date: MONDAY },
        { workplaceId: staged, weekStart: MONDAY },
      ]) {
        links.push((await before.http().post('/api/rotas/share').set(owner.auth).send(body).expect(201)).body.rotaId as string);
      }
      before.clock.set('2026-01-05T11:00:00.000Z');
      await addAssignment(before, owner, await addShift(before, owner, staged, MONDAY, 701), '10:00', '14:00');
      for (const rotaId of links) answers.push(await view(before, rotaId));
      expect(answers[0]).toEqual(expect.objectContaining({ shifts: [expect.objectContaining({ serviceType: 701 })] }));
      // The staged day was never published: empty, as last updated when first shared.
      expect(answers[2]).toEqual(expect.objectContaining({ shifts: [], lastUpdated: '2026-01-05T10:00:00.000Z' }));
      const unversioned = (before.readModels as VersionedReadModelStore).unversioned;
      expect((await unversioned.dump(SHARED_ROTA_DAYS)).length).toBeGreaterThan(0);
    } finally {
      await before.close();
    }

    const t = await createTestApp({ dataDir, env });
    try {
      // Whatever build queries read at this moment, each link answers as before.
      for (const [i, rotaId] of links.entries()) expect(await view(t, rotaId)).toEqual(answers[i]);
      await t.app.get(ProjectionService).upgradesSettled();
      for (const [i, rotaId] of links.entries()) expect(await view(t, rotaId)).toEqual(answers[i]);
      const unversioned = (t.readModels as VersionedReadModelStore).unversioned;
      // Version 1's build (the unsuffixed collections) is dropped; version 2's writes its links and no day.
      expect(await unversioned.dump(SHARED_ROTA_DAYS)).toEqual([]);
      expect(await unversioned.dump(SHARED_ROTAS)).toEqual([]);
      expect((await unversioned.dump(`${SHARED_ROTAS}__b1`)).length).toBe(links.length);
      expect(await unversioned.dump(`${SHARED_ROTA_DAYS}__b1`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
