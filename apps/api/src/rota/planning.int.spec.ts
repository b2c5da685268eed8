import { auditDate, rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee, removeEmployee } from '../../test/rota-fixtures';

/*
 * Planning a real week (issue 14): the weekly "+" as one command, re-timing without false
 * refusals, the employee-day rule across workplaces and nights, and overnight rota hours.
 */

const BUSY = 'Employee is already assigned to another shift at this time.';
/** The refusal of times outside the rota hours, naming the hour broken and the fix. */
const OUTSIDE = (which: 'starts' | 'ends', hour: string) =>
  `This workplace's rota ${which} at ${hour}. Change its hours under Profile → Edit workplace.`;

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let cafe: string;
let bar: string;
let diner: string;
let othersWorkplace: string;
let othersEmployee: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  cafe = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 6, rotaEndTime: 24 });
  bar = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 18, rotaEndTime: 26 });
  diner = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 0, rotaEndTime: 24 });
  [ann, bob] = [await createEmployee(t, owner, cafe, 'Ann'), await createEmployee(t, owner, cafe, 'Bob')];
  othersWorkplace = await createWorkplace(t, other);
  othersEmployee = await createEmployee(t, other, othersWorkplace, 'Olly');
});
afterAll(() => t.close());

let dayCounter = 0;
/** A fresh Tuesday-or-later date per test, so tests never share a day. */
const freshDay = () => {
  const date = new Date(Date.UTC(2026, 5, 1) + dayCounter++ * 2 * 86_400_000);
  return date.toISOString().slice(0, 10);
};

const place = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().post('/api/assignments/placeassignment').set(user.auth).send(body);
const retime = (user: SignedUpUser, body: Record<string, unknown>) =>
  t.http().put('/api/assignments/updateassignmenttime').set(user.auth).send(body);
const list = (shiftId: string) => t.http().get('/api/assignments/getassignments').query({ shiftId }).set(owner.auth);
const shiftsOf = async (workplaceId: string, rotaDate: string) =>
  (await t.http().get('/api/shifts/getshifts').query({ workplaceId, rotaDate }).set(owner.auth).expect(200)).body as {
    shift_id: string;
    service_type: number;
  }[];

describe('POST /assignments/placeassignment', () => {
  const body = (over: Record<string, unknown>) => ({
    workplaceId: cafe,
    serviceType: 701,
    employeeId: ann,
    timeStart: '09:00',
    timeEnd: '17:00',
    userId: owner.userId,
    ...over,
  });

  it('makes the row when the day has none, then uses the first row with room, else another', async () => {
    const date = freshDay();
    const first = await place(owner, body({ date }));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ assignment_id: expect.any(String), shift_id: expect.any(String), changeId: expect.any(String) });
    const evening = await place(owner, body({ date, employeeId: bob, timeStart: '17:00', timeEnd: '22:00' }));
    expect(evening.body.shift_id).toBe(first.body.shift_id);
    const open = await place(owner, body({ date, employeeId: null, timeStart: '12:00', timeEnd: '14:00' }));
    expect(open.status).toBe(201);
    expect(open.body.shift_id).not.toBe(first.body.shift_id);
    const bar702 = await place(owner, body({ date, employeeId: '', serviceType: '702', timeStart: '12:00', timeEnd: '14:00' }));
    expect(bar702.status).toBe(201);

    expect((await shiftsOf(cafe, date)).map((s) => [s.shift_id, s.service_type])).toEqual([
      [first.body.shift_id, 701],
      [open.body.shift_id, 701],
      [bar702.body.shift_id, 702],
    ]);
    expect((await list(first.body.shift_id)).body).toEqual([
      {
        assignment_id: first.body.assignment_id,
        time_start: '09:00:00',
        time_end: '17:00:00',
        employee_id: ann,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 480,
      },
      {
        assignment_id: evening.body.assignment_id,
        time_start: '17:00:00',
        time_end: '22:00:00',
        employee_id: bob,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 300,
      },
    ]);
    // The row and its assignment are one decision in the history.
    const events = await t.eventStore.readStream(rotaStream(cafe, date));
    expect(events.slice(0, 2).map((e) => e.type)).toEqual(['ShiftCreated', 'AssignmentAdded']);
    expect(events[1].metadata.correlationId).toBe(events[0].metadata.correlationId);
  });

  it('keeps the rules and messages of addassignment', async () => {
    const date = freshDay();
    await place(owner, body({ date })).expect(201);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ serviceType: 702, timeStart: '16:00', timeEnd: '18:00' }, 409, BUSY],
      [{ employeeId: null, serviceType: 799 }, 400, "The service type must be one of the workplace's services."],
      [{ employeeId: null, timeStart: '05:00', timeEnd: '09:00' }, 400, OUTSIDE('starts', '06:00')],
      [{ employeeId: null, timeStart: '09:10' }, 400, 'Times must be on the quarter hour.'],
      [{ employeeId: othersEmployee, timeStart: '18:00', timeEnd: '19:00' }, 404, 'Employee not found.'],
    ];
    for (const [over, status, message] of cases) {
      const response = await place(owner, body({ date, ...over }));
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
  });

  it.each([
    [{ workplaceId: undefined }, 'workplaceId is required.'],
    [{ workplaceId: 'cafe' }, 'workplaceId must be a valid id.'],
    [{ date: undefined }, 'date is required.'],
    [{ date: '2026-02-30' }, 'date must be a real date in the form yyyy-mm-dd.'],
    [{ date: '1999-12-31' }, 'date must be in the years 2000 to 2100.'],
    [{ serviceType: undefined }, 'serviceType is required.'],
    [{ serviceType: 'bar' }, 'serviceType must be a service id (a whole number).'],
    [{ employeeId: 'ann' }, 'employeeId must be a valid id.'],
    [{ timeStart: undefined }, 'timeStart is required.'],
    [{ timeEnd: '5pm' }, 'timeEnd must be a time like 09:00 or 09:00:00.'],
  ])('answers 400 for %p', async (over, message) => {
    const response = await place(owner, body({ date: '2026-06-30', ...over }));
    expect([response.status, response.body.message]).toEqual([400, message]);
  });

  it(`refuses a new row past 50 shifts a day`, async () => {
    const date = freshDay();
    for (let i = 0; i < 50; i++) await addShift(t, owner, cafe, date, 702);
    const response = await place(owner, body({ date }));
    expect([response.status, response.body.message]).toEqual([409, 'A day can have at most 50 shifts.']);
  });

  it("answers 404 for another account's workplace, 403 for another userId, 401 without a token", async () => {
    const date = freshDay();
    const foreign = await place(owner, body({ date, workplaceId: othersWorkplace, employeeId: null }));
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await place(owner, body({ date, userId: other.userId }))).status).toBe(403);
    expect((await t.http().post('/api/assignments/placeassignment').send(body({ date }))).status).toBe(401);
    expect(await t.eventStore.readStream(rotaStream(othersWorkplace, date))).toEqual([]);
  });

  it('lets exactly one of two racing placements of the same employee win', async () => {
    const date = freshDay();
    const responses = await Promise.all([place(owner, body({ date })), place(owner, body({ date, serviceType: 702 }))]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const events = await t.eventStore.readStream(rotaStream(cafe, date));
    expect(events.filter((e) => e.type === 'AssignmentAdded')).toHaveLength(1);
  });
});

describe('PUT /assignments/updateassignmenttime: constrained by the employee only', () => {
  it("moves Ben's longer shift to another row instead of refusing it for Dan's", async () => {
    const date = freshDay();
    const row = await addShift(t, owner, cafe, date, 702);
    const ben = await addAssignment(t, owner, row, '07:00', '15:00', ann);
    const dan = await addAssignment(t, owner, row, '16:00', '23:00', bob);

    const response = await retime(owner, { assignmentId: ben, timeStart: '07:00', timeEnd: '17:00', userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ assignment_id: ben, shift_id: expect.any(String), changeId: expect.any(String) });
    const newRow = response.body.shift_id as string;
    expect(newRow).not.toBe(row);
    expect((await list(newRow)).body).toEqual([
      {
        assignment_id: ben,
        time_start: '07:00:00',
        time_end: '17:00:00',
        employee_id: ann,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 600,
      },
    ]);
    expect((await list(row)).body).toEqual([expect.objectContaining({ assignment_id: dan })]);
    expect((await shiftsOf(cafe, date)).map((s) => [s.shift_id, s.service_type])).toEqual([
      [row, 702],
      [newRow, 702],
    ]);
    const events = await t.eventStore.readStream(rotaStream(cafe, date));
    expect(events.slice(-3).map((e) => e.type)).toEqual(['ShiftCreated', 'AssignmentMoved', 'AssignmentTimed']);
    expect(new Set(events.slice(-3).map((e) => e.metadata.correlationId)).size).toBe(1);
    const audit = await t.http().get('/api/audit/events').query({ workplaceId: cafe, limit: 500 }).set(owner.auth).expect(200);
    expect((audit.body.events as { summary: string }[]).map((e) => e.summary)).toContain(
      `Kitchen Staff 07:00-15:00 on ${auditDate(date)} moved to another Kitchen Staff row (Ann)`,
    );

    // Dan's longer shift now fits nowhere in its row but the free start of Ben's new one: no third row.
    const danEarlier = await retime(owner, { assignmentId: dan, timeStart: '14:00', timeEnd: '23:00' });
    expect(danEarlier.body).toEqual({ assignment_id: dan, shift_id: row, changeId: expect.any(String) });
    const benLater = await retime(owner, { assignmentId: ben, timeStart: '07:00', timeEnd: '18:00' });
    expect(benLater.body).toEqual({ assignment_id: ben, shift_id: newRow, changeId: expect.any(String) });
  });

  it('moves to an existing free row of the service, and deletes the row it leaves empty', async () => {
    const date = freshDay();
    const [first, second] = [await addShift(t, owner, cafe, date, 701), await addShift(t, owner, cafe, date, 701)];
    await addAssignment(t, owner, first, '12:00', '14:00');
    const moving = await addAssignment(t, owner, second, '09:00', '11:00');
    await addAssignment(t, owner, second, '11:00', '13:00');
    const response = await retime(owner, { assignmentId: moving, timeStart: '09:00', timeEnd: '12:00' });
    expect(response.body).toEqual({ assignment_id: moving, shift_id: first, changeId: expect.any(String) });
  });

  it("refuses the employee's own overlaps at this workplace that day", async () => {
    const date = freshDay();
    const [kitchen, floor] = [await addShift(t, owner, cafe, date, 701), await addShift(t, owner, cafe, date, 702)];
    const morning = await addAssignment(t, owner, kitchen, '09:00', '12:00', ann);
    await addAssignment(t, owner, floor, '13:00', '17:00', ann);
    const own = await retime(owner, { assignmentId: morning, timeStart: '09:00', timeEnd: '13:15' });
    expect([own.status, own.body.message]).toEqual([409, 'Time overlaps another shift.']);
  });

  it('lets exactly one of two racing edits that would overlap each other win', async () => {
    const date = freshDay();
    const [kitchen, floor] = [await addShift(t, owner, cafe, date, 701), await addShift(t, owner, cafe, date, 702)];
    const morning = await addAssignment(t, owner, kitchen, '09:00', '12:00', bob);
    const afternoon = await addAssignment(t, owner, floor, '13:00', '17:00', bob);
    const responses = await Promise.all([
      // Each alone fits (09-13 then 13-17, or 09-12 then 12-17); together they overlap.
      retime(owner, { assignmentId: morning, timeStart: '09:00', timeEnd: '13:00' }),
      retime(owner, { assignmentId: afternoon, timeStart: '12:00', timeEnd: '17:00' }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.status === 409)!.body.message).toBe('Time overlaps another shift.');
  });
});

describe('the employee-day rule across workplaces and nights', () => {
  // A move counts at the old workplace on its own day (later days there are open shifts: see
  // moves.int.spec.ts), so these tests move on the day they book: the test app's clock day.
  const MOVE_DAY = '2026-01-05';

  it('refuses booking a moved employee over their assignment at the old workplace on the move day', async () => {
    const date = MOVE_DAY;
    const eve = await createEmployee(t, owner, cafe, 'Eve');
    const atCafe = await addShift(t, owner, cafe, date, 701);
    await addAssignment(t, owner, atCafe, '09:00', '13:00', eve);
    await moveEmployee(t, owner, eve, diner, 'Eve');

    const atDiner = await addShift(t, owner, diner, date, 701);
    const add = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: atDiner, employeeId: eve, timeStart: '12:00', timeEnd: '15:00' });
    expect([add.status, add.body.message]).toEqual([409, BUSY]);
    const placed = await place(owner, {
      workplaceId: diner,
      date,
      serviceType: 702,
      employeeId: eve,
      timeStart: '12:00',
      timeEnd: '15:00',
    });
    expect([placed.status, placed.body.message]).toEqual([409, BUSY]);
    const later = await addAssignment(t, owner, atDiner, '13:00', '15:00', eve);
    const stretch = await retime(owner, { assignmentId: later, timeStart: '12:45', timeEnd: '15:00' });
    expect([stretch.status, stretch.body.message]).toEqual([409, BUSY]);
    const open = await addAssignment(t, owner, atDiner, '10:00', '12:00');
    const assign = await t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId: open, employeeId: eve });
    expect([assign.status, assign.body.message]).toEqual([409, BUSY]);
  });

  it("considers the night before's overnight end and the next morning", async () => {
    const monday = MOVE_DAY;
    const tuesday = new Date(Date.parse(monday) + 86_400_000).toISOString().slice(0, 10);
    const sam = await createEmployee(t, owner, bar, 'Sam');
    const late = await addShift(t, owner, bar, monday, 701);
    await addAssignment(t, owner, late, '22:00', '02:00', sam);
    await moveEmployee(t, owner, sam, diner, 'Sam');

    const early = await place(owner, {
      workplaceId: diner,
      date: tuesday,
      serviceType: 701,
      employeeId: sam,
      timeStart: '01:00',
      timeEnd: '05:00',
    });
    expect([early.status, early.body.message]).toEqual([409, BUSY]);
    const after = await place(owner, {
      workplaceId: diner,
      date: tuesday,
      serviceType: 701,
      employeeId: sam,
      timeStart: '02:00',
      timeEnd: '05:00',
    });
    expect(after.status).toBe(201);
    // And the other way round: Monday's diner evening may not run into the night at the bar.
    const evening = await place(owner, {
      workplaceId: diner,
      date: monday,
      serviceType: 701,
      employeeId: sam,
      timeStart: '21:00',
      timeEnd: '23:00',
    });
    expect([evening.status, evening.body.message]).toEqual([409, BUSY]);
  });

  it("no longer counts a removed employee's later assignments", async () => {
    const date = freshDay();
    const zoe = await createEmployee(t, owner, cafe, 'Zoe');
    const row = await addShift(t, owner, cafe, date, 701);
    await addAssignment(t, owner, row, '09:00', '12:00', zoe);
    await removeEmployee(t, owner, zoe);
    // The freed time is an open shift: it binds nobody, so Ann can take the same hours elsewhere.
    expect(
      (await place(owner, { workplaceId: cafe, date, serviceType: 702, employeeId: ann, timeStart: '09:00', timeEnd: '12:00' })).status,
    ).toBe(201);
  });
});

describe('overnight rota hours', () => {
  it('takes an end at or before the start as the next day, and answers it as the clock shows it', async () => {
    const date = freshDay();
    const row = await addShift(t, owner, bar, date, 701);
    const response = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: row, timeStart: '22:00', timeEnd: '02:00:00' });
    expect(response.status).toBe(201);
    expect((await list(row)).body).toEqual([
      {
        assignment_id: response.body.assignment_id,
        time_start: '22:00:00',
        time_end: '02:00:00',
        employee_id: null,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 240,
      },
    ]);
    const events = await t.eventStore.readStream(rotaStream(bar, date));
    expect(events.at(-1)!.data).toMatchObject({ startMinute: 1320, endMinute: 1560 });

    const week = await t
      .http()
      .get('/api/shifts/getweeklyshifts')
      .query({ workplaceId: bar, startDate: date, endDate: date })
      .set(owner.auth)
      .expect(200);
    expect(week.body.openShifts[date]).toEqual([expect.objectContaining({ time_start: '22:00:00', time_end: '02:00:00' })]);

    const tooLate = await retime(owner, { assignmentId: response.body.assignment_id, timeStart: '23:00', timeEnd: '02:15' });
    expect([tooLate.status, tooLate.body.message]).toEqual([400, OUTSIDE('ends', '02:00 the next morning')]);
    const midnight = await retime(owner, { assignmentId: response.body.assignment_id, timeStart: '20:00', timeEnd: '00:00' });
    expect(midnight.status).toBe(200);
    expect((await list(row)).body[0]).toMatchObject({ time_start: '20:00:00', time_end: '24:00:00' });
  });

  it('counts an overnight assignment wholly for its start date in pay', async () => {
    const date = freshDay();
    const next = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
    const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
    const kim = await createEmployee(t, owner, bar, 'Kim');
    await addAssignment(t, owner, await addShift(t, owner, bar, date, 701), '20:00', '02:00', kim);
    const pay = await t
      .http()
      .get('/api/pay/getpayfordates')
      .query({ workplaceId: bar, dates: JSON.stringify([short(date), short(next)]) })
      .set(owner.auth)
      .expect(200);
    expect(pay.body).toEqual([expect.objectContaining({ employee_id: kim, hoursInDays: { [short(date)]: 6 } })]);
  });

  it('accepts workplace rota hours up to 30 and at most 24 hours long', async () => {
    const manager = await signUp(t);
    expect(await createWorkplace(t, manager, { rotaStartTime: 6, rotaEndTime: 30 })).toEqual(expect.any(String));
    const tooLong = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(manager.auth)
      .send({
        workplaceName: 'Night Owl',
        industryType: 'cafe',
        workplaceServices: [701],
        rotaStartTime: 5,
        rotaEndTime: 30,
        userId: manager.userId,
      });
    expect([tooLong.status, tooLong.body.message]).toEqual([400, 'Rota hours can span at most 24 hours.']);
  });
});
