import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/**
 * Issue 29: getweeklyshifts answers the week's totals at dated rates, priced with the pay
 * maths' rounding. Every figure below is worked by hand: minutes × pence an hour / 60, rounded
 * half up; a cell on its own, a row once per rate, the week as its rows added, a date as its
 * cells added. Europe/London in January: no clock change, so an overnight shift is its span.
 */

let t: TestApp;
let owner: SignedUpUser;
let cafe: string;
let ann: string;
let bo: string;

const WEEK = { startDate: '2026-01-12', endDate: '2026-01-18' };
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } }); // the clock stands at Mon 2026-01-05 09:00 UTC
  owner = await signUp(t);
  // Rota hours 06:00-06:00 (a 22:00-02:00 shift fits); no break rules: only own breaks.
  cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 6, rotaEndTime: 30 });
  ann = await employeeAt('Ann', '12.50');
  bo = await employeeAt('Bo', '11.44');

  await place('2026-01-09', '09:00', '17:00', ann); // last week: 480 min at 1250 = 10000
  await place('2026-01-12', '09:00', '13:15', ann, { breakMinutes: 12 }); // 255 elapsed less 12 = 243 min
  await place('2026-01-13', '09:00', '13:45', ann, { breakMinutes: 42 }); // 285 elapsed less 42 = 243 min
  await place('2026-01-14', '10:00', '18:00', ann); // 480 min
  await place('2026-01-15', '22:00', '02:00', ann); // overnight: 240 min
  await place('2026-01-13', '12:00', '20:00', bo); // 480 min
  await place('2026-01-15', '17:00', '23:15', bo); // 375 min
  await place('2026-01-16', '09:00', '17:00', null); // open: costs nothing
  // Ann's rise from Wednesday: Monday and Tuesday stay at 12.50.
  await t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({
      employee_id: ann,
      display_name: 'Ann',
      first_name: 'Ann',
      surname: 'Tester',
      rate: '13.10',
      services: [],
      workplace_id: cafe,
      user_id: owner.userId,
      rate_effective_from: '2026-01-14',
    })
    .expect(200);
});
afterAll(() => t.close());

async function employeeAt(displayName: string, rate: string): Promise<string> {
  const response = await t
    .http()
    .post('/api/employees/createemployee')
    .set(owner.auth)
    .send({ workplace_id: cafe, display_name: displayName, first_name: displayName, surname: 'Tester', rate, services: [] })
    .expect(201);
  return response.body.employee_id as string;
}

async function place(date: string, timeStart: string, timeEnd: string, employeeId: string | null, more: Record<string, unknown> = {}) {
  const response = await t
    .http()
    .post('/api/assignments/placeassignment')
    .set(owner.auth)
    .send({ workplaceId: cafe, date, serviceType: 701, timeStart, timeEnd, employeeId, ...more });
  if (response.status !== 201) throw new Error(`${date} ${timeStart}-${timeEnd}: ${response.status} ${JSON.stringify(response.body)}`);
}

const weekly = async (range = WEEK) =>
  (
    await t
      .http()
      .get('/api/shifts/getweeklyshifts')
      .query({ workplaceId: cafe, ...range })
      .set(owner.auth)
      .expect(200)
  ).body;

describe('getweeklyshifts totals', () => {
  it('prices each employee-day at the rate in force that day, and adds them up as the pay maths round', async () => {
    const { totals, previousWeek } = await weekly();

    // Ann at 1250: 243 + 243 = 486 min → 10125 (cells 5062.5 → 5063 each: the row is rounded once per rate).
    // Ann at 1310: 480 + 240 = 720 min → 15720. Her row: 1206 min, 25845.
    expect(totals.byEmployee[ann]).toEqual({
      minutes: 1206,
      costPence: 25845,
      byDate: {
        '2026-01-12': { minutes: 243, costPence: 5063 },
        '2026-01-13': { minutes: 243, costPence: 5063 },
        '2026-01-14': { minutes: 480, costPence: 10480 },
        '2026-01-15': { minutes: 240, costPence: 5240 },
      },
    });
    // Bo at 1144: 480 → 9152, 375 → 7150; his row 855 min → 16302.
    expect(totals.byEmployee[bo]).toEqual({
      minutes: 855,
      costPence: 16302,
      byDate: {
        '2026-01-13': { minutes: 480, costPence: 9152 },
        '2026-01-15': { minutes: 375, costPence: 7150 },
      },
    });
    expect(Object.keys(totals.byEmployee).sort()).toEqual([ann, bo].sort());
    // A date is its cells added; the open shift on Friday costs nothing.
    expect(totals.byDate).toEqual({
      '2026-01-12': { minutes: 243, costPence: 5063 },
      '2026-01-13': { minutes: 723, costPence: 14215 },
      '2026-01-14': { minutes: 480, costPence: 10480 },
      '2026-01-15': { minutes: 615, costPence: 12390 },
      '2026-01-16': { minutes: 0, costPence: 0 },
      '2026-01-17': { minutes: 0, costPence: 0 },
      '2026-01-18': { minutes: 0, costPence: 0 },
    });
    // The week is the rows added (the dashboard's total), a penny below its dates added (42148).
    expect(totals.week).toEqual({ minutes: 2061, costPence: 42147 });
    // The seven days before: Ann's Friday at the rate then in force.
    expect(previousWeek).toEqual({ startDate: '2026-01-05', endDate: '2026-01-11', minutes: 480, costPence: 10000 });
  });

  it("agrees with getpayfordates' dated day figures", async () => {
    const { totals } = await weekly();
    const dates = Object.keys(totals.byDate);
    const pay = (
      await t
        .http()
        .get('/api/pay/getpayfordates')
        .query({ workplaceId: cafe, dates: JSON.stringify(dates.map(short)) })
        .set(owner.auth)
        .expect(200)
    ).body as { employee_id: string; payPenceInDays: Record<string, number> }[];
    // One row per employee with hours, Ann's and Bo's: each row is that employee's cells, date by date.
    const dayPay = (employeeId: string) =>
      Object.fromEntries(
        Object.entries(totals.byEmployee[employeeId].byDate as Record<string, { costPence: number }>).map(([date, cell]) => [
          short(date),
          cell.costPence,
        ]),
      );
    expect(pay).toHaveLength(2);
    expect(Object.fromEntries(pay.map((row) => [row.employee_id, row.payPenceInDays]))).toEqual({
      [ann]: dayPay(ann),
      [bo]: dayPay(bo),
    });
  });

  it('answers a week without shifts with zeros', async () => {
    const { totals, previousWeek } = await weekly({ startDate: '2026-01-26', endDate: '2026-02-01' });
    expect(totals.week).toEqual({ minutes: 0, costPence: 0 });
    expect(totals.byEmployee).toEqual({});
    expect(Object.values(totals.byDate)).toEqual(Array(7).fill({ minutes: 0, costPence: 0 }));
    expect(previousWeek).toEqual({ startDate: '2026-01-19', endDate: '2026-01-25', minutes: 0, costPence: 0 });
  });
});
