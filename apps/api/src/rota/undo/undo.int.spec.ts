import { addDays, rotaStream, UNDO_MESSAGES, ROTA_MESSAGES } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';
import { createEmployee, createWorkplace } from '../../../test/rota-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let cafe: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  cafe = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 5, rotaEndTime: 24 });
  [ann, bob] = [await createEmployee(t, owner, cafe, 'Ann'), await createEmployee(t, owner, cafe, 'Bob')];
});
afterAll(() => t.close());

let dayCounter = 0;
/** A fresh day per call (Tuesdays from 2026-02-03, a week apart), so tests never share a day. */
const freshDay = () => addDays('2026-02-03', 7 * dayCounter++);

const undo = (changeId: unknown, user = owner) => t.http().post('/api/rota/undo').set(user.auth).send({ changeId, userId: user.userId });
const place = (date: string, body: Record<string, unknown> = {}) =>
  t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId: cafe, date, serviceType: 701, employeeId: ann, timeStart: '09:00', timeEnd: '17:00', ...body })
    .expect(201);
const retime = (assignmentId: string, timeStart: string, timeEnd: string) =>
  t.http().put('/api/assignments/updateassignmenttime').set(owner.auth).send({ assignmentId, timeStart, timeEnd }).expect(200);
const reassign = (assignmentId: string, employeeId: string | null) =>
  t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId, employeeId }).expect(200);
const remove = (assignmentId: string) =>
  t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: assignmentId }).expect(200);

/** The day as the planner reads it: "employee start-end" per assignment, open shifts as "open". */
async function dayOf(date: string): Promise<string[]> {
  const response = await t
    .http()
    .get('/api/shifts/getweeklyshifts')
    .query({ workplaceId: cafe, startDate: date, endDate: date })
    .set(owner.auth)
    .expect(200);
  const body = response.body as {
    weekShifts: Record<string, Record<string, { time_start: string; time_end: string }[]>>;
    openShifts: Record<string, { time_start: string; time_end: string }[]>;
  };
  const name = (id: string) => (id === ann ? 'Ann' : id === bob ? 'Bob' : id);
  const held = Object.entries(body.weekShifts).flatMap(([employee, days]) =>
    (days[date] ?? []).map((a) => `${name(employee)} ${a.time_start.slice(0, 5)}-${a.time_end.slice(0, 5)}`),
  );
  const open = (body.openShifts[date] ?? []).map((a) => `open ${a.time_start.slice(0, 5)}-${a.time_end.slice(0, 5)}`);
  return [...held, ...open].sort();
}

describe('changeId on every rota write', () => {
  it('answers the id all of its events share, on every stream it wrote', async () => {
    const date = freshDay();
    const shift = await t
      .http()
      .post('/api/shifts/addshift')
      .set(owner.auth)
      .send({ workplaceId: cafe, date, serviceType: 702 })
      .expect(201);
    const added = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: shift.body.shift_id, employeeId: bob, timeStart: '06:00', timeEnd: '08:00' })
      .expect(201);
    const placed = await place(date);
    const answers = [
      shift.body,
      added.body,
      placed.body,
      (await reassign(placed.body.assignment_id, bob)).body,
      (await retime(placed.body.assignment_id, '10:00', '18:00')).body,
      (await remove(added.body.assignment_id)).body,
      (await t.http().delete('/api/shifts/deleteshift').set(owner.auth).query({ shiftId: placed.body.shift_id }).expect(200)).body,
    ] as { changeId: string }[];
    for (const answer of answers) expect(answer.changeId).toMatch(UUID);
    expect(new Set(answers.map((a) => a.changeId)).size).toBe(answers.length);
    const events = await t.eventStore.readStream(rotaStream(cafe, date));
    // The removal wrote two events (the assignment and its emptied row): one change.
    const removal = events.filter((e) => e.metadata.changeId === answers[5].changeId).map((e) => e.type);
    expect(removal).toEqual(['AssignmentRemoved', 'ShiftDeleted']);

    const copy = await t
      .http()
      .post('/api/rota/copyday')
      .set(owner.auth)
      .send({ workplaceId: cafe, fromDate: freshDay(), toDates: [addDays(date, 1)] })
      .expect(201);
    expect(copy.body).toEqual({ copied: 0, changeId: expect.stringMatching(UUID), skipped: [], outsideAvailability: [] });
  });
});

describe('POST /rota/undo', () => {
  it('undoes a copy of 12 weeks, every day of it, with new events', async () => {
    const monday = '2026-03-02';
    await place(monday);
    await place(addDays(monday, 2), { employeeId: null, serviceType: 702, timeStart: '12:00', timeEnd: '15:00' });
    const targets = Array.from({ length: 12 }, (_, i) => addDays(monday, 7 * (i + 1)));
    const copy = await t
      .http()
      .post('/api/rota/copyweek')
      .set(owner.auth)
      .send({ workplaceId: cafe, fromWeekStart: monday, toWeekStarts: targets })
      .expect(201);
    expect(copy.body.copied).toBe(24);
    expect(await dayOf(targets[11])).toEqual(['Ann 09:00-17:00']);
    const before = (await t.eventStore.readStream(rotaStream(cafe, targets[0]))).length;

    const response = await undo(copy.body.changeId);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ undone: 24 });
    for (const week of targets) {
      expect(await dayOf(week)).toEqual([]);
      expect(await dayOf(addDays(week, 2))).toEqual([]);
    }
    expect(await dayOf(monday)).toEqual(['Ann 09:00-17:00']);
    expect(await dayOf(addDays(monday, 2))).toEqual(['open 12:00-15:00']);
    // Nothing deleted: the copy's events stay, the undo's follow them.
    const after = await t.eventStore.readStream(rotaStream(cafe, targets[0]));
    expect(after.slice(0, before)).toHaveLength(before);
    expect(after.slice(before).map((e) => [e.type, e.metadata.undoes])).toEqual([
      ['ChangeUndone', copy.body.changeId],
      ['AssignmentRemoved', copy.body.changeId],
      ['ShiftDeleted', copy.body.changeId],
    ]);
  });

  it('undoes a retime, a reassignment, a removal (its row comes back) and a placement', async () => {
    const date = freshDay();
    const placed = await place(date);
    const id = placed.body.assignment_id as string;

    const retimed = await retime(id, '12:00', '20:00');
    expect(await dayOf(date)).toEqual(['Ann 12:00-20:00']);
    expect((await undo(retimed.body.changeId)).body).toEqual({ undone: 1 });
    expect(await dayOf(date)).toEqual(['Ann 09:00-17:00']);

    const reassigned = await reassign(id, bob);
    expect(await dayOf(date)).toEqual(['Bob 09:00-17:00']);
    expect((await undo(reassigned.body.changeId)).body).toEqual({ undone: 1 });
    expect(await dayOf(date)).toEqual(['Ann 09:00-17:00']);

    const removed = await remove(id);
    expect(await dayOf(date)).toEqual([]);
    expect((await undo(removed.body.changeId)).status).toBe(201);
    expect(await dayOf(date)).toEqual(['Ann 09:00-17:00']);
    // The same assignment in the same row: later edits by id still find it.
    await retime(id, '09:00', '16:00');
    const shifts = await t.http().get('/api/shifts/getshifts').query({ workplaceId: cafe, rotaDate: date }).set(owner.auth).expect(200);
    expect((shifts.body as { shift_id: string }[]).map((s) => s.shift_id)).toEqual([placed.body.shift_id]);

    const second = await place(date, { employeeId: bob, timeStart: '17:00', timeEnd: '22:00', serviceType: 702 });
    expect((await undo(second.body.changeId)).body).toEqual({ undone: 1 });
    expect(await dayOf(date)).toEqual(['Ann 09:00-16:00']);
  });

  it('refuses (409) when a later change touched the same shifts, until that one is undone', async () => {
    const date = freshDay();
    const placed = await place(date);
    const retimed = await retime(placed.body.assignment_id, '10:00', '18:00');
    const refused = await undo(placed.body.changeId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Later changes touch these shifts: undo those first.');
    await undo(retimed.body.changeId).expect(201);
    await undo(placed.body.changeId).expect(201);
    expect(await dayOf(date)).toEqual([]);
  });

  it('refuses a second undo of the same change (409)', async () => {
    const placed = await place(freshDay());
    await undo(placed.body.changeId).expect(201);
    const again = await undo(placed.body.changeId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(UNDO_MESSAGES.alreadyUndone);
  });

  it("answers 404 for another account's change and for an unknown one, and changes nothing", async () => {
    const date = freshDay();
    const placed = await place(date);
    const foreign = await undo(placed.body.changeId, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Change not found.');
    expect((await undo('8f0c6a52-6f7e-4c1b-9d4a-2b7e5c3d1a90')).status).toBe(404);
    expect(await dayOf(date)).toEqual(['Ann 09:00-17:00']);
  });

  it("refuses to put back a removal where the employee is now busy, with the rule's message", async () => {
    const date = freshDay();
    const placed = await place(date);
    const removed = await remove(placed.body.assignment_id);
    await place(date, { serviceType: 702, timeStart: '12:00', timeEnd: '14:00' });
    const refused = await undo(removed.body.changeId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ROTA_MESSAGES.employeeBusy);
  });

  it('shows the undo in the history as undone by its user', async () => {
    const date = freshDay();
    const placed = await place(date);
    await undo(placed.body.changeId).expect(201);
    const history = await t.http().get('/api/audit/events').query({ workplaceId: cafe, kind: 'rota', date }).set(owner.auth).expect(200);
    const events = history.body.events as { type: string; undoes?: string; summary: string; who: { username?: string } }[];
    const undoing = events.filter((e) => e.undoes === placed.body.changeId);
    expect(undoing.map((e) => e.type)).toEqual(['ChangeUndone', 'AssignmentRemoved', 'ShiftDeleted']);
    expect(undoing[0].summary).toMatch(/^Undo on .*: 1 assignment put back as they were$/);
    expect(undoing[0].who.username).toBe(events[0].who.username);
    expect(events.filter((e) => !e.undoes).map((e) => e.type)).toEqual(['ShiftCreated', 'AssignmentAdded']);
  });

  it('answers bad input with 400 and a clear message', async () => {
    const missing = await t.http().post('/api/rota/undo').set(owner.auth).send({});
    expect([missing.status, missing.body.message]).toEqual([400, 'changeId is required.']);
    const malformed = await undo('x');
    expect([malformed.status, malformed.body.message]).toEqual([400, 'changeId must be a valid id.']);
  });
});
