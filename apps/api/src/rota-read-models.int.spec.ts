import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnyProjection, compareReadModels, createReadModelStore, ReadModelStore, rebuildReadModels } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../test/accounts.helpers';
import { createTestApp, TestApp } from '../test/test-app';
import { sharingProjection } from './sharing/projections/sharing.projection';
import { rotaProjection } from './rota/projections/rota.projection';
import { EMPLOYEE_DAY_ASSIGNMENTS, ROTA_DAYS, ROTA_INDEX, ROTA_POPULATED_DATES } from './read-side';
import { addAssignment, addShift, createEmployee, createWorkplace, deleteWorkplace, removeEmployee } from '../test/rota-fixtures';

const projections: AnyProjection[] = [rotaProjection, sharingProjection];
const collections = projections.flatMap((p) => [...p.collections]);

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

/** A little of everything the rota projections read. */
async function planSomeDays(user: SignedUpUser): Promise<{ workplaceId: string; doomedWorkplaceId: string }> {
  const workplaceId = await createWorkplace(t, user, { services: [701, 702] });
  const doomedWorkplaceId = await createWorkplace(t, user, { services: [701] });
  const [ann, bob, cal] = await Promise.all(['Ann', 'Bob', 'Cal'].map((name) => createEmployee(t, user, workplaceId, name)));
  for (const date of ['2026-01-05', '2026-01-06', '2026-01-07']) {
    const kitchen = await addShift(t, user, workplaceId, date, 701);
    const bar = await addShift(t, user, workplaceId, date, 702);
    const a = await addAssignment(t, user, kitchen, '09:00', '17:15', ann);
    await addAssignment(t, user, bar, '12:00', '20:00', cal);
    const open = await addAssignment(t, user, kitchen, '18:00', '22:00');
    await t.http().put('/api/assignments/updateemployee').set(user.auth).send({ assignmentId: open, employeeId: bob }).expect(200);
    await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(user.auth)
      .send({ assignmentId: a, timeStart: '08:00', timeEnd: '16:00' })
      .expect(200);
    await t.http().post('/api/rotas/share').set(user.auth).send({ workplaceId, date }).expect(201);
  }
  const empty = await addShift(t, user, workplaceId, '2026-01-08');
  await t.http().get('/api/shifts/getshifts').query({ workplaceId, rotaDate: '2026-01-08' }).set(user.auth).expect(200);
  expect(empty).toBeTruthy();
  await removeEmployee(t, user, cal);
  await addAssignment(t, user, await addShift(t, user, doomedWorkplaceId, '2026-01-05'), '09:00', '10:00');
  await t.http().put('/api/preferences/updatepreferences').set(user.auth).send({ public_rota: false }).expect(200);
  return { workplaceId, doomedWorkplaceId };
}

describe('rota, pay and sharing read models', () => {
  it('drop a deleted workplace’s documents', async () => {
    const { doomedWorkplaceId } = await planSomeDays(owner);
    await t.caughtUp();
    expect(await t.readModels.find(ROTA_DAYS, { workplaceId: doomedWorkplaceId })).toHaveLength(1);
    await deleteWorkplace(t, owner, doomedWorkplaceId);
    for (const collection of [ROTA_DAYS, ROTA_INDEX, ROTA_POPULATED_DATES, EMPLOYEE_DAY_ASSIGNMENTS, 'shared_rota_days', 'shared_rotas']) {
      expect(await t.readModels.find(collection, { workplaceId: doomedWorkplaceId })).toEqual([]);
    }
    const weekly = await t
      .http()
      .get('/api/shifts/getweeklyshifts')
      .query({ workplaceId: doomedWorkplaceId, startDate: '2026-01-05', endDate: '2026-01-11' })
      .set(owner.auth);
    expect(weekly.status).toBe(404);
  });

  it('are rebuilt from position zero exactly as they were built live, and a replayed batch changes nothing', async () => {
    const scratchDir = mkdtempSync(join(tmpdir(), 'rotaledger-rebuild-'));
    let scratch: ReadModelStore | undefined;
    try {
      scratch = await createReadModelStore({ dataDir: scratchDir });
      const report = await rebuildReadModels(t.eventStore, scratch, projections);
      expect(report.events).toBeGreaterThan(40);
      expect((await t.readModels.dump(ROTA_DAYS)).length).toBeGreaterThan(0);
      expect((await t.readModels.dump('shared_rotas')).length).toBe(3);
      expect(await compareReadModels(t.readModels, scratch, collections)).toEqual([]);

      const log = await t.eventStore.readAll();
      for (const projection of projections) {
        const replayed = await scratch.applyBatch(projection.name, report.lastPosition, async (batch) => {
          for (const event of log) await projection.apply(event, batch);
        });
        expect(replayed).toBe(false);
      }
      expect(await compareReadModels(t.readModels, scratch, collections)).toEqual([]);
    } finally {
      await scratch?.close();
      rmSync(scratchDir, { recursive: true, force: true });
    }
  });

  it("purge every document of a deleted account, and only that account's", async () => {
    const leaver = await signUp(t);
    await planSomeDays(leaver);
    const owned = async (userId: string) => {
      await t.caughtUp();
      let count = 0;
      for (const collection of collections) count += (await t.readModels.find(collection, { ownerId: userId })).length;
      return count;
    };
    const ownersBefore = await owned(owner.userId);
    expect(await owned(leaver.userId)).toBeGreaterThan(10);
    await t.http().delete('/api/users/deleteuser').set(leaver.auth).send({ user_id: leaver.userId, password: leaver.password }).expect(204);
    expect(await owned(leaver.userId)).toBe(0);
    expect(await owned(owner.userId)).toBe(ownersBefore);
  });
});
