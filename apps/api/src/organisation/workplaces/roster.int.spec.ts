import { randomUUID } from 'node:crypto';
import { CLAIM_GRACE_MS, RosterEvent, WorkplaceDeleted } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { ProjectionService } from '../../infrastructure/read-your-writes';

/**
 * A process that dies between a command's two appends leaves the roster one claim too
 * many. These tests write such leftovers straight into the event store, as a crash would,
 * and check that the roster repairs them when they get in the way, and only then.
 */
describe('roster: caps and unique names across streams survive a crash between appends', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  /** Appends as a crashed command would have, then waits for the read models. */
  const appendRaw = async (user: SignedUpUser, streamId: string, event: RosterEvent | WorkplaceDeleted) => {
    const { position } = await t.eventStore.appendToStream(
      streamId,
      [
        {
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: { userId: user.userId, at: t.clock.now().toISOString(), correlationId: 'crash', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'any' },
    );
    await t.app.get(ProjectionService).waitFor(position);
  };
  const createWorkplace = (user: SignedUpUser, workplaceName: string) =>
    t.http().post('/api/workplaces/createworkplace').set(user.auth).send({ workplaceName, industryType: 'bar' });
  const createEmployee = (user: SignedUpUser, workplace_id: string, display_name: string) =>
    t
      .http()
      .post('/api/employees/createemployee')
      .set(user.auth)
      .send({ workplace_id, display_name, first_name: 'Mary', surname: 'Smith', rate: 9 });
  const rosterTypes = async (user: SignedUpUser) => (await t.eventStore.readStream(`roster-${user.userId}`)).map((e) => e.type);

  it('a claim without a workplace blocks a place only until its grace period has passed', async () => {
    const alice = await signUp(t);
    await createWorkplace(alice, 'One').expect(201);
    await createWorkplace(alice, 'Two').expect(201);
    await appendRaw(alice, `roster-${alice.userId}`, {
      type: 'WorkplaceClaimed',
      data: { workplaceId: randomUUID(), nameKey: 'phantom', at: t.clock.now().toISOString() },
    });

    // Within the grace period it may be a create still in flight: it counts.
    t.clock.advance(CLAIM_GRACE_MS - 1);
    const blocked = await createWorkplace(alice, 'Three');
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('You can have at most 3 workplaces.');

    t.clock.advance(1);
    await createWorkplace(alice, 'Three').expect(201);
    expect(await rosterTypes(alice)).toContain('WorkplaceReleased');
    const list = await t.http().get('/api/workplaces/getworkplaces').set(alice.auth).expect(200);
    expect(list.body.map((w: { name: string }) => w.name)).toEqual(['One', 'Two', 'Three']);
  });

  it("a rename's leftover reservation frees the name after the grace period, never the current name", async () => {
    const alice = await signUp(t);
    const real = (await createWorkplace(alice, 'Real').expect(201)).body.workplace_id;
    await appendRaw(alice, `roster-${alice.userId}`, {
      type: 'WorkplaceNameReserved',
      data: { workplaceId: real, nameKey: 'ghost', at: t.clock.now().toISOString() },
    });
    expect((await createWorkplace(alice, 'Ghost')).status).toBe(409);
    t.clock.advance(CLAIM_GRACE_MS);
    expect((await createWorkplace(alice, 'REAL')).body.message).toBe('You already have a workplace with this name.');
    await createWorkplace(alice, 'Ghost').expect(201);
  });

  it('a deletion that stopped before releasing its claim frees the name and place at once', async () => {
    const alice = await signUp(t);
    const done = (await createWorkplace(alice, 'Done').expect(201)).body.workplace_id;
    await appendRaw(alice, `workplace-${done}`, { type: 'WorkplaceDeleted', data: { workplaceId: done } });
    await createWorkplace(alice, 'Done').expect(201);
    expect(await rosterTypes(alice)).toContain('WorkplaceReleased');
  });

  it("a workplace deletion that stopped before removing its employees is finished when one's name is wanted", async () => {
    const alice = await signUp(t);
    const closed = (await createWorkplace(alice, 'Closed').expect(201)).body.workplace_id;
    const mary = (await createEmployee(alice, closed, 'Mary').expect(201)).body.employee_id;
    await appendRaw(alice, `workplace-${closed}`, { type: 'WorkplaceDeleted', data: { workplaceId: closed } });
    const open = (await createWorkplace(alice, 'Open').expect(201)).body.workplace_id;

    const again = await createEmployee(alice, open, 'Mary').expect(201);

    expect((await t.eventStore.readStream(`employee-${mary}`)).map((e) => e.type)).toEqual(['EmployeeAdded', 'EmployeeRemoved']);
    const list = await t.http().get('/api/employees/getemployees').set(alice.auth).expect(200);
    expect(list.body.map((e: { employee_id: string }) => e.employee_id)).toEqual([again.body.employee_id]);
  });

  it('a live employee keeps their name: the repair only drops what is really gone', async () => {
    const alice = await signUp(t);
    const w = (await createWorkplace(alice, 'Live').expect(201)).body.workplace_id;
    await createEmployee(alice, w, 'Keeper').expect(201);
    t.clock.advance(CLAIM_GRACE_MS * 10);
    const response = await createEmployee(alice, w, 'keeper');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An employee with this display name already exists.');
    expect(await rosterTypes(alice)).not.toContain('EmployeeReleased');
  });
});
