import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * Pay periods that close (issue 39), through the real app on the embedded stores: finalise a week,
 * correct a day inside it, see the adjustment once in the next week, finalise that one too, and
 * read both weeks' lines. The fixture rate is £10.00 an hour; the workplace's clock is London's.
 */
let t: TestApp;
let owner: SignedUpUser;
let ownerName: string;
let workplaceId: string;
let ann: string;
let tuesday: string;

const WEEK1 = '2026-11-02';
const WEEK2 = '2026-11-09';
const WEEK3 = '2026-11-16';

const periods = () => t.http().get('/api/pay/periods').query({ workplaceId, userId: owner.userId }).set(owner.auth);
const lines = (periodStart: string) => t.http().get('/api/pay/lines').query({ workplaceId, periodStart }).set(owner.auth);
const finalise = (periodStart: unknown, user = owner) =>
  t.http().post('/api/pay/periods/finalise').set(user.auth).send({ userId: user.userId, workplaceId, periodStart });
const reopen = (periodStart: string, reason: unknown) =>
  t.http().post('/api/pay/periods/reopen').set(owner.auth).send({ workplaceId, periodStart, reason });

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-01T09:00:00.000Z');
  owner = await signUp(t);
  await t.caughtUp();
  ownerName = ((await t.readModels.get<{ id: string; username: string }>('users', owner.userId)) as { username: string }).username;
  workplaceId = await createWorkplace(t, owner, { services: [701] });
  ann = await createEmployee(t, owner, workplaceId, 'Ann');
  tuesday = await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-03'), '09:00', '17:00', ann);
  await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-04'), '09:00', '13:00', ann);
  await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-09'), '10:00', '14:00', ann);
});
afterAll(() => t.close());

describe('workplace pay settings', () => {
  it('are answered by getworkplaces, dated from today unless told, and kept when absent', async () => {
    const workplaces = async () =>
      ((await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as Record<string, unknown>[]).find(
        (w) => w.workplace_id === workplaceId,
      )!;
    expect(await workplaces()).toMatchObject({
      paySchedule: { frequency: 'weekly', anchorDate: '2024-01-01', effectiveFrom: null },
      overtime: null,
      premiums: null,
    });
    await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({
        workplace_id: workplaceId,
        paySchedule: { frequency: 'weekly', anchorDate: '2026-01-05', effectiveFrom: '2026-01-05' },
        premiums: { region: 'england-and-wales', multiplier: 1.5 },
      })
      .expect(200);
    await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: workplaceId, name: 'Cafe Paid' })
      .expect(200);
    expect(await workplaces()).toMatchObject({
      paySchedule: { frequency: 'weekly', anchorDate: '2026-01-05', effectiveFrom: '2026-01-05' },
      overtime: null,
      premiums: { region: 'england-and-wales', multiplier: 1.5, effectiveFrom: '2026-11-01' },
    });
  });

  it.each([
    [
      { overtime: { multiplier: 1.5 } },
      'overtime must be null or { afterWeeklyHours?, afterDailyHours?, multiplier, effectiveFrom? } with at least one of the hours.',
    ],
    [{ overtime: { afterWeeklyHours: 40, multiplier: 9 } }, 'multiplier must be a number from 1 to 5 with at most 2 decimals.'],
    [
      { paySchedule: { frequency: 'daily', anchorDate: '2026-01-05' } },
      "paySchedule must be { frequency: 'weekly' | 'fortnightly' | 'four-weekly' | 'monthly', anchorDate: yyyy-mm-dd, effectiveFrom? }.",
    ],
    [
      { premiums: { region: 'wales', multiplier: 1.5 } },
      "premiums must be null or { region: 'england-and-wales' | 'scotland' | 'northern-ireland' | 'none', dates?: [yyyy-mm-dd], multiplier, effectiveFrom? }.",
    ],
  ])('refuses %j with a 400', async (settings, message) => {
    const response = await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: workplaceId, ...settings });
    expect([response.status, response.body.message]).toEqual([400, message]);
  });
});

describe('finalising, correcting and finalising the next period', () => {
  it('lists the periods with status and totals', async () => {
    t.clock.set('2026-11-10T09:00:00.000Z');
    const response = await periods().expect(200);
    expect(response.body.periods).toEqual([
      { periodStart: WEEK1, periodEnd: '2026-11-08', status: 'open', totals: { hours: 12, amountPence: 12000 } },
      { periodStart: WEEK2, periodEnd: '2026-11-15', status: 'open', totals: { hours: 4, amountPence: 4000 } },
    ]);
  });

  it('refuses a period that has not ended, a day that is not a period start, and bad input', async () => {
    const notEnded = await finalise(WEEK2);
    expect([notEnded.status, notEnded.body.message]).toEqual([409, 'This pay period has not ended yet: it ends on 15/11/2026.']);
    for (const [periodStart, message] of [
      ['2026-11-03', "periodStart must be the first day of one of the workplace's pay periods (yyyy-mm-dd)."],
      ['03/11/26', 'periodStart must be a real date in the form yyyy-mm-dd.'],
      [undefined, 'periodStart is required.'],
    ] as const) {
      const response = await finalise(periodStart);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const badLines = await t.http().get('/api/pay/lines').query({ workplaceId, periodStart: 'soon' }).set(owner.auth);
    expect([badLines.status, badLines.body.message]).toEqual([400, 'periodStart must be a real date in the form yyyy-mm-dd.']);
    const noReason = await reopen(WEEK1, '  ');
    expect([noReason.status, noReason.body.message]).toEqual([400, 'reason must say why, in 1 to 500 characters.']);
  });

  it('finalises the first week once', async () => {
    const response = await finalise(WEEK1).expect(200);
    expect(response.body).toEqual({
      periodId: `${workplaceId}:${WEEK1}`,
      finalisedAt: '2026-11-10T09:00:00.000Z',
      totals: { hours: 12, amountPence: 12000 },
    });
    const again = await finalise(WEEK1);
    expect([again.status, again.body.message]).toEqual([409, 'This pay period is already finalised.']);
    const week1 = (await lines(WEEK1).expect(200)).body;
    // The workplace accrues no holiday (none until set): Ann's balance is nothing.
    expect(week1.holiday).toEqual({ [ann]: { accruedHours: 0, takenHours: 0, balanceHours: 0 } });
    expect(week1.lines).toEqual([
      { employeeId: ann, type: 'normal', hours: 12, ratePence: 1000, amountPence: 12000, eventIds: expect.any(Array) },
    ]);
    expect(week1.lines[0].eventIds.length).toBeGreaterThanOrEqual(2);
  });

  it('pays a correction inside it as an adjustment in the next open week, and the finalised week keeps its figures', async () => {
    t.clock.set('2026-11-12T11:00:00.000Z');
    await t
      .http()
      .put('/api/timesheets')
      .set(owner.auth)
      .send({ assignmentId: tuesday, actualStart: '09:00', actualEnd: '17:30' })
      .expect(204);
    // Corrected but not approved: week 1 stays as finalised, nothing is due yet.
    expect((await lines(WEEK2).expect(200)).body.lines.map((l: { type: string }) => l.type)).toEqual(['normal']);
    await t.http().post('/api/timesheets/approve').set(owner.auth).send({ workplaceId, date: '2026-11-03' }).expect(204);

    expect((await lines(WEEK1).expect(200)).body.lines).toEqual([
      expect.objectContaining({ type: 'normal', hours: 12, amountPence: 12000 }),
    ]);
    const week2 = (await lines(WEEK2).expect(200)).body.lines;
    expect(week2).toEqual([
      expect.objectContaining({ employeeId: ann, type: 'normal', hours: 4, ratePence: 1000, amountPence: 4000 }),
      {
        employeeId: ann,
        type: 'adjustment',
        date: '2026-11-03',
        hours: 0.5,
        ratePence: 1000,
        amountPence: 500,
        eventIds: expect.any(Array),
        note: `Adjustment for Tue 3 Nov: +0.5 h, £5.00, timesheet corrected by ${ownerName} on 12 Nov`,
      },
    ]);
    // The events behind it: the correction and the approval.
    expect(week2[1].eventIds).toHaveLength(2);
  });

  it('refuses a period with a day corrected but not approved', async () => {
    t.clock.set('2026-11-16T09:00:00.000Z');
    const monday = (
      await t.http().get('/api/timesheets').query({ workplaceId, startDate: WEEK2, endDate: WEEK2 }).set(owner.auth).expect(200)
    ).body.timesheets[0].assignmentId as string;
    await t
      .http()
      .put('/api/timesheets')
      .set(owner.auth)
      .send({ assignmentId: monday, actualStart: '10:00', actualEnd: '14:00' })
      .expect(204);
    const response = await finalise(WEEK2);
    expect([response.status, response.body.message]).toEqual([
      409,
      'Approve the timesheets first: 09/11/2026 has clocked or corrected times not yet approved.',
    ]);
    await t.http().post('/api/timesheets/approve').set(owner.auth).send({ workplaceId, date: WEEK2 }).expect(204);
  });

  it('finalises the next week with the adjustment, which then never shows again', async () => {
    const response = await finalise(WEEK2).expect(200);
    expect(response.body.totals).toEqual({ hours: 4.5, amountPence: 4500 });
    const week2 = (await lines(WEEK2).expect(200)).body.lines;
    expect(week2.map((l: { type: string; amountPence: number }) => [l.type, l.amountPence])).toEqual([
      ['normal', 4000],
      ['adjustment', 500],
    ]);
    expect((await lines(WEEK3).expect(200)).body.lines).toEqual([]);
    expect((await lines(WEEK1).expect(200)).body.lines).toEqual([expect.objectContaining({ hours: 12, amountPence: 12000 })]);
    expect((await periods().expect(200)).body.periods).toEqual([
      {
        periodStart: WEEK1,
        periodEnd: '2026-11-08',
        status: 'finalised',
        finalisedAt: '2026-11-10T09:00:00.000Z',
        totals: { hours: 12, amountPence: 12000 },
      },
      {
        periodStart: WEEK2,
        periodEnd: '2026-11-15',
        status: 'finalised',
        finalisedAt: '2026-11-16T09:00:00.000Z',
        totals: { hours: 4.5, amountPence: 4500 },
      },
      { periodStart: WEEK3, periodEnd: '2026-11-22', status: 'open', totals: { hours: 0, amountPence: 0 } },
    ]);
  });

  it('exports a finalised week as payroll files, the same bytes each time; an open week, an unknown format or a missing payroll ID is refused', async () => {
    const exported = (periodStart: string, format: string) =>
      t.http().get('/api/pay/export').query({ workplaceId, periodStart, format, userId: owner.userId }).set(owner.auth);
    const open = await exported(WEEK3, 'csv');
    expect([open.status, open.body.message]).toEqual([409, 'Finalise the period first.']);
    const unknown = await exported(WEEK1, 'xlsx');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'format must be sage50, brightpay or csv.']);
    const noId = await exported(WEEK1, 'sage50');
    expect([noId.status, noId.body.message]).toEqual([
      409,
      'This person has no payroll ID: Ann Tester. Add it on their profile (Payroll ID), then export again.',
    ]);

    await t
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
        payrollId: 'A7',
      })
      .expect(200);
    const sage = await exported(WEEK1, 'sage50').expect(200);
    expect(sage.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sage.headers['content-disposition']).toBe('attachment; filename="payroll-2026-11-02-to-2026-11-08-sage50.csv"');
    // Sage's payments import: payment line (2), works number, payment number (normal: 1), department, cost centre, hours, rate.
    // Week 1 as finalised: 12 h at £10.00 (the correction made after it is week 2's adjustment, not here).
    expect(sage.text).toBe('2,A7,1,,,12.00,10.00\r\n');
    expect((await exported(WEEK1, 'sage50').expect(200)).text).toBe(sage.text);
    // Week 2: its 4 h and week 1's adjustment (+0.5 h, £5.00, a value line under payment number 6).
    expect((await exported(WEEK2, 'sage50').expect(200)).text).toBe('2,A7,1,,,4.00,10.00\r\n2,A7,6,,,5.00,\r\n');
    const csv = await exported(WEEK1, 'csv').expect(200);
    const eventIds = (await lines(WEEK1).expect(200)).body.lines[0].eventIds as string[];
    for (const id of eventIds) expect(csv.text).toContain(id);
    expect((await exported(WEEK1, 'brightpay').expect(200)).text).toContain('A7');
  });

  it('re-opens the latest finalised period only, with a reason', async () => {
    const earlier = await reopen(WEEK1, 'Wrong rate');
    expect([earlier.status, earlier.body.message]).toEqual([409, 'Re-open the later finalised period first (from 09/11/2026).']);
    const response = await reopen(WEEK2, 'Ann was paid a day twice').expect(200);
    expect(response.body).toEqual({ periodId: `${workplaceId}:${WEEK2}`, periodStart: WEEK2, status: 'open' });
    const notFinalised = await reopen(WEEK2, 'Again');
    expect([notFinalised.status, notFinalised.body.message]).toEqual([409, 'This pay period is not finalised.']);
    // Open again: it still pays week 1's adjustment, once.
    expect((await lines(WEEK2).expect(200)).body.lines.map((l: { type: string }) => l.type)).toEqual(['normal', 'adjustment']);
  });
});
