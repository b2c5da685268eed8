import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Holiday (issue 39), through the real app on the embedded stores, computed by hand:
 * 12.07 % accrual over a week with a break and an approved timesheet, then paid holiday at a rate
 * that changes mid-week, refused below a zero balance until the owner allows negative balances.
 * Ann is on £10.00 an hour; the workplace's clock is London's.
 */
let t: TestApp;
let owner: SignedUpUser;
let workplaceId: string;
let ann: string;
let bo: string;
let annToken: string;
let wednesday: string;

const WEEK1 = '2026-11-02';
const WEEK3 = '2026-11-16';

const lines = (periodStart: string) => t.http().get('/api/pay/lines').query({ workplaceId, periodStart }).set(owner.auth);
const updateWorkplace = (settings: Record<string, unknown>) =>
  t
    .http()
    .put('/api/workplaces/updateworkplace')
    .set(owner.auth)
    .send({ workplace_id: workplaceId, ...settings });
const updateAnn = (changes: Record<string, unknown>) =>
  t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({
      employee_id: ann,
      workplace_id: workplaceId,
      display_name: 'Ann',
      first_name: 'Ann',
      surname: 'Tester',
      rate: '10.00',
      services: [],
      ...changes,
    });
const annRow = async () =>
  ((await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as Record<string, unknown>[]).find(
    (e) => e.employee_id === ann,
  )!;
const timeOff = (body: Record<string, unknown>) => t.http().post(`/api/staff/${annToken}/timeoff`).send(body);
const decide = (body: Record<string, unknown>) => t.http().post('/api/requests/decide').set(owner.auth).send(body);
const refusal = (response: { status: number; body: { message?: unknown } }) => [response.status, response.body.message];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-01T09:00:00.000Z');
  owner = await signUp(t);
  workplaceId = await createWorkplace(t, owner, { services: [701] });
  ann = await createEmployee(t, owner, workplaceId, 'Ann');
  bo = await createEmployee(t, owner, workplaceId, 'Bo');
  annToken = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: ann }).expect(201)).body.token as string;
});
afterAll(() => t.close());

describe('holiday settings', () => {
  it('answers none until set; takes a dated rule with 12.07 % by default and the negative-balance setting', async () => {
    const workplace = async () =>
      ((await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as Record<string, unknown>[]).find(
        (w) => w.workplace_id === workplaceId,
      )!;
    expect(await workplace()).toMatchObject({ holiday: { method: 'none', effectiveFrom: null }, allowNegativeHolidayBalance: false });
    await updateWorkplace({ holiday: { method: 'percent' }, breakRules: [{ afterHours: 6, unpaidMinutes: 30 }] }).expect(200);
    expect(await workplace()).toMatchObject({
      holiday: { method: 'percent', percent: 12.07, effectiveFrom: '2026-11-01' },
      allowNegativeHolidayBalance: false,
    });
    expect(await annRow()).toMatchObject({ holiday: null, holidayBalance: { accruedHours: 0, takenHours: 0, balanceHours: 0 } });
  });

  it.each([
    [
      { holiday: { method: 'weekly' } },
      "holiday must be { method: 'none' | 'percent' | 'entitlement', percent?, hoursPerYear?, leaveYearStart?, carryOverHours?, effectiveFrom? }.",
    ],
    [{ holiday: { method: 'percent', percent: 0 } }, 'percent must be a number above 0 and at most 50, with at most 2 decimals.'],
    [
      { holiday: { method: 'entitlement' } },
      'hoursPerYear must be a number of hours from 1 to 2000, in quarter hours, for the entitlement method.',
    ],
    [{ allowNegativeHolidayBalance: 'yes' }, 'allowNegativeHolidayBalance must be true or false.'],
  ])('refuses %j with a 400', async (settings, message) => {
    expect(refusal(await updateWorkplace(settings))).toEqual([400, message]);
  });

  it("takes an employee's own rule, which wins, and clears it with null", async () => {
    await updateAnn({ holiday: { method: 'entitlement', hoursPerYear: 100 } }).expect(200);
    expect((await annRow()).holiday).toEqual({ method: 'entitlement', hoursPerYear: 100, leaveYearStart: '2000-01-01' });
    expect(refusal(await updateAnn({ holiday: { method: 'percent', percent: 60 } }))).toEqual([
      400,
      'percent must be a number above 0 and at most 50, with at most 2 decimals.',
    ]);
    await updateAnn({ holiday: null, contract: { maxWeeklyHours: 20, maxDaysPerWeek: 3 } }).expect(200);
    expect((await annRow()).holiday).toBeNull();
  });
});

describe('accrual and paid holiday, by hand', () => {
  it('accrues 12.07 % of the paid hours of a finalised week with a break and an approved timesheet', async () => {
    // Tue 09:00-17:00 less the 30-minute break: 7.5 h. Wed planned 09:00-13:00, approved 09:00-14:15: 5.25 h.
    await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-03'), '09:00', '17:00', ann);
    wednesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-04'), '09:00', '13:00', ann);
    t.clock.set('2026-11-10T09:00:00.000Z');
    await t
      .http()
      .put('/api/timesheets')
      .set(owner.auth)
      .send({ assignmentId: wednesday, actualStart: '09:00', actualEnd: '14:15' })
      .expect(204);
    await t.http().post('/api/timesheets/approve').set(owner.auth).send({ workplaceId, date: '2026-11-04' }).expect(204);

    // Bo has his own rule, which wins over the workplace's: 224 h a year, accrued by day whether or not he works.
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id: bo,
        workplace_id: workplaceId,
        display_name: 'Bo',
        first_name: 'Bo',
        surname: 'Tester',
        rate: '10.00',
        services: [],
        holiday: { method: 'entitlement', hoursPerYear: 224 },
      })
      .expect(200);
    // Open: nothing accrued yet (accrual is per finalised period).
    expect((await lines(WEEK1).expect(200)).body.holiday).toEqual({ [ann]: { accruedHours: 0, takenHours: 0, balanceHours: 0 } });
    await t
      .http()
      .post('/api/pay/periods/finalise')
      .set(owner.auth)
      .send({ userId: owner.userId, workplaceId, periodStart: WEEK1 })
      .expect(200);

    // 12.75 h = 765 min; 765 × 12.07 % = 92.3355 min = 1.538925 h → 1.54 h.
    const week1 = (await lines(WEEK1).expect(200)).body;
    expect(week1.lines).toEqual([expect.objectContaining({ type: 'normal', hours: 12.75, ratePence: 1000, amountPence: 12750 })]);
    // Bo: 7 days × 224 h / 365 = 4.2959 h → 4.30 h, in his first leave year (nothing carried over).
    expect(week1.holiday).toEqual({
      [ann]: { accruedHours: 1.54, takenHours: 0, balanceHours: 1.54 },
      [bo]: { accruedHours: 4.3, takenHours: 0, carriedOverHours: 0, balanceHours: 4.3 },
    });
    expect((await annRow()).holidayBalance).toEqual({ accruedHours: 1.54, takenHours: 0, balanceHours: 1.54 });
    // A later change of the rule never alters a finalised period's accrual.
    await updateWorkplace({ holiday: { method: 'percent', percent: 20, effectiveFrom: '2026-11-02' } }).expect(200);
    expect((await lines(WEEK1).expect(200)).body.holiday[ann].accruedHours).toBe(1.54);
  });

  it('refuses paid holiday past the balance, and books it once the owner allows negative balances', async () => {
    // 20 h a week over 3 days: a day is 6 h 40 min; Mon 16 to Sun 22 Nov counts Mon, Tue and Wed: 20 h.
    const refused = await timeOff({ from: '2026-11-16', to: '2026-11-22', kind: 'paid-holiday' });
    expect(refusal(refused)).toEqual([
      409,
      'This paid holiday needs 20 hours but only 1.54 hours of holiday are left. Ask for fewer days, or for unpaid time off.',
    ]);
    expect(refusal(await timeOff({ from: '2026-11-16', to: '2026-11-22', kind: 'paid' }))).toEqual([
      400,
      "kind must be 'paid-holiday' or 'unpaid'.",
    ]);
    await updateWorkplace({ allowNegativeHolidayBalance: true }).expect(200);
    const asked = await timeOff({ from: '2026-11-16', to: '2026-11-22', kind: 'paid-holiday' }).expect(201);
    const listedResponse = await t.http().get('/api/requests').set(owner.auth).query({ workplaceId });
    const listed = listedResponse.body.timeOff;
    expect(listed).toEqual([expect.objectContaining({ requestId: asked.body.requestId, kind: 'paid-holiday' })]);
    await decide({ requestId: asked.body.requestId, approve: true }).expect(204);
    expect((await annRow()).holidayBalance).toEqual({ accruedHours: 1.54, takenHours: 20, balanceHours: -18.46 });
  });

  it('pays paid holiday at the rate in force each day: a rate that changes mid-week gives one line per rate', async () => {
    await updateAnn({ rate: '12.37', rate_effective_from: '2026-11-18' }).expect(200);
    const week3 = (await lines(WEEK3).expect(200)).body;
    // Mon + Tue: 800 min × £10.00 = £133.333 → £133.33; Wed: 400 min × £12.37 = £82.4667 → £82.47.
    expect(week3.lines).toEqual([
      { employeeId: ann, type: 'holiday', hours: 13.33, ratePence: 1000, amountPence: 13333, eventIds: [expect.any(String)] },
      { employeeId: ann, type: 'holiday', hours: 6.67, ratePence: 1237, amountPence: 8247, eventIds: [expect.any(String)] },
    ]);
    expect(week3.holiday).toEqual({
      [ann]: { accruedHours: 1.54, takenHours: 20, balanceHours: -18.46 },
      [bo]: { accruedHours: 4.3, takenHours: 0, carriedOverHours: 0, balanceHours: 4.3 },
    });
    const staffPage = (await t.http().get(`/api/staff/${annToken}`).expect(200)).body;
    expect(staffPage.timeOff).toEqual([expect.objectContaining({ status: 'approved', kind: 'paid-holiday' })]);
    expect(staffPage.holidayBalance).toEqual({ accruedHours: 1.54, takenHours: 20, balanceHours: -18.46 });
  });

  it('lets the manager approve unpaid time off as paid holiday, and a cancelled holiday gives its hours back', async () => {
    const asked = await timeOff({ from: '2026-11-30', to: '2026-11-30' }).expect(201);
    expect(refusal(await decide({ requestId: asked.body.requestId, approve: true, kind: 'holiday' }))).toEqual([
      400,
      "kind must be 'paid-holiday' or 'unpaid'.",
    ]);
    await decide({ requestId: asked.body.requestId, approve: true, kind: 'paid-holiday' }).expect(204);
    // One more day of 6 h 40 min: 26.67 h taken.
    expect((await annRow()).holidayBalance).toEqual({ accruedHours: 1.54, takenHours: 26.67, balanceHours: -25.13 });
    await t.http().delete(`/api/staff/${annToken}/timeoff`).send({ requestId: asked.body.requestId }).expect(204);
    expect((await annRow()).holidayBalance).toEqual({ accruedHours: 1.54, takenHours: 20, balanceHours: -18.46 });
  });
});
