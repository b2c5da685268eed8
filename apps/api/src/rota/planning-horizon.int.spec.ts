import { rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/*
 * Issue 29, points 2 and 3: every rota write stops at one planning horizon (the end of the 52nd
 * week after this one), and times outside the rota hours are refused naming the hour and the fix.
 * The test clock says Monday 5 Jan 2026 (09:00 UTC), so the horizon is Sunday 10 Jan 2027.
 */

const HORIZON = 'You can plan up to 10 Jan 2027.';
const LAST_DAY = '2027-01-10';
const PAST_IT = '2027-01-11';
const ROTA_ENDS = "This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace.";
const ROTA_STARTS = "This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace.";

let t: TestApp;
let owner: SignedUpUser;
let cafe: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 8, rotaEndTime: 23 });
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>) =>
  t
    .http()
    .post(path)
    .set(owner.auth)
    .send({ ...body, userId: owner.userId });
const place = (date: string, timeStart: string, timeEnd: string) =>
  post('/api/assignments/placeassignment', { workplaceId: cafe, date, serviceType: 701, employeeId: null, timeStart, timeEnd });
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];

describe('the planning horizon', () => {
  it('lets every write reach its last day', async () => {
    expect((await place(LAST_DAY, '09:00:00', '12:00:00')).status).toBe(201);
    const row = await addShift(t, owner, cafe, LAST_DAY);
    await addAssignment(t, owner, row, '13:00:00', '15:00:00');
  });

  it('refuses a new row, an added and a placed assignment past it (400, naming the last day)', async () => {
    expect(refusal(await place(PAST_IT, '09:00:00', '12:00:00'))).toEqual([400, HORIZON]);
    expect(refusal(await post('/api/shifts/addshift', { workplaceId: cafe, date: PAST_IT, serviceType: 701 }))).toEqual([400, HORIZON]);
  });

  it('refuses adding to and re-timing a row that lies past it (a day planned before the horizon moved)', async () => {
    // Planned a week later (the horizon a week further on), then seen from today again.
    t.clock.set('2026-01-12T09:00:00.000Z');
    const row = await addShift(t, owner, cafe, PAST_IT);
    const assignmentId = await addAssignment(t, owner, row, '09:00:00', '12:00:00');
    t.clock.set('2026-01-05T09:00:00.000Z');
    const added = await post('/api/assignments/addassignment', {
      shiftId: row,
      employeeId: null,
      timeStart: '13:00:00',
      timeEnd: '15:00:00',
    });
    expect(refusal(added)).toEqual([400, HORIZON]);
    const retimed = await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId, timeStart: '10:00:00', timeEnd: '12:00:00', userId: owner.userId });
    expect(refusal(retimed)).toEqual([400, HORIZON]);
  });

  it('refuses a copy with any target past it, writing nothing', async () => {
    const week = await post('/api/rota/copyweek', {
      workplaceId: cafe,
      fromWeekStart: '2027-01-04',
      toWeekStarts: ['2026-12-28', '2027-01-11'],
    });
    expect(refusal(week)).toEqual([400, HORIZON]);
    // The week inside the horizon was not written either: the copy is refused before any day.
    expect(await t.eventStore.readStream(rotaStream(cafe, '2027-01-03'))).toEqual([]);
    const day = await post('/api/rota/copyday', { workplaceId: cafe, fromDate: LAST_DAY, toDates: ['2027-01-12'] });
    expect(refusal(day)).toEqual([400, HORIZON]);
  });
});

describe('times outside the rota hours', () => {
  it('are refused naming the hour they break and where to change it', async () => {
    expect(refusal(await place('2026-02-02', '22:00:00', '02:00:00'))).toEqual([400, ROTA_ENDS]);
    expect(refusal(await place('2026-02-02', '07:00:00', '10:00:00'))).toEqual([400, ROTA_STARTS]);
  });
});
