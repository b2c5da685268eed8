import { rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { SHARED_ROTA_OWNERS } from './sharing.read-models';
import { addAssignment, addShift, createEmployee, createWorkplace, deleteWorkplace, removeEmployee } from '../../test/rota-fixtures';

const DAY = '2026-12-07';
const START = new Date('2026-01-05T09:00:00.000Z');

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { name: 'Harbour Cafe', services: [701, 702] });
});
afterAll(() => t.close());
afterEach(() => t.clock.set(START));

const share = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rotas/share').set(user.auth).send(body);
const shareDay = async (user: SignedUpUser, id: string, date: string) => {
  const response = await share(user, { workplaceId: id, date, userId: user.userId });
  expect(response.status).toBe(201);
  return response.body.rotaId as string;
};
const view = (rotaId: string) => t.http().get(`/api/rotas/${rotaId}`);

describe('POST /rotas/share', () => {
  it('gives an unguessable id, the same one again for the same workplace and day', async () => {
    const rotaId = await shareDay(owner, workplaceId, '2026-06-01');
    expect(rotaId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Buffer.from(rotaId, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await shareDay(owner, workplaceId, '2026-06-01')).toBe(rotaId);
    expect(await shareDay(owner, workplaceId, '2026-06-02')).not.toBe(rotaId);
    const events = await t.eventStore.readStream(rotaStream(workplaceId, '2026-06-01'));
    expect(events.filter((e) => e.type === 'RotaShared')).toHaveLength(1);
  });

  it('validates the request and the ownership', async () => {
    const badDate = await share(owner, { workplaceId, date: '2026-02-31' });
    expect([badDate.status, badDate.body.message]).toEqual([400, 'date must be a real date in the form yyyy-mm-dd.']);
    expect((await share(owner, { date: DAY })).status).toBe(400);
    const othersWorkplace = await createWorkplace(t, other);
    const foreign = await share(owner, { workplaceId: othersWorkplace, date: DAY });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await share(owner, { workplaceId, date: DAY, userId: other.userId })).status).toBe(403);
    expect((await t.http().post('/api/rotas/share').send({ workplaceId, date: DAY })).status).toBe(401);
  });
});

describe('GET /rotas/{rotaId}', () => {
  it('is public and answers the shared rota document, following later changes', async () => {
    const [ann, bob] = [await createEmployee(t, owner, workplaceId, 'Ann'), await createEmployee(t, owner, workplaceId, 'Bob')];
    t.clock.set('2026-01-05T10:00:00.000Z');
    const kitchen = await addShift(t, owner, workplaceId, DAY, 701);
    await addAssignment(t, owner, kitchen, '09:00', '17:15', ann);
    await addAssignment(t, owner, kitchen, '17:30', '24:00');
    const rotaId = await shareDay(owner, workplaceId, DAY);

    const first = await view(rotaId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      shifts: [
        {
          serviceType: 701,
          assignments: [
            { startHour: 9, startMinute: 0, endHour: 17, endMinute: 15, employee_name: 'Ann' },
            { startHour: 17, startMinute: 30, endHour: 24, endMinute: 0, employee_name: '?' },
          ],
        },
      ],
      lastUpdated: '2026-01-05T10:00:00.000Z',
      date: 'Monday 7 December 2026',
      workplace: 'Harbour Cafe',
    });

    // Later changes show through the same link.
    t.clock.set('2026-01-06T08:30:00.000Z');
    const bar = await addShift(t, owner, workplaceId, DAY, 702);
    await addAssignment(t, owner, bar, '12:00', '13:00', bob);
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id: ann,
        display_name: 'Annie',
        first_name: 'Ann',
        surname: 'Tester',
        rate: '10.00',
        services: [],
        workplace_id: workplaceId,
      })
      .expect(200);
    const later = await view(rotaId);
    expect(later.body.lastUpdated).toBe('2026-01-06T08:30:00.000Z');
    expect(later.body.shifts).toEqual([
      {
        serviceType: 701,
        assignments: [expect.objectContaining({ employee_name: 'Annie' }), expect.objectContaining({ employee_name: '?' })],
      },
      { serviceType: 702, assignments: [{ startHour: 12, startMinute: 0, endHour: 13, endMinute: 0, employee_name: 'Bob' }] },
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const rotaId of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200)]) {
      const response = await view(rotaId);
      expect([response.status, response.body.message]).toEqual([404, 'Rota not found.']);
    }
  });

  it('answers 404 while the owner has public rotas turned off, and for good once turned on again', async () => {
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager);
    await addAssignment(t, manager, await addShift(t, manager, workplace, DAY), '09:00', '10:00');
    const setPublic = (value: boolean) =>
      t.http().put('/api/preferences/updatepreferences').set(manager.auth).send({ userId: manager.userId, public_rota: value }).expect(200);
    const first = await shareDay(manager, workplace, DAY);
    const otherDay = await shareDay(manager, workplace, '2026-12-08');
    expect((await view(first)).status).toBe(200);

    await setPublic(false);
    expect((await view(first)).status).toBe(404);
    await setPublic(true);
    // Re-enabling does not silently revive the links given out before.
    expect((await view(first)).status).toBe(404);
    expect((await view(otherDay)).status).toBe(404);

    // Sharing again makes a new link, and it is stable while it lives.
    const second = await shareDay(manager, workplace, DAY);
    expect(second).not.toBe(first);
    expect(await shareDay(manager, workplace, DAY)).toBe(second);
    expect((await view(second)).status).toBe(200);
    expect((await view(first)).status).toBe(404);

    // Another round kills the second link too.
    await setPublic(false);
    await setPublic(true);
    expect((await view(second)).status).toBe(404);
    const third = await shareDay(manager, workplace, DAY);
    expect([third === first, third === second]).toEqual([false, false]);
    expect((await view(third)).status).toBe(200);
  });

  it('keeps a new link live when the owner document predates sharing generations', async () => {
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager);
    await addAssignment(t, manager, await addShift(t, manager, workplace, DAY), '09:00', '10:00');
    for (const value of [false, true]) {
      await t.http().put('/api/preferences/updatepreferences').set(manager.auth).send({ public_rota: value }).expect(200);
    }
    // The owner as the read model held them before this release: no generation counted.
    await t.readModels.applyBatch('legacy-sharing-owners', 1, async (batch) =>
      batch.put(SHARED_ROTA_OWNERS, { id: manager.userId, ownerId: manager.userId, publicRota: true }),
    );
    const rotaId = await shareDay(manager, workplace, DAY);
    expect((await view(rotaId)).status).toBe(200);
  });

  it('treats a removed employee on a later day as unallocated', async () => {
    t.clock.set('2026-06-15T08:00:00.000Z');
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager, { services: [701] });
    const cal = await createEmployee(t, manager, workplace, 'Cal');
    await addAssignment(t, manager, await addShift(t, manager, workplace, '2026-06-15'), '09:00', '10:00', cal);
    await addAssignment(t, manager, await addShift(t, manager, workplace, '2026-06-16'), '09:00', '10:00', cal);
    const [today, tomorrow] = [await shareDay(manager, workplace, '2026-06-15'), await shareDay(manager, workplace, '2026-06-16')];
    await removeEmployee(t, manager, cal);
    expect((await view(today)).body.shifts[0].assignments[0].employee_name).toBe('Cal');
    expect((await view(tomorrow)).body.shifts[0].assignments[0].employee_name).toBe('?');
  });

  it('answers 404 once the workplace is deleted', async () => {
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager);
    await addAssignment(t, manager, await addShift(t, manager, workplace, DAY), '09:00', '10:00');
    const rotaId = await shareDay(manager, workplace, DAY);
    expect((await view(rotaId)).status).toBe(200);
    await deleteWorkplace(t, manager, workplace);
    expect((await view(rotaId)).status).toBe(404);
  });

  it('answers 404 once the account is deleted', async () => {
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager);
    await addAssignment(t, manager, await addShift(t, manager, workplace, DAY), '09:00', '10:00');
    const rotaId = await shareDay(manager, workplace, DAY);
    expect((await view(rotaId)).status).toBe(200);
    await t
      .http()
      .delete('/api/users/deleteuser')
      .set(manager.auth)
      .send({ user_id: manager.userId, password: manager.password })
      .expect(204);
    expect((await view(rotaId)).status).toBe(404);
  });
});

describe('DELETE /rotas/share', () => {
  const revoke = (user: SignedUpUser, body: Record<string, unknown>) => t.http().delete('/api/rotas/share').set(user.auth).send(body);
  let manager: SignedUpUser;
  let workplace: string;

  beforeAll(async () => {
    manager = await signUp(t);
    workplace = await createWorkplace(t, manager);
    await addAssignment(t, manager, await addShift(t, manager, workplace, DAY), '09:00', '10:00');
  });

  it('revokes one link by its id: it answers 404 for good, and sharing again makes a new one', async () => {
    const rotaId = await shareDay(manager, workplace, DAY);
    const keptDay = await shareDay(manager, workplace, '2026-12-09');
    expect((await view(rotaId)).status).toBe(200);

    expect((await revoke(manager, { rotaId, userId: manager.userId })).status).toBe(204);
    expect((await view(rotaId)).status).toBe(404);
    // Only that link: the other day's link still works.
    expect((await view(keptDay)).status).toBe(200);
    // Revoking again changes nothing.
    expect((await revoke(manager, { rotaId, userId: manager.userId })).status).toBe(204);

    const renewed = await shareDay(manager, workplace, DAY);
    expect(renewed).not.toBe(rotaId);
    expect(await shareDay(manager, workplace, DAY)).toBe(renewed);
    expect((await view(renewed)).status).toBe(200);
    expect((await view(rotaId)).status).toBe(404);
    // The old id no longer reaches the day: revoking it leaves the new link alone.
    expect((await revoke(manager, { rotaId })).status).toBe(204);
    expect((await view(renewed)).status).toBe(200);

    const events = await t.eventStore.readStream(rotaStream(workplace, DAY));
    expect(events.filter((e) => e.type === 'SharedRotaRevoked').map((e) => e.data.rotaId)).toEqual([rotaId]);
  });

  it('revokes the live link of a workplace day', async () => {
    const rotaId = await shareDay(manager, workplace, '2026-12-10');
    expect((await revoke(manager, { workplaceId: workplace, date: '2026-12-10', userId: manager.userId })).status).toBe(204);
    expect((await view(rotaId)).status).toBe(404);
    // A day without a live link: nothing to do.
    expect((await revoke(manager, { workplaceId: workplace, date: '2026-12-10' })).status).toBe(204);
    expect((await revoke(manager, { workplaceId: workplace, date: '2026-12-11' })).status).toBe(204);
  });

  it('answers 404 for an unknown link or another account’s, and leaves theirs alone', async () => {
    const rotaId = await shareDay(manager, workplace, '2026-12-12');
    const unknown = await revoke(manager, { rotaId: 'A'.repeat(22) });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Rota not found.']);
    const foreign = await revoke(other, { rotaId, userId: other.userId });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Rota not found.']);
    const foreignDay = await revoke(other, { workplaceId: workplace, date: '2026-12-12' });
    expect([foreignDay.status, foreignDay.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await view(rotaId)).status).toBe(200);
  });

  it('validates the request and the caller', async () => {
    const rotaId = await shareDay(manager, workplace, '2026-12-13');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Send the rotaId of the link to revoke, or its workplaceId and date.'],
      [{ rotaId: 42 }, 'rotaId must be the id of a shared rota link.'],
      [{ rotaId: 'short' }, 'rotaId must be the id of a shared rota link.'],
      [{ rotaId: ['x'] }, 'rotaId must be the id of a shared rota link.'],
      [{ workplaceId: workplace }, 'date is required.'],
      [{ workplaceId: workplace, date: '2026-02-31' }, 'date must be a real date in the form yyyy-mm-dd.'],
      [{ workplaceId: 'nope', date: DAY }, 'workplaceId must be a valid id.'],
    ];
    for (const [body, message] of cases) {
      const response = await revoke(manager, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const notObject = await t.http().delete('/api/rotas/share').set(manager.auth).set('Content-Type', 'application/json').send('[1]');
    expect(notObject.status).toBe(400);
    expect((await revoke(manager, { rotaId, userId: other.userId })).status).toBe(403);
    expect((await t.http().delete('/api/rotas/share').send({ rotaId })).status).toBe(401);
    expect((await view(rotaId)).status).toBe(200);
  });
});

describe('week links', () => {
  const MONDAY = '2026-12-14';
  const WEEK = ['2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19', '2026-12-20'];
  const revoke = (user: SignedUpUser, body: Record<string, unknown>) => t.http().delete('/api/rotas/share').set(user.auth).send(body);
  const shareWeek = async (user: SignedUpUser, id: string, weekStart: string) => {
    const response = await share(user, { workplaceId: id, weekStart, userId: user.userId });
    expect(response.status).toBe(201);
    return response.body.rotaId as string;
  };
  let manager: SignedUpUser;
  let workplace: string;

  beforeEach(async () => {
    manager = await signUp(t);
    workplace = await createWorkplace(t, manager, { name: 'Quay Kitchen', services: [701, 702] });
  });

  it("gives one link per workplace week, apart from the Monday's own day link, recorded as a week", async () => {
    const rotaId = await shareWeek(manager, workplace, MONDAY);
    expect(rotaId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await shareWeek(manager, workplace, MONDAY)).toBe(rotaId);
    const mondayLink = await shareDay(manager, workplace, MONDAY);
    expect(mondayLink).not.toBe(rotaId);
    expect(await shareWeek(manager, workplace, '2026-12-21')).not.toBe(rotaId);

    const events = await t.eventStore.readStream(rotaStream(workplace, MONDAY));
    expect(events.filter((e) => e.type === 'RotaShared').map((e) => e.data)).toEqual([
      expect.objectContaining({ rotaId, rotaDate: MONDAY, span: 'week' }),
      expect.not.objectContaining({ span: expect.anything() }),
    ]);
    // The Monday's day link still answers the spec's day document.
    expect(Object.keys((await view(mondayLink)).body).sort()).toEqual(['date', 'lastUpdated', 'shifts', 'workplace']);
  });

  it('answers the seven days from Monday with their shifts, and follows later changes on any day', async () => {
    const [ann, bob] = [await createEmployee(t, manager, workplace, 'Ann'), await createEmployee(t, manager, workplace, 'Bob')];
    t.clock.set('2026-01-05T10:00:00.000Z');
    const mondayKitchen = await addShift(t, manager, workplace, MONDAY, 701);
    await addAssignment(t, manager, mondayKitchen, '09:00', '17:00', ann);
    t.clock.set('2026-01-05T11:00:00.000Z');
    const wednesdayBar = await addShift(t, manager, workplace, WEEK[2], 702);
    await addAssignment(t, manager, wednesdayBar, '18:00', '23:30');
    // Days outside the week never show.
    await addAssignment(t, manager, await addShift(t, manager, workplace, '2026-12-21'), '09:00', '10:00', bob);
    t.clock.set('2026-01-05T12:00:00.000Z');
    const rotaId = await shareWeek(manager, workplace, MONDAY);

    const first = await view(rotaId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      workplace: 'Quay Kitchen',
      weekStart: MONDAY,
      lastUpdated: '2026-01-05T12:00:00.000Z',
      days: WEEK.map((date) => ({ date, shifts: expect.any(Array) })),
    });
    expect(first.body.days.map((day: { shifts: unknown[] }) => day.shifts.length)).toEqual([1, 0, 1, 0, 0, 0, 0]);
    expect(first.body.days[0].shifts).toEqual([
      { serviceType: 701, assignments: [{ startHour: 9, startMinute: 0, endHour: 17, endMinute: 0, employee_name: 'Ann' }] },
    ]);
    expect(first.body.days[2].shifts).toEqual([
      { serviceType: 702, assignments: [{ startHour: 18, startMinute: 0, endHour: 23, endMinute: 30, employee_name: '?' }] },
    ]);

    // A change on the Sunday shows through the same link, and lastUpdated follows it.
    t.clock.set('2026-01-07T08:30:00.000Z');
    await addAssignment(t, manager, await addShift(t, manager, workplace, WEEK[6], 701), '10:00', '14:00', bob);
    const later = await view(rotaId);
    expect(later.body.lastUpdated).toBe('2026-01-07T08:30:00.000Z');
    expect(later.body.days[6]).toEqual({
      date: WEEK[6],
      shifts: [{ serviceType: 701, assignments: [{ startHour: 10, startMinute: 0, endHour: 14, endMinute: 0, employee_name: 'Bob' }] }],
    });
  });

  it('revokes a week link by its id or by the week, leaving the Monday’s day link alone', async () => {
    const byId = await shareWeek(manager, workplace, MONDAY);
    const mondayLink = await shareDay(manager, workplace, MONDAY);
    expect((await revoke(manager, { rotaId: byId, userId: manager.userId })).status).toBe(204);
    expect((await view(byId)).status).toBe(404);
    expect((await view(mondayLink)).status).toBe(200);

    const renewed = await shareWeek(manager, workplace, MONDAY);
    expect(renewed).not.toBe(byId);
    expect((await view(renewed)).status).toBe(200);
    expect((await revoke(manager, { workplaceId: workplace, weekStart: MONDAY, userId: manager.userId })).status).toBe(204);
    expect((await view(renewed)).status).toBe(404);
    expect((await view(mondayLink)).status).toBe(200);
    // Revoking the Monday's day link leaves a week link alone too.
    const third = await shareWeek(manager, workplace, MONDAY);
    expect((await revoke(manager, { workplaceId: workplace, date: MONDAY })).status).toBe(204);
    expect((await view(mondayLink)).status).toBe(404);
    expect((await view(third)).status).toBe(200);
    // A week without a live link: nothing to do.
    expect((await revoke(manager, { workplaceId: workplace, weekStart: '2026-12-28' })).status).toBe(204);
  });

  it('answers 404 while public_rota is off, and for good once it is turned on again', async () => {
    const setPublic = (value: boolean) =>
      t.http().put('/api/preferences/updatepreferences').set(manager.auth).send({ userId: manager.userId, public_rota: value }).expect(200);
    const rotaId = await shareWeek(manager, workplace, MONDAY);
    expect((await view(rotaId)).status).toBe(200);
    await setPublic(false);
    expect((await view(rotaId)).status).toBe(404);
    await setPublic(true);
    expect((await view(rotaId)).status).toBe(404);
    const renewed = await shareWeek(manager, workplace, MONDAY);
    expect(renewed).not.toBe(rotaId);
    expect((await view(renewed)).status).toBe(200);
  });

  it("keeps to the caller's own workplaces and links", async () => {
    const rotaId = await shareWeek(manager, workplace, MONDAY);
    const foreign = await share(other, { workplaceId: workplace, weekStart: MONDAY });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await share(manager, { workplaceId: workplace, weekStart: MONDAY, userId: other.userId })).status).toBe(403);
    const foreignRevoke = await revoke(other, { rotaId });
    expect([foreignRevoke.status, foreignRevoke.body.message]).toEqual([404, 'Rota not found.']);
    const foreignWeek = await revoke(other, { workplaceId: workplace, weekStart: MONDAY });
    expect([foreignWeek.status, foreignWeek.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await view(rotaId)).status).toBe(200);
  });

  it('refuses a share or revoke that does not name exactly one day or one Monday', async () => {
    const shares: [Record<string, unknown>, string][] = [
      [
        { workplaceId: workplace },
        'Send date (the day to share) or weekStart (the first day, a Monday or a Sunday, of the week to share).',
      ],
      [{ workplaceId: workplace, date: MONDAY, weekStart: MONDAY }, 'Send date or weekStart, not both.'],
      [{ workplaceId: workplace, weekStart: '2026-12-16' }, 'weekStart must be a Monday or a Sunday.'],
      [{ workplaceId: workplace, weekStart: '2026-02-31' }, 'weekStart must be a real date in the form yyyy-mm-dd.'],
      [{ workplaceId: workplace, weekStart: 20261214 }, 'weekStart must be a real date in the form yyyy-mm-dd.'],
      [{ workplaceId: 'nope', weekStart: MONDAY }, 'workplaceId must be a valid id.'],
    ];
    for (const [body, message] of shares) {
      const response = await share(manager, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const revokes: [Record<string, unknown>, string][] = [
      [{ workplaceId: workplace, date: MONDAY, weekStart: MONDAY }, 'Send date or weekStart, not both.'],
      [{ workplaceId: workplace, weekStart: '2026-12-15' }, 'weekStart must be a Monday or a Sunday.'],
      [{ weekStart: MONDAY }, 'workplaceId is required.'],
    ];
    for (const [body, message] of revokes) {
      const response = await revoke(manager, body);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });
});

describe("an 'on-publish' workplace's day shared before it was ever published", () => {
  const MONDAY = '2026-12-21';
  const revoke = (user: SignedUpUser, body: Record<string, unknown>) => t.http().delete('/api/rotas/share').set(user.auth).send(body);

  it('shows as published so far, empty, last updated when the day was first shared, until its week is published', async () => {
    const manager = owner;
    const created = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(manager.auth)
      .send({ workplaceName: 'Staged Cafe', industryType: 'cafe', workplaceServices: [701], publishMode: 'on-publish' })
      .expect(201);
    const staged = created.body.workplace_id as string;
    t.clock.set('2026-01-05T09:00:00.000Z');
    const first = await shareDay(manager, staged, MONDAY);
    const week = (await share(manager, { workplaceId: staged, weekStart: MONDAY }).expect(201)).body.rotaId as string;
    t.clock.set('2026-01-05T10:00:00.000Z');
    await revoke(manager, { rotaId: first }).expect(204);
    const again = await shareDay(manager, staged, MONDAY);
    expect(again).not.toBe(first);
    t.clock.set('2026-01-05T11:00:00.000Z');
    await addAssignment(t, manager, await addShift(t, manager, staged, MONDAY, 701), '09:00', '17:00');

    // The plan is a draft: both links show the day as staff see it, empty since it was first shared.
    expect((await view(again).expect(200)).body).toEqual({
      shifts: [],
      lastUpdated: '2026-01-05T09:00:00.000Z',
      date: 'Monday 21 December 2026',
      workplace: 'Staged Cafe',
    });
    const weekView = (await view(week).expect(200)).body;
    expect(weekView.lastUpdated).toBe('2026-01-05T09:00:00.000Z');
    expect(weekView.days.map((day: { shifts: unknown[] }) => day.shifts)).toEqual([[], [], [], [], [], [], []]);

    t.clock.set('2026-01-05T12:00:00.000Z');
    await t.http().post('/api/rota/publish').set(manager.auth).send({ workplaceId: staged, weekStart: MONDAY }).expect(201);
    const published = (await view(again).expect(200)).body;
    expect(published.shifts).toEqual([expect.objectContaining({ serviceType: 701 })]);
    expect(published.lastUpdated).toBe('2026-01-05T11:00:00.000Z');
    expect((await view(week).expect(200)).body.days[0].shifts).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  type Response = { description?: string; content?: Record<string, { schema: { $ref: string } }> };
  type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, Response> };

  it('shows the sharing routes with their answers and refusal messages', async () => {
    const { body: document } = await t.http().get('/api/docs-json').expect(200);
    const share = document.paths['/api/rotas/share'];
    const answer = (op: Operation, status: string) => op.responses[status].content!['application/json'].schema.$ref.split('/').pop();

    expect(answer(share.post, '201')).toBe('SharedRotaLink');
    expect(share.post.responses['400'].description).toContain('date must be a real date in the form yyyy-mm-dd.');
    expect(share.post.responses['404'].description).toContain('Workplace not found.');

    expect(share.delete.responses['204']).toBeDefined();
    expect(share.delete.responses['400'].description).toContain('Send the rotaId of the link to revoke, or its workplaceId and date.');
    expect(share.delete.responses['404'].description).toContain('Rota not found.');

    const view: Operation = document.paths['/api/rotas/{rotaId}'].get;
    expect(view.parameters).toEqual([expect.objectContaining({ name: 'rotaId', in: 'path' })]);
    expect(answer(view, '200')).toBe('SharedRota');
    expect(view.responses['404'].description).toContain('Rota not found.');
    const shapes = document.components.schemas.SharedRota.anyOf ?? document.components.schemas.SharedRota.oneOf;
    expect(shapes.map((shape: { title: string; required: string[] }) => [shape.title, shape.required.sort()])).toEqual([
      ['SharedRotaDay', ['date', 'lastUpdated', 'shifts', 'workplace']],
      ['SharedRotaWeek', ['days', 'lastUpdated', 'weekStart', 'workplace']],
    ]);
    expect(share.post.responses['400'].description).toContain('weekStart must be a Monday or a Sunday.');
    expect(share.post.responses['400'].description).toContain('Send date or weekStart, not both.');
  });
});
