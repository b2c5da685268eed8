import { rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace, removeEmployee } from '../../test/rota-fixtures';

const MONDAY = '2026-01-12';
const MISSING = 'Missing required shift data: date, serviceType, or workplaceId.';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;
let othersWorkplaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { services: [701, 702], rotaStartTime: 6, rotaEndTime: 24 });
  othersWorkplaceId = await createWorkplace(t, other);
});
afterAll(() => t.close());
// Tests that move the clock put it back, so earlier sessions stay valid.
const START = new Date('2026-01-05T09:00:00.000Z');
afterEach(() => t.clock.set(START));

const getShifts = (user: SignedUpUser, query: Record<string, unknown>) => t.http().get('/api/shifts/getshifts').query(query).set(user.auth);
const weekly = (user: SignedUpUser, query: Record<string, unknown>) =>
  t.http().get('/api/shifts/getweeklyshifts').query(query).set(user.auth);
const populated = (user: SignedUpUser, id: string) =>
  t.http().get('/api/shifts/getpopulateddates').query({ workplaceId: id, userId: user.userId }).set(user.auth);

describe('POST /shifts/addshift', () => {
  it('creates a shift and answers its id', async () => {
    const response = await t
      .http()
      .post('/api/shifts/addshift')
      .set(owner.auth)
      .send({ date: MONDAY, serviceType: 701, workplaceId, userId: owner.userId });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      shift_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      changeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const events = await t.eventStore.readStream(rotaStream(workplaceId, MONDAY));
    expect(events.at(-1)).toMatchObject({
      type: 'ShiftCreated',
      data: { shiftId: response.body.shift_id, workplaceId, rotaDate: MONDAY, serviceType: 701, ownerId: owner.userId },
      metadata: { userId: owner.userId },
    });
  });

  it.each([
    ['date', { date: undefined }],
    ['serviceType', { serviceType: '' }],
    ['workplaceId', { workplaceId: null }],
  ])('answers the spec message when %s is missing', async (_field, over) => {
    const response = await t
      .http()
      .post('/api/shifts/addshift')
      .set(owner.auth)
      .send({ date: MONDAY, serviceType: 701, workplaceId, ...over });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MISSING);
  });

  it.each([
    [{ date: '2026-02-30' }, 'date must be a real date in the form yyyy-mm-dd.'],
    [{ date: '12/01/26' }, 'date must be a real date in the form yyyy-mm-dd.'],
    [{ serviceType: 'waiter' }, 'serviceType must be a service id (a whole number).'],
    [{ serviceType: 7.5 }, 'serviceType must be a service id (a whole number).'],
    [{ workplaceId: 'not-an-id' }, 'workplaceId must be a valid id.'],
    [{ serviceType: 101 }, "The service type must be one of the workplace's services."],
  ])('refuses %p', async (over, message) => {
    const response = await t
      .http()
      .post('/api/shifts/addshift')
      .set(owner.auth)
      .send({ date: MONDAY, serviceType: 701, workplaceId, ...over });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.http().post('/api/shifts/addshift').set(owner.auth).send([MONDAY]);
    expect(response.status).toBe(400);
  });

  it("answers 404 for another user's workplace or an unknown one", async () => {
    for (const id of [othersWorkplaceId, '00000000-0000-4000-8000-000000000000']) {
      const response = await t
        .http()
        .post('/api/shifts/addshift')
        .set(owner.auth)
        .send({ date: MONDAY, serviceType: 701, workplaceId: id });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Workplace not found.');
    }
  });

  it('answers 403 for a foreign userId and 401 without a token', async () => {
    const body = { date: MONDAY, serviceType: 701, workplaceId, userId: other.userId };
    expect((await t.http().post('/api/shifts/addshift').set(owner.auth).send(body)).status).toBe(403);
    expect(
      (
        await t
          .http()
          .post('/api/shifts/addshift')
          .send({ ...body, userId: owner.userId })
      ).status,
    ).toBe(401);
  });
});

describe('GET /shifts/getshifts', () => {
  const DAY = '2026-01-13';

  it('lists every shift of the day, empty ones included, and never writes', async () => {
    const used = await addShift(t, owner, workplaceId, DAY, 701);
    const empty = await addShift(t, owner, workplaceId, DAY, 702);
    await addAssignment(t, owner, used, '09:00', '12:00');
    const before = await t.eventStore.readStream(rotaStream(workplaceId, DAY));

    const response = await getShifts(owner, { workplaceId, rotaDate: DAY, userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { shift_id: used, workplace_id: workplaceId, service_type: 701, shift_date: DAY },
      { shift_id: empty, workplace_id: workplaceId, service_type: 702, shift_date: DAY },
    ]);
    // A second tab loading the day leaves the first tab's new shift alone.
    await getShifts(owner, { workplaceId, rotaDate: DAY }).expect(200);
    expect(await t.eventStore.readStream(rotaStream(workplaceId, DAY))).toHaveLength(before.length);
    expect(
      (await t.http().post('/api/assignments/addassignment').set(owner.auth).send({ shiftId: empty, timeStart: '10:00', timeEnd: '11:00' }))
        .status,
    ).toBe(201);
  });

  it('answers an empty list for a day without shifts', async () => {
    const response = await getShifts(owner, { workplaceId, rotaDate: '2026-03-01' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('validates the query', async () => {
    const impossible = await getShifts(owner, { workplaceId, rotaDate: '2026-13-01' });
    expect(impossible.status).toBe(400);
    expect(impossible.body.message).toBe('rotaDate must be a real date in the form yyyy-mm-dd.');
    const missing = await getShifts(owner, { rotaDate: DAY });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('workplaceId is required.');
    const repeated = await t
      .http()
      .get(`/api/shifts/getshifts?workplaceId=${workplaceId}&workplaceId=${workplaceId}&rotaDate=${DAY}`)
      .set(owner.auth);
    expect(repeated.status).toBe(400);
  });

  it("never shows another user's day", async () => {
    const shiftId = await addShift(t, other, othersWorkplaceId, DAY, 701);
    await addAssignment(t, other, shiftId, '10:00', '11:00');
    const response = await getShifts(owner, { workplaceId: othersWorkplaceId, rotaDate: DAY });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Workplace not found.');
    expect((await getShifts(owner, { workplaceId, rotaDate: DAY, userId: other.userId })).status).toBe(403);
    expect((await t.http().get('/api/shifts/getshifts').query({ workplaceId, rotaDate: DAY })).status).toBe(401);
  });
});

describe('DELETE /shifts/deleteshift', () => {
  const DAY = '2026-01-14';

  it('deletes a shift with its assignments', async () => {
    const shiftId = await addShift(t, owner, workplaceId, DAY);
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '10:00');
    const response = await t.http().delete('/api/shifts/deleteshift').query({ shiftId, userId: owner.userId }).set(owner.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ shift_id: shiftId, changeId: expect.any(String) });
    expect((await getShifts(owner, { workplaceId, rotaDate: DAY })).body).toEqual([]);
    const edit = await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId, timeStart: '09:00', timeEnd: '11:00' });
    expect(edit.status).toBe(404);
  });

  it("answers 404 for another user's shift, 400 for a malformed id, 403 and 401", async () => {
    const theirs = await addShift(t, other, othersWorkplaceId, DAY);
    const foreign = await t.http().delete('/api/shifts/deleteshift').query({ shiftId: theirs }).set(owner.auth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Shift not found.');
    expect((await t.http().delete('/api/shifts/deleteshift').query({ shiftId: 'x' }).set(owner.auth)).status).toBe(400);
    expect((await t.http().delete('/api/shifts/deleteshift').query({ shiftId: theirs, userId: other.userId }).set(owner.auth)).status).toBe(
      403,
    );
    expect((await t.http().delete('/api/shifts/deleteshift').query({ shiftId: theirs })).status).toBe(401);
    // Still there for its owner.
    expect((await t.http().delete('/api/shifts/deleteshift').query({ shiftId: theirs }).set(other.auth)).status).toBe(200);
  });
});

describe('GET /shifts/getpopulateddates', () => {
  it('lists the days with shifts, sorted, and drops a day that loses its shifts', async () => {
    const workplace = await createWorkplace(t, owner, { services: [701] });
    const late = await addShift(t, owner, workplace, '2026-02-20');
    await addShift(t, owner, workplace, '2026-02-03');
    const early = await addShift(t, owner, workplace, '2026-01-30');
    expect((await populated(owner, workplace)).body).toEqual(['2026-01-30', '2026-02-03', '2026-02-20']);

    await t.http().delete('/api/shifts/deleteshift').query({ shiftId: late }).set(owner.auth).expect(200);
    await t.http().delete('/api/shifts/deleteshift').query({ shiftId: early }).set(owner.auth).expect(200);
    expect((await populated(owner, workplace)).body).toEqual(['2026-02-03']);
    // Loading the day changes nothing: the empty shift keeps its dot.
    await getShifts(owner, { workplaceId: workplace, rotaDate: '2026-02-03' }).expect(200);
    expect((await populated(owner, workplace)).body).toEqual(['2026-02-03']);
  });

  it("answers 404 for another user's workplace, 403 and 401", async () => {
    expect((await populated(owner, othersWorkplaceId)).status).toBe(404);
    expect((await t.http().get('/api/shifts/getpopulateddates').query({ workplaceId, userId: other.userId }).set(owner.auth)).status).toBe(
      403,
    );
    expect((await t.http().get('/api/shifts/getpopulateddates').query({ workplaceId })).status).toBe(401);
  });
});

describe('GET /shifts/getweeklyshifts', () => {
  it('answers employee → date → assignments by start time, and the unallocated ones as open shifts', async () => {
    const workplace = await createWorkplace(t, owner, { services: [701, 702] });
    const [ann, bob] = [await createEmployee(t, owner, workplace, 'Ann'), await createEmployee(t, owner, workplace, 'Bob')];
    const monday = await addShift(t, owner, workplace, '2026-02-02', 701);
    const mondayBar = await addShift(t, owner, workplace, '2026-02-02', 702);
    const sunday = await addShift(t, owner, workplace, '2026-02-08', 701);
    const nextMonday = await addShift(t, owner, workplace, '2026-02-09', 701);
    const annLate = await addAssignment(t, owner, monday, '17:00', '22:00', ann);
    const annEarly = await addAssignment(t, owner, mondayBar, '08:00', '12:15', ann);
    const bobSunday = await addAssignment(t, owner, sunday, '10:00', '24:00:00', bob);
    const open = await addAssignment(t, owner, monday, '12:00', '13:00');
    const openBar = await addAssignment(t, owner, mondayBar, '06:00', '07:00');
    await addAssignment(t, owner, nextMonday, '10:00', '11:00', bob);
    await addAssignment(t, owner, nextMonday, '12:00', '13:00');

    const response = await weekly(owner, { workplaceId: workplace, startDate: '2026-02-02', endDate: '2026-02-08', userId: owner.userId });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      // At 10.00 an hour: Ann 555 min = 9250, Bob 840 min = 14000; open shifts and next week's count for nothing.
      totals: expect.objectContaining({ week: { minutes: 1395, costPence: 23250 } }),
      previousWeek: { startDate: '2026-01-26', endDate: '2026-02-01', minutes: 0, costPence: 0 },
      weekShifts: {
        [ann]: {
          '2026-02-02': [
            {
              assignment_id: annEarly,
              shift_id: mondayBar,
              time_start: '08:00:00',
              time_end: '12:15:00',
              breakMinutes: 0,
              ownBreak: false,
              paidMinutes: 255,
            },
            {
              assignment_id: annLate,
              shift_id: monday,
              time_start: '17:00:00',
              time_end: '22:00:00',
              breakMinutes: 0,
              ownBreak: false,
              paidMinutes: 300,
            },
          ],
        },
        [bob]: {
          '2026-02-08': [
            {
              assignment_id: bobSunday,
              shift_id: sunday,
              time_start: '10:00:00',
              time_end: '24:00:00',
              breakMinutes: 0,
              ownBreak: false,
              paidMinutes: 840,
            },
          ],
        },
      },
      openShifts: {
        '2026-02-02': [
          {
            assignment_id: openBar,
            shift_id: mondayBar,
            service_type: 702,
            time_start: '06:00:00',
            time_end: '07:00:00',
            breakMinutes: 0,
            ownBreak: false,
            paidMinutes: 60,
          },
          {
            assignment_id: open,
            shift_id: monday,
            service_type: 701,
            time_start: '12:00:00',
            time_end: '13:00:00',
            breakMinutes: 0,
            ownBreak: false,
            paidMinutes: 60,
          },
        ],
      },
      // Nobody said when they can work, and nobody is off.
      unavailable: {},
      // £10.00 is under the minimum (no date of birth: the adult rate); Bob's 14 h has no break.
      // Ann's split Monday is not a short rest; Bob's 10 h rest before next Monday shows on that week.
      warnings: [
        {
          employee_id: ann,
          date: '2026-02-02',
          rule: 'minimum-wage',
          message:
            "Ann's rate £10.00 is below the £12.21 minimum for 21 and over on 2 Feb (no date of birth: the 21 and over rate is assumed).",
        },
        { employee_id: bob, date: '2026-02-08', rule: 'break', message: "Bob's 14 h shift has no break (at least 20 min over 6 h)." },
        {
          employee_id: bob,
          date: '2026-02-08',
          rule: 'minimum-wage',
          message:
            "Bob's rate £10.00 is below the £12.21 minimum for 21 and over on 8 Feb (no date of birth: the 21 and over rate is assumed).",
        },
      ],
    });
  });

  it.each([
    [{ startDate: '2026-02-02', endDate: '2026-03-05' }, 'The date range can be at most 31 days.'],
    [{ startDate: '2026-02-08', endDate: '2026-02-02' }, 'endDate must not be before startDate.'],
    [{ startDate: '2026-02-29', endDate: '2026-03-02' }, 'startDate must be a real date in the form yyyy-mm-dd.'],
    [{ startDate: '2026-02-02' }, 'endDate is required.'],
  ])('refuses the range %p', async (range, message) => {
    const response = await weekly(owner, { workplaceId, ...range });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts 31 days', async () => {
    expect((await weekly(owner, { workplaceId, startDate: '2026-01-01', endDate: '2026-01-31' })).status).toBe(200);
  });

  it("answers 404 for another user's workplace, 403 and 401", async () => {
    const range = { startDate: MONDAY, endDate: '2026-01-18' };
    expect((await weekly(owner, { workplaceId: othersWorkplaceId, ...range })).status).toBe(404);
    expect((await weekly(owner, { workplaceId, ...range, userId: other.userId })).status).toBe(403);
    expect(
      (
        await t
          .http()
          .get('/api/shifts/getweeklyshifts')
          .query({ workplaceId, ...range })
      ).status,
    ).toBe(401);
  });

  it("shows a removed employee's past days but leaves their later days unallocated", async () => {
    t.clock.set('2026-04-07T08:00:00.000Z'); // the removal happens on 7 April
    const manager = await signUp(t); // a fresh account (the owner is at the 3-workplace cap)
    const workplace = await createWorkplace(t, manager, { services: [701] });
    const cal = await createEmployee(t, manager, workplace, 'Cal');
    const before = await addShift(t, manager, workplace, '2026-04-06');
    const removalDay = await addShift(t, manager, workplace, '2026-04-07');
    const after = await addShift(t, manager, workplace, '2026-04-08');
    const kept = await addAssignment(t, manager, before, '09:00', '10:00', cal);
    const sameDay = await addAssignment(t, manager, removalDay, '09:00', '10:00', cal);
    const freed = await addAssignment(t, manager, after, '09:00', '10:00', cal);
    await removeEmployee(t, manager, cal);

    const response = await weekly(manager, { workplaceId: workplace, startDate: '2026-04-06', endDate: '2026-04-12' });
    expect(Object.keys(response.body.weekShifts)).toEqual([cal]);
    expect(response.body.openShifts).toEqual({
      '2026-04-08': [expect.objectContaining({ assignment_id: freed, shift_id: after, service_type: 701 })],
    });
    expect(response.body.weekShifts[cal]).toEqual({
      '2026-04-06': [expect.objectContaining({ assignment_id: kept })],
      '2026-04-07': [expect.objectContaining({ assignment_id: sameDay })],
    });
    const later = await t.http().get('/api/assignments/getassignments').query({ shiftId: after }).set(manager.auth);
    expect(later.body).toEqual([
      {
        assignment_id: freed,
        time_start: '09:00:00',
        time_end: '10:00:00',
        employee_id: null,
        breakMinutes: 0,
        ownBreak: false,
        paidMinutes: 60,
      },
    ]);
  });
});
