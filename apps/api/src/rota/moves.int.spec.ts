import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/*
 * An employee moved to another workplace, in the rota (issue 14): their shifts at the old
 * workplace on days after the move day are open shifts there, so the new workplace can book them
 * at the same time, re-timing the open shift is not refused for them, a copy carries it as an
 * open shift, and pay counts the slot once.
 */

const BUSY = 'Employee is already assigned to another shift at this time.';
const TODAY = '2026-01-05'; // the test app's clock: Mon 2026-01-05 09:00 UTC, the move day
const NEXT_MONDAY = '2026-01-12';

let t: TestApp;
let owner: SignedUpUser;
let crown: string;
let anchor: string;
let kit: string;
let movedDayAssignment: string;
let nextWeekShift: string;
let nextWeekAssignment: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  owner = await signUp(t);
  crown = await createWorkplace(t, owner, { services: [701] });
  anchor = await createWorkplace(t, owner, { services: [701] });
  kit = await createEmployee(t, owner, crown, 'Kit');
  movedDayAssignment = await addAssignment(t, owner, await addShift(t, owner, crown, TODAY), '09:00', '17:00', kit);
  nextWeekShift = await addShift(t, owner, crown, NEXT_MONDAY);
  nextWeekAssignment = await addAssignment(t, owner, nextWeekShift, '09:00', '17:00', kit);
  await moveEmployee(t, owner, kit, anchor, 'Kit');
});
afterAll(() => t.close());

const place = (date: string, timeStart: string, timeEnd: string) =>
  t.http().post('/api/assignments/placeassignment').set(owner.auth).send({
    workplaceId: anchor,
    date,
    serviceType: 701,
    employeeId: kit,
    timeStart,
    timeEnd,
    userId: owner.userId,
  });

const weekly = async (workplaceId: string, startDate: string) =>
  (await t.http().get('/api/shifts/getweeklyshifts').query({ workplaceId, startDate, endDate: startDate }).set(owner.auth).expect(200))
    .body as { weekShifts: Record<string, Record<string, unknown[]>>; openShifts: Record<string, { assignment_id: string }[]> };

const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const payFor = async (workplaceId: string, date: string) =>
  (
    await t
      .http()
      .get('/api/pay/getpayfordates')
      .query({ workplaceId, dates: JSON.stringify([short(date)]), userId: owner.userId })
      .set(owner.auth)
      .expect(200)
  ).body as { employee_id: string; minutesInDays: Record<string, number> }[];

describe('an employee moved to another workplace, in the rota', () => {
  it('shows their next-week shift at the old workplace as an open shift', async () => {
    const week = await weekly(crown, NEXT_MONDAY);
    expect(week.openShifts[NEXT_MONDAY]).toEqual([expect.objectContaining({ assignment_id: nextWeekAssignment })]);
    expect(week.weekShifts[kit]).toBeUndefined();
    const listed = await t.http().get('/api/assignments/getassignments').query({ shiftId: nextWeekShift }).set(owner.auth).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ assignment_id: nextWeekAssignment, employee_id: null })]);
  });

  it('keeps the move day at the old workplace: the same time there is still taken', async () => {
    expect((await weekly(crown, TODAY)).weekShifts[kit]?.[TODAY]).toEqual([expect.objectContaining({ assignment_id: movedDayAssignment })]);
    const refused = await place(TODAY, '10:00', '12:00');
    expect([refused.status, refused.body.message]).toEqual([409, BUSY]);
  });

  it('books them at the new workplace at the same time that day, and pays the slot once', async () => {
    const booked = await place(NEXT_MONDAY, '09:00', '17:00');
    expect(booked.status).toBe(201);
    expect((await payFor(anchor, NEXT_MONDAY)).find((row) => row.employee_id === kit)?.minutesInDays).toEqual({
      [short(NEXT_MONDAY)]: 480,
    });
    expect((await payFor(crown, NEXT_MONDAY)).filter((row) => row.employee_id === kit)).toEqual([]);
  });

  it('re-times the open shift at the old workplace without refusing it for them', async () => {
    expect((await place(NEXT_MONDAY, '17:00', '20:00')).status).toBe(201);
    const retimed = await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId: nextWeekAssignment, timeStart: '08:00', timeEnd: '18:00', userId: owner.userId });
    expect([retimed.status, retimed.body]).toEqual([
      200,
      { assignment_id: nextWeekAssignment, shift_id: nextWeekShift, changeId: expect.any(String) },
    ]);
  });

  it('copies the old workplace’s day with their shift as an open shift', async () => {
    const copied = await t
      .http()
      .post('/api/rota/copyday')
      .set(owner.auth)
      .send({ workplaceId: crown, fromDate: NEXT_MONDAY, toDates: ['2026-01-19'], userId: owner.userId });
    expect([copied.status, copied.body]).toEqual([201, { copied: 1, skipped: [], outsideAvailability: [], changeId: expect.any(String) }]);
    expect((await weekly(crown, '2026-01-19')).openShifts['2026-01-19']).toEqual([
      expect.objectContaining({ time_start: '08:00:00', time_end: '18:00:00' }),
    ]);
  });
});
