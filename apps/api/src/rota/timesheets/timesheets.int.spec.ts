import { BREAK_MESSAGES, ROTA_MESSAGES, TIMESHEET_MESSAGES as T } from '@rotaledger/domain';
import { logIn, signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { newMember } from '../../../test/team.helpers';
import { createTestApp, TestApp } from '../../../test/test-app';

/** Tuesday 2 June 2026, British Summer Time (07:00 in London is 06:00 UTC). */
const DAY = '2026-06-02';
const SHORT = '02/06/26';

let t: TestApp;
let owner: SignedUpUser;
let auditor: SignedUpUser;
let stranger: SignedUpUser;
let cafe: string;
let ann: string;
let bob: string;
let annToken: string;
let bobToken: string;
let annAssignment: string;
let bobAssignment: string;

const tokenFor = async (employeeId: string) =>
  (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body.token as string;
const place = async (employeeId: string, date: string, timeStart: string, timeEnd: string) =>
  (
    await t
      .http()
      .post('/api/assignments/placeassignment')
      .set(owner.auth)
      .send({ workplaceId: cafe, date, serviceType: 701, employeeId, timeStart, timeEnd })
      .expect(201)
  ).body.assignment_id as string;
const clock = (token: string, action: unknown) => t.http().post(`/api/staff/${token}/clock`).send({ action });
const correct = (user: SignedUpUser, body: Record<string, unknown>) => t.http().put('/api/timesheets').set(user.auth).send(body);
const approve = (user: SignedUpUser, date = DAY) =>
  t.http().post('/api/timesheets/approve').set(user.auth).send({ workplaceId: cafe, date });
const timesheets = async (user = owner, date = DAY) =>
  (await t.http().get('/api/timesheets').set(user.auth).query({ workplaceId: cafe, startDate: date, endDate: date }).expect(200)).body
    .timesheets as Record<string, unknown>[];
const pay = async () =>
  (
    await t
      .http()
      .get('/api/pay/getpayfordates')
      .set(owner.auth)
      .query({ workplaceId: cafe, dates: JSON.stringify([SHORT]) })
      .expect(200)
  ).body as { employee_id: string; actualHoursInDays: Record<string, number>; actualPayPenceInDays: Record<string, number> }[];
const refusal = (response: { status: number; body: { message?: string } }) => [response.status, response.body.message];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set('2026-06-01T08:00:00Z');
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { rotaStartTime: 6, rotaEndTime: 30 });
  const created = await t
    .http()
    .post('/api/employees/createemployee')
    .set(owner.auth)
    .send({
      workplace_id: cafe,
      display_name: 'Ann',
      first_name: 'Ann',
      surname: 'Tester',
      rate: '12.00',
      services: [],
      created_by: owner.userId,
    })
    .expect(201);
  ann = created.body.employee_id as string;
  bob = await createEmployee(t, owner, cafe, 'Bob');
  annToken = await tokenFor(ann);
  bobToken = await tokenFor(bob);
  annAssignment = await place(ann, DAY, '07:00', '15:00');
  bobAssignment = await place(bob, DAY, '12:00', '16:00');
  auditor = await newMember(t, owner, 'auditor');
  stranger = await signUp(t);
});
afterAll(() => t.close());

describe('clocking in and out on the personal page', () => {
  it('clocks in at the instant received, once; refuses out before in, and in before the window opens', async () => {
    t.clock.set('2026-06-02T06:20:10Z');
    const page = await t.http().get(`/api/staff/${annToken}`).expect(200);
    expect(page.body.clock).toMatchObject({
      action: 'in',
      assignmentId: annAssignment,
      start: '07:00',
      end: '15:00',
      opensAt: '2026-06-02T05:30:00.000Z',
    });
    const clocked = await clock(annToken, 'in').expect(201);
    expect(clocked.body).toEqual({ at: '2026-06-02T06:20:10.000Z', assignmentId: annAssignment });
    expect(refusal(await clock(annToken, 'in'))).toEqual([409, T.alreadyClockedIn]);
    expect(refusal(await clock(bobToken, 'out'))).toEqual([409, T.notClockedIn]);
    expect(refusal(await clock(bobToken, 'in'))).toEqual([409, 'You can clock in from 11:30 (30 minutes before your shift starts).']);
    expect(refusal(await clock(annToken, 'sideways'))).toEqual([400, "action must be 'in' or 'out'."]);
    expect((await t.http().get(`/api/staff/${annToken}`).expect(200)).body.clock).toMatchObject({
      action: 'out',
      clockedInAt: clocked.body.at,
    });
    const clockedIn = { assignmentId: annAssignment, date: DAY, start: '07:00', end: '15:00', time_zone: 'Europe/London' };
    expect((await t.http().get(`/api/staff/${annToken}`).expect(200)).body.clockedToday).toEqual([
      { ...clockedIn, clockedInAt: '2026-06-02T06:20:10.000Z', clockedOutAt: null },
    ]);
    t.clock.set('2026-06-02T14:10:59Z');
    await clock(annToken, 'out').expect(201);
    expect(refusal(await clock(annToken, 'out'))).toEqual([409, T.alreadyClockedOut]);
    // Nothing is left to clock, and the page still shows what was recorded today.
    const after = (await t.http().get(`/api/staff/${annToken}`).expect(200)).body;
    expect(after.clockedToday).toEqual([
      { ...clockedIn, clockedInAt: '2026-06-02T06:20:10.000Z', clockedOutAt: '2026-06-02T14:10:59.000Z' },
    ]);
    expect((await t.http().get(`/api/staff/${bobToken}`).expect(200)).body.clockedToday).toEqual([]);
  });

  it('clocks out of last night’s overnight shift after midnight', async () => {
    t.clock.set('2026-06-01T08:00:00Z');
    const night = await place(bob, '2026-06-05', '22:00', '02:00');
    t.clock.set('2026-06-05T20:55:00Z');
    expect((await clock(bobToken, 'in').expect(201)).body.assignmentId).toBe(night);
    t.clock.set('2026-06-06T01:05:00Z');
    expect((await clock(bobToken, 'out').expect(201)).body.assignmentId).toBe(night);
    const [row] = await timesheets(owner, '2026-06-05');
    expect(row).toMatchObject({ actualStart: '21:55:00', actualEnd: '02:05:00', actualPaidMinutes: 250, plannedPaidMinutes: 240 });
  });
});

describe('the manager’s timesheet: corrections and approval', () => {
  it('answers planned vs actual, corrects to the penny, approves, and un-approves on a later correction', async () => {
    t.clock.set('2026-06-02T20:00:00Z');
    const before = await timesheets();
    expect(before).toEqual([
      {
        assignmentId: annAssignment,
        date: DAY,
        employeeId: ann,
        plannedStart: '07:00:00',
        plannedEnd: '15:00:00',
        plannedBreakMinutes: 0,
        plannedPaidMinutes: 480,
        actualStart: '07:20:00',
        actualEnd: '15:10:00',
        actualBreakMinutes: 0,
        actualPaidMinutes: 470,
        clockedInAt: '2026-06-02T06:20:10.000Z',
        clockedOutAt: '2026-06-02T14:10:59.000Z',
        approved: false,
      },
      expect.objectContaining({ assignmentId: bobAssignment, actualStart: null, actualPaidMinutes: null, plannedPaidMinutes: 240 }),
    ]);
    // Clocked in 07:20 and out 15:10 with a 30 min break: 7 h 20 at £12.00 = £88.00.
    await correct(owner, { assignmentId: annAssignment, actualStart: '07:20:00', actualEnd: '15:10:00', breakMinutes: 30 }).expect(204);
    expect((await timesheets())[0]).toMatchObject({ actualBreakMinutes: 30, actualPaidMinutes: 440, approved: false });
    expect((await pay()).find((r) => r.employee_id === ann)?.actualHoursInDays).toEqual({});

    await approve(owner).expect(204);
    const approved = await pay();
    expect(approved.find((r) => r.employee_id === ann)).toMatchObject({
      actualHoursInDays: { [SHORT]: 7.3333 },
      actualMinutesInDays: { [SHORT]: 440 },
      actualPayPenceInDays: { [SHORT]: 8800 },
      // The plan's 8 h at £12.00, and the period on the actual basis.
      payPence: 9600,
      actualBasisPayPence: 8800,
    });
    // Bob never clocked: his approved day counts as planned, 4 h at £10.00.
    expect(approved.find((r) => r.employee_id === bob)).toMatchObject({
      actualHoursInDays: { [SHORT]: 4 },
      actualPayPenceInDays: { [SHORT]: 4000 },
      actualBasisPayPence: 4000,
    });
    expect((await timesheets()).every((row) => row.approved)).toBe(true);

    await correct(owner, { assignmentId: annAssignment, actualStart: '07:20:00', actualEnd: '15:40:00' }).expect(204);
    expect((await timesheets())[0]).toMatchObject({
      actualEnd: '15:40:00',
      actualBreakMinutes: 0,
      actualPaidMinutes: 500,
      approved: false,
    });
    expect((await pay()).find((r) => r.employee_id === ann)?.actualHoursInDays).toEqual({});
  });

  it('lets auditors read, never correct or approve', async () => {
    expect(await timesheets(auditor)).toHaveLength(2);
    const body = { assignmentId: annAssignment, actualStart: '07:00:00', actualEnd: '15:00:00' };
    expect((await correct(auditor, body)).status).toBe(403);
    expect((await approve(auditor)).status).toBe(403);
  });

  it('answers 404 for another account’s assignment or workplace', async () => {
    expect(refusal(await correct(stranger, { assignmentId: annAssignment, actualStart: '07:00:00', actualEnd: '15:00:00' }))).toEqual([
      404,
      ROTA_MESSAGES.assignmentNotFound,
    ]);
    const theirs = await t.http().post('/api/timesheets/approve').set(stranger.auth).send({ workplaceId: cafe, date: DAY });
    expect(theirs.status).toBe(404);
    expect(
      (await t.http().get('/api/timesheets').set(stranger.auth).query({ workplaceId: cafe, startDate: DAY, endDate: DAY })).status,
    ).toBe(404);
  });

  it('refuses bad times, breaks and ranges with 400, and a day nobody is on with 409', async () => {
    const bad = async (body: Record<string, unknown>) => refusal(await correct(owner, { assignmentId: annAssignment, ...body }));
    expect(await bad({ actualStart: '25:00', actualEnd: '15:00:00' })).toEqual([400, 'actualStart must be a time like 09:00 or 09:00:00.']);
    expect(await bad({ actualStart: '07:00:00' })).toEqual([400, 'actualEnd is required.']);
    expect(await bad({ actualStart: '07:00:00', actualEnd: '08:00:00', breakMinutes: 181 })).toEqual([400, BREAK_MESSAGES.breakMinutes]);
    expect(await bad({ actualStart: '07:00:00', actualEnd: '08:00:00', breakMinutes: 60 })).toEqual([400, BREAK_MESSAGES.breakTooLong]);
    const range = await t
      .http()
      .get('/api/timesheets')
      .set(owner.auth)
      .query({ workplaceId: cafe, startDate: '2026-06-01', endDate: '2026-07-15' });
    expect(refusal(range)).toEqual([400, 'The date range can be at most 31 days.']);
    expect(refusal(await approve(owner, '2026-06-20'))).toEqual([409, T.nothingToApprove]);
  });

  it('refuses approving a day that has not started, and actual times in the future, with 409', async () => {
    t.clock.set('2026-06-01T08:00:00Z');
    const tomorrow = await place(ann, '2026-06-03', '09:00', '17:00');
    // 23:30 UTC on 2 June is already 00:30 on 3 June in London: the day has started.
    t.clock.set('2026-06-02T22:59:00Z');
    expect(refusal(await approve(owner, '2026-06-03'))).toEqual([409, T.dayNotStarted]);
    expect(refusal(await correct(owner, { assignmentId: tomorrow, actualStart: '09:00:00', actualEnd: '17:00:00' }))).toEqual([
      409,
      T.futureActuals,
    ]);
    expect((await timesheets(owner, '2026-06-03'))[0]).toMatchObject({ assignmentId: tomorrow, actualStart: null, approved: false });
    t.clock.set('2026-06-03T12:30:00Z');
    // 13:30 in London: a correction may end at 13:30, not 13:31.
    expect(refusal(await correct(owner, { assignmentId: tomorrow, actualStart: '09:00:00', actualEnd: '13:31:00' }))).toEqual([
      409,
      T.futureActuals,
    ]);
    await correct(owner, { assignmentId: tomorrow, actualStart: '09:00:00', actualEnd: '13:30:00' }).expect(204);
    await approve(owner, '2026-06-03').expect(204);
    expect((await timesheets(owner, '2026-06-03'))[0]).toMatchObject({ actualEnd: '13:30:00', actualPaidMinutes: 270, approved: true });
  });

  it('refuses a time the clocks skip, and counts the repeated hour the night they go back', async () => {
    t.clock.set('2026-03-01T08:00:00Z');
    const forward = await place(bob, '2026-03-28', '22:00', '03:00');
    expect(refusal(await correct(owner, { assignmentId: forward, actualStart: '22:00:00', actualEnd: '01:30:00' }))).toEqual([
      400,
      '01:30 does not exist on 29 Mar 2026 (the clocks go forward).',
    ]);
    const back = await place(bob, '2026-10-24', '22:00', '02:00');
    // Corrected once worked: months after the sign-up, so the owner signs in again.
    t.clock.set('2026-10-25T12:00:00Z');
    const session = await logIn(t, owner.email, owner.password);
    const later = { ...owner, auth: { Authorization: `Bearer ${session.token}` } };
    await correct(later, { assignmentId: back, actualStart: '22:00:00', actualEnd: '02:00:00', breakMinutes: 30 }).expect(204);
    expect((await timesheets(later, '2026-10-24'))[0]).toMatchObject({ plannedPaidMinutes: 300, actualPaidMinutes: 270 });
  });
});
