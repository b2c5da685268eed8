import { BREAK_MESSAGES } from '@rotaledger/domain';
import { compareReadModels, createReadModelStore, rebuildReadModels } from '@rotaledger/read-models';
import { signUp, SignedUpUser } from '../test/accounts.helpers';
import { addShift, createWorkplace } from '../test/rota-fixtures';
import { createTestApp, TestApp } from '../test/test-app';
import { rotaProjection } from './rota/projections/rota.projection';

/**
 * Issue 28: pay is the time that really passes on the workplace's clock, less the unpaid break,
 * in the rota's answers, getpayfordates, the audit's pay at an instant and a rebuild alike.
 * Figures are worked by hand: minutes x pence an hour / 60, rounded half up.
 */

let t: TestApp;
let owner: SignedUpUser;
/** Europe/London (the default zone), rota hours 06:00-06:00, a 30-minute break after 6 hours. */
let cafe: string;
/** No break rules, rota hours 00:00-24:00: a workplace as it was before breaks. */
let plain: string;
let ann: string;
let cy: string;

const RULES = [{ afterHours: 6, unpaidMinutes: 30 }];
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 6, rotaEndTime: 30 });
  await t.http().put('/api/workplaces/updateworkplace').set(owner.auth).send({ workplace_id: cafe, breakRules: RULES }).expect(200);
  plain = await createWorkplace(t, owner, { services: [701], rotaStartTime: 0, rotaEndTime: 24 });
  ann = await employeeAt(cafe, 'Ann', '12.50');
  cy = await employeeAt(plain, 'Cy', '12.50');
});
afterAll(() => t.close());

async function employeeAt(workplaceId: string, displayName: string, rate: string): Promise<string> {
  const response = await t
    .http()
    .post('/api/employees/createemployee')
    .set(owner.auth)
    .send({ workplace_id: workplaceId, display_name: displayName, first_name: displayName, surname: 'Tester', rate, services: [] })
    .expect(201);
  return response.body.employee_id as string;
}

const place = (workplaceId: string, date: string, timeStart: string, timeEnd: string, more: Record<string, unknown> = {}) =>
  t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId, date, serviceType: 701, timeStart, timeEnd, ...more });
const placed = async (workplaceId: string, date: string, timeStart: string, timeEnd: string, more: Record<string, unknown> = {}) => {
  const response = await place(workplaceId, date, timeStart, timeEnd, more);
  expect(response.status).toBe(201);
  return response.body as { assignment_id: string; shift_id: string };
};
const retime = (assignmentId: string, timeStart: string, timeEnd: string, more: Record<string, unknown> = {}) =>
  t
    .http()
    .put('/api/assignments/updateassignmenttime')
    .set(owner.auth)
    .send({ assignmentId, timeStart, timeEnd, ...more });

interface PayRow {
  employee_id: string;
  hoursInDays: Record<string, number>;
  minutesInDays: Record<string, number>;
  payPenceInDays: Record<string, number>;
}
async function payFor(workplaceId: string, dates: string[]): Promise<PayRow[]> {
  const response = await t
    .http()
    .get('/api/pay/getpayfordates')
    .query({ workplaceId, dates: JSON.stringify(dates.map(short)) })
    .set(owner.auth)
    .expect(200);
  return response.body as PayRow[];
}
const payOf = async (workplaceId: string, employeeId: string, dates: string[]) =>
  (await payFor(workplaceId, dates)).find((row) => row.employee_id === employeeId);

async function weekItem(workplaceId: string, date: string, assignmentId: string) {
  const response = await t
    .http()
    .get('/api/shifts/getweeklyshifts')
    .query({ workplaceId, startDate: date, endDate: date })
    .set(owner.auth)
    .expect(200);
  const { weekShifts, openShifts } = response.body as {
    weekShifts: Record<string, Record<string, { assignment_id: string }[]>>;
    openShifts: Record<string, { assignment_id: string }[]>;
  };
  const items = [...Object.values(weekShifts).flatMap((days) => days[date] ?? []), ...(openShifts[date] ?? [])];
  return items.find((item) => item.assignment_id === assignmentId);
}
async function dayItem(shiftId: string, assignmentId: string) {
  const response = await t.http().get('/api/assignments/getassignments').query({ shiftId }).set(owner.auth).expect(200);
  return (response.body as { assignment_id: string }[]).find((item) => item.assignment_id === assignmentId);
}

describe('unpaid breaks', () => {
  const MON = '2026-12-07';

  it('07:00-15:00 under a rule of 30 minutes after 6 hours pays 7.5 h at £12.50: £93.75', async () => {
    const { assignment_id, shift_id } = await placed(cafe, MON, '07:00', '15:00', { employeeId: ann });
    const expected = { breakMinutes: 30, ownBreak: false, paidMinutes: 450 };
    expect(await weekItem(cafe, MON, assignment_id)).toMatchObject({ time_start: '07:00:00', time_end: '15:00:00', ...expected });
    expect(await dayItem(shift_id, assignment_id)).toMatchObject(expected);
    expect(await payOf(cafe, ann, [MON])).toMatchObject({
      hoursInDays: { '07/12/26': 7.5 },
      minutesInDays: { '07/12/26': 450 },
      payPenceInDays: { '07/12/26': 9375 },
    });
  });

  it('an own break wins, null goes back to the rules, and a later rule change never reprices it', async () => {
    const TUE = '2026-12-08';
    const { assignment_id } = await placed(cafe, TUE, '07:00', '15:00', { employeeId: ann, breakMinutes: 45 });
    expect(await weekItem(cafe, TUE, assignment_id)).toMatchObject({ breakMinutes: 45, ownBreak: true, paidMinutes: 435 });
    // Same times, another break: recorded.
    await retime(assignment_id, '07:00', '15:00', { breakMinutes: 60 }).expect(200);
    expect((await payOf(cafe, ann, [TUE]))?.minutesInDays).toEqual({ '08/12/26': 420 });
    // Re-timed without a break: the own one stays.
    await retime(assignment_id, '08:00', '16:00').expect(200);
    expect(await weekItem(cafe, TUE, assignment_id)).toMatchObject({ time_start: '08:00:00', breakMinutes: 60, ownBreak: true });
    await retime(assignment_id, '08:00', '16:00', { breakMinutes: null }).expect(200);
    expect(await weekItem(cafe, TUE, assignment_id)).toMatchObject({ breakMinutes: 30, ownBreak: false, paidMinutes: 450 });

    await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: cafe, breakRules: [{ afterHours: 6, unpaidMinutes: 60 }] })
      .expect(200);
    try {
      expect((await payOf(cafe, ann, [TUE]))?.minutesInDays).toEqual({ '08/12/26': 450 });
      const later = await placed(cafe, '2026-12-10', '07:00', '15:00');
      expect(await weekItem(cafe, '2026-12-10', later.assignment_id)).toMatchObject({ breakMinutes: 60, paidMinutes: 420 });
    } finally {
      await t.http().put('/api/workplaces/updateworkplace').set(owner.auth).send({ workplace_id: cafe, breakRules: RULES }).expect(200);
    }
  });

  it('pays an overnight shift less its break: 20:00-04:00 with 45 minutes is 7.25 h, £90.63', async () => {
    const FRI = '2026-12-11';
    await placed(cafe, FRI, '20:00', '04:00', { employeeId: ann, breakMinutes: 45 });
    expect(await payOf(cafe, ann, [FRI])).toMatchObject({
      hoursInDays: { '11/12/26': 7.25 },
      minutesInDays: { '11/12/26': 435 },
      // 435 x 1250 / 60 = 9062.5 pence, rounded half up.
      payPenceInDays: { '11/12/26': 9063 },
    });
  });

  it('refuses a break not shorter than the shift, and one that is not 0-180 minutes', async () => {
    const refused = async (response: { status: number; body: { message?: string } }, message: string) =>
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    await refused(await place(cafe, '2026-12-12', '09:00', '11:00', { breakMinutes: 120 }), BREAK_MESSAGES.breakTooLong);
    await refused(await place(cafe, '2026-12-12', '09:00', '17:00', { breakMinutes: 181 }), BREAK_MESSAGES.breakMinutes);
    await refused(await place(cafe, '2026-12-12', '09:00', '17:00', { breakMinutes: '30' }), BREAK_MESSAGES.breakMinutes);
    await refused(await place(cafe, '2026-12-12', '09:00', '17:00', { breakMinutes: 12.5 }), BREAK_MESSAGES.breakMinutes);
    const shiftId = await addShift(t, owner, cafe, '2026-12-12');
    const add = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId, timeStart: '09:00', timeEnd: '10:00', breakMinutes: 60 });
    await refused(add, BREAK_MESSAGES.breakTooLong);
    const { assignment_id } = await placed(cafe, '2026-12-12', '09:00', '17:00');
    await refused(await retime(assignment_id, '09:00', '10:00', { breakMinutes: 90 }), BREAK_MESSAGES.breakTooLong);
    expect(await weekItem(cafe, '2026-12-12', assignment_id)).toMatchObject({ time_end: '17:00:00', breakMinutes: 30 });
  });

  it('prices each day at the rate in force that day when the rate changes within the week', async () => {
    const [MON2, WED2] = ['2026-12-14', '2026-12-16'];
    const rita = await employeeAt(cafe, 'Rita', '12.50');
    await placed(cafe, MON2, '07:00', '15:00', { employeeId: rita });
    await placed(cafe, WED2, '07:00', '15:00', { employeeId: rita });
    await t
      .http()
      .put('/api/employees/updateemployee')
      .set(owner.auth)
      .send({
        employee_id: rita,
        workplace_id: cafe,
        display_name: 'Rita',
        first_name: 'Rita',
        surname: 'Tester',
        rate: '13.00',
        rate_effective_from: '2026-12-15',
        services: [],
      })
      .expect(200);
    // 450 minutes at 1250 = 9375; at 1300 = 9750.
    expect((await payOf(cafe, rita, [MON2, WED2]))?.payPenceInDays).toEqual({ '14/12/26': 9375, '16/12/26': 9750 });
  });

  it('a workplace without rules pays as before: 07:00-15:00 is 8 h, £100.00', async () => {
    const { assignment_id } = await placed(plain, MON, '07:00', '15:00', { employeeId: cy });
    expect(await weekItem(plain, MON, assignment_id)).toMatchObject({ breakMinutes: 0, ownBreak: false, paidMinutes: 480 });
    expect((await payOf(plain, cy, [MON]))?.payPenceInDays).toEqual({ '07/12/26': 10000 });
  });
});

describe('real elapsed time on the workplace clock (Europe/London)', () => {
  it('the clocks-go-back night, 22:00-02:00 on Sat 24 Oct 2026, pays 5 h', async () => {
    const { assignment_id } = await placed(cafe, '2026-10-24', '22:00', '02:00', { employeeId: ann });
    expect(await weekItem(cafe, '2026-10-24', assignment_id)).toMatchObject({ breakMinutes: 0, paidMinutes: 300 });
    expect(await payOf(cafe, ann, ['2026-10-24'])).toMatchObject({ hoursInDays: { '24/10/26': 5 }, payPenceInDays: { '24/10/26': 6250 } });
  });

  it('the clocks-go-forward night, 22:00-02:00 on Sat 28 Mar 2026, pays 3 h', async () => {
    const { assignment_id } = await placed(cafe, '2026-03-28', '22:00', '02:00', { employeeId: ann });
    expect(await weekItem(cafe, '2026-03-28', assignment_id)).toMatchObject({ paidMinutes: 180 });
    expect(await payOf(cafe, ann, ['2026-03-28'])).toMatchObject({ hoursInDays: { '28/03/26': 3 }, payPenceInDays: { '28/03/26': 3750 } });
  });

  it('refuses 01:30 on 29 Mar 2026 as a start or an end, re-timing onto it, and skips it in a copy with the reason', async () => {
    const MESSAGE = '01:30 does not exist on 29 Mar 2026 (the clocks go forward).';
    const refused = (response: { status: number; body: { message?: string } }) =>
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message: MESSAGE });
    refused(await place(plain, '2026-03-29', '01:30', '06:00'));
    refused(await place(cafe, '2026-03-28', '22:00', '01:30'));
    const { assignment_id } = await placed(cafe, '2026-03-28', '18:00', '21:00');
    refused(await retime(assignment_id, '22:00', '01:30'));

    await placed(cafe, '2026-03-21', '22:00', '01:30');
    const copy = await t
      .http()
      .post('/api/rota/copyday')
      .set(owner.auth)
      .send({ workplaceId: cafe, fromDate: '2026-03-21', toDates: ['2026-03-28'] })
      .expect(201);
    expect(copy.body.skipped).toEqual([
      { date: '2026-03-28', employee_id: null, time_start: '22:00:00', time_end: '01:30:00', reason: MESSAGE },
    ]);
  });

  it('reads an ambiguous time as its first occurrence: 22:00-01:30 on 24 Oct 2026 is 3.5 h, 01:30-03:00 on 25 Oct 2.5 h', async () => {
    // 01:30 BST to 03:00 GMT: 2.5 h.
    const { assignment_id } = await placed(plain, '2026-10-25', '01:30', '03:00');
    expect(await weekItem(plain, '2026-10-25', assignment_id)).toMatchObject({ paidMinutes: 150 });
    const night = await placed(cafe, '2026-10-24', '22:00', '01:30');
    expect(await weekItem(cafe, '2026-10-24', night.assignment_id)).toMatchObject({ paidMinutes: 210 });
  });
});

describe('every reader agrees', () => {
  const DATES = ['2026-03-28', '2026-10-24', '2026-12-07', '2026-12-08', '2026-12-11'];

  it("the audit's pay at an instant equals getpayfordates", async () => {
    const live = await payFor(cafe, DATES);
    const audited = await t
      .http()
      .get('/api/audit/pay')
      .query({ workplaceId: cafe, dates: JSON.stringify(DATES.map(short)), at: t.clock.now().toISOString() })
      .set(owner.auth)
      .expect(200);
    const figures = (rows: PayRow[]) =>
      rows.map(({ employee_id, hoursInDays, minutesInDays, payPenceInDays }) => ({
        employee_id,
        hoursInDays,
        minutesInDays,
        payPenceInDays,
      }));
    expect(figures(audited.body as PayRow[])).toEqual(figures(live));
    // The hand-worked figures of the tests above, as the audit replays them.
    expect((audited.body as PayRow[]).find((row) => row.employee_id === ann)).toMatchObject({
      hoursInDays: { '28/03/26': 3, '24/10/26': 5, '07/12/26': 7.5, '08/12/26': 7.5, '11/12/26': 7.25 },
      payPenceInDays: { '28/03/26': 3750, '24/10/26': 6250, '07/12/26': 9375, '08/12/26': 9375, '11/12/26': 9063 },
    });
  });

  it('a rebuild of the day documents (plan, timesheets and pay minutes) gives the same documents, so the same figures', async () => {
    const scratch = await createReadModelStore({ dataDir: t.dataDir, scratch: true });
    try {
      const projections = [rotaProjection];
      await rebuildReadModels(t.eventStore, scratch, projections);
      expect(
        await compareReadModels(
          t.readModels,
          scratch,
          projections.flatMap((p) => [...p.collections]),
        ),
      ).toEqual([]);
    } finally {
      await scratch.close();
    }
  });
});
