import { compareReadModels, createReadModelStore, rebuildReadModels } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { WorkplaceDirectory } from '../workplaces/workplace-directory';
import { workplacesProjection } from '../workplaces/projections/workplaces.projection';
import { WORKPLACE_DIRECTORY, WORKPLACE_LIST } from '../workplaces/read-models';
import { EmployeeDirectory } from './employee-directory';
import { employeesProjection } from './projections/employees.projection';
import { EMPLOYEE_DIRECTORY, EMPLOYEE_LIST } from './read-models';

const COLLECTIONS = [WORKPLACE_LIST, WORKPLACE_DIRECTORY, EMPLOYEE_LIST, EMPLOYEE_DIRECTORY];

describe('workplace and employee read models', () => {
  let t: TestApp;
  let alice: SignedUpUser;
  let bob: SignedUpUser;
  const ids: Record<string, string> = {};

  const post = (user: SignedUpUser, path: string, body: Record<string, unknown>) =>
    t.http().post(`/api${path}`).set(user.auth).send(body).expect(201);

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
    t.clock.set('2026-01-06T10:00:00.000Z'); // sessions last 30 days: every step below stays within them
    [alice, bob] = [await signUp(t), await signUp(t)];
    ids.pub = (
      await post(alice, '/workplaces/createworkplace', { workplaceName: 'Pub', industryType: 'bar', workplaceServices: [201] })
    ).body.workplace_id;
    ids.cafe = (await post(alice, '/workplaces/createworkplace', { workplaceName: 'Cafe', industryType: 'cafe' })).body.workplace_id;
    const employee = (workplace_id: string, display_name: string) => ({
      workplace_id,
      display_name,
      first_name: 'A',
      surname: 'B',
      rate: '8.10',
    });
    ids.ann = (await post(alice, '/employees/createemployee', employee(ids.pub, 'Ann'))).body.employee_id;
    ids.bea = (await post(alice, '/employees/createemployee', employee(ids.pub, 'Bea'))).body.employee_id;
    ids.cat = (await post(alice, '/employees/createemployee', employee(ids.cafe, 'Cat'))).body.employee_id;
    ids.bobs = (await post(bob, '/workplaces/createworkplace', { workplaceName: 'Bobs', industryType: 'shop' })).body.workplace_id;
    ids.dan = (await post(bob, '/employees/createemployee', employee(ids.bobs, 'Dan'))).body.employee_id;

    t.clock.set('2026-01-07T12:00:00.000Z');
    await t.http().put('/api/workplaces/updateworkplace').set(alice.auth).send({ workplace_id: ids.pub, name: 'The Pub' }).expect(200);
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(alice.auth)
      .send({ employee_id: ids.bea, workplace_id: ids.cafe, display_name: 'Bea', first_name: 'A', surname: 'B', rate: 11 })
      .expect(200);
    t.clock.set('2026-01-08T08:30:00.000Z');
    await t.http().delete('/api/employees/deleteemployee').set(alice.auth).send({ employee_id: ids.cat }).expect(200);
    t.clock.set('2026-01-09T09:15:00.000Z');
    await t.http().delete('/api/workplaces/deleteworkplace').set(alice.auth).send({ workplace_id: ids.pub }).expect(200);
  });
  afterAll(() => t.close());

  it('keeps every employee in the directory, removed ones flagged with when', async () => {
    const directory = t.app.get(EmployeeDirectory);
    expect(await directory.get(ids.ann)).toMatchObject({
      displayName: 'Ann',
      workplaceId: ids.pub,
      ownerId: alice.userId,
      ratePence: 810,
      removed: true,
      removedAt: '2026-01-09T09:15:00.000Z',
    });
    expect(await directory.get(ids.cat)).toMatchObject({ removed: true, removedAt: '2026-01-08T08:30:00.000Z' });
    expect(await directory.get(ids.bea)).toMatchObject({ workplaceId: ids.cafe, ratePence: 1100, removed: false, removedAt: null });
    expect((await directory.forWorkplace(ids.cafe)).map((e) => e.displayName)).toEqual(['Bea']);
    expect((await directory.forWorkplace(ids.cafe, { includeRemoved: true })).map((e) => e.displayName)).toEqual(['Bea', 'Cat']);
    expect((await directory.forOwner(alice.userId, { includeRemoved: true })).map((e) => e.displayName)).toEqual(['Ann', 'Bea', 'Cat']);
  });

  it('keeps every workplace in the directory, deleted ones flagged', async () => {
    const directory = t.app.get(WorkplaceDirectory);
    expect(await directory.get(ids.pub)).toMatchObject({
      name: 'The Pub',
      ownerId: alice.userId,
      industryCategory: 'bar',
      services: [201],
      deleted: true,
      deletedAt: '2026-01-09T09:15:00.000Z',
    });
    expect((await directory.forOwner(alice.userId)).map((w) => w.name)).toEqual(['Cafe']);
    expect((await directory.forOwner(alice.userId, { includeDeleted: true })).map((w) => w.name)).toEqual(['The Pub', 'Cafe']);
  });

  it('lists only live workplaces and current employees', async () => {
    const workplaces = await t.http().get('/api/workplaces/getworkplaces').set(alice.auth).expect(200);
    expect(workplaces.body).toEqual([expect.objectContaining({ workplace_id: ids.cafe, employee_count: 1 })]);
    const employees = await t.http().get('/api/employees/getemployees').set(alice.auth).expect(200);
    expect(employees.body).toEqual([expect.objectContaining({ employee_id: ids.bea, workplace_name: 'Cafe', rate: 11 })]);
  });

  it('are rebuilt from the event log exactly as they are', async () => {
    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      await rebuildReadModels(t.eventStore, scratch, [workplacesProjection, employeesProjection]);
      for (const collection of COLLECTIONS) expect((await scratch.dump(collection)).length).toBeGreaterThan(0);
      expect(await compareReadModels(t.readModels, scratch, COLLECTIONS)).toEqual([]);
    } finally {
      await scratch.close();
    }
  });

  it("are purged of a deleted account's documents, and only of those", async () => {
    await t.caughtUp();
    const before = await t.readModels.find(EMPLOYEE_DIRECTORY, { ownerId: bob.userId });
    expect(before).toHaveLength(1);
    await t.http().delete('/api/users/deleteuser').set(bob.auth).send({ user_id: bob.userId, password: bob.password }).expect(204);
    for (const collection of COLLECTIONS) {
      expect(await t.readModels.find(collection, { ownerId: bob.userId })).toEqual([]);
    }
    expect(await t.readModels.find(EMPLOYEE_DIRECTORY, { ownerId: alice.userId })).toHaveLength(3);
    expect(await t.readModels.find(WORKPLACE_DIRECTORY, { ownerId: alice.userId })).toHaveLength(2);
  });
});
