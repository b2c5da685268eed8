import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { addAssignment, addShift, createEmployee, createWorkplace, removeEmployee } from '../../test/rota-fixtures';

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let workplaceId: string;
let othersWorkplaceId: string;
let ann: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await signUp(t), await signUp(t)];
  workplaceId = await createWorkplace(t, owner, { services: [701, 702] });
  othersWorkplaceId = await createWorkplace(t, other);
  [ann, bob] = [await createEmployee(t, owner, workplaceId, 'Ann'), await createEmployee(t, owner, workplaceId, 'Bob')];
});
afterAll(() => t.close());
// Tests that move the clock put it back, so earlier sessions stay valid.
const START = new Date('2026-01-05T09:00:00.000Z');
afterEach(() => t.clock.set(START));

const pay = (user: SignedUpUser, query: Record<string, unknown>) => t.http().get('/api/pay/getpayfordates').query(query).set(user.auth);
const payFor = async (dates: string[], id = workplaceId) => {
  const response = await pay(owner, { workplaceId: id, dates: JSON.stringify(dates), userId: owner.userId });
  expect(response.status).toBe(200);
  return response.body as { employee_id: string; display_name: string; removed: boolean; hoursInDays: Record<string, number> }[];
};
const hoursOf = (rows: Awaited<ReturnType<typeof payFor>>) => Object.fromEntries(rows.map((r) => [r.display_name, r.hoursInDays]));

describe('GET /pay/getpayfordates', () => {
  it('gives hours per employee per day, to the minute; unallocated counts for no one', async () => {
    const [monday, tuesday] = [await addShift(t, owner, workplaceId, '2026-03-02'), await addShift(t, owner, workplaceId, '2026-03-03')];
    await addAssignment(t, owner, monday, '09:00', '17:15', ann);
    await addAssignment(t, owner, monday, '17:15', '18:00', ann);
    await addAssignment(t, owner, tuesday, '10:00', '10:15', bob);
    await addAssignment(t, owner, tuesday, '11:00', '23:00');

    const rows = await payFor(['02/03/26', '03/03/26', '04/03/26']);
    expect(rows).toEqual([
      {
        employee_id: ann,
        display_name: 'Ann',
        removed: false,
        rate: 10,
        hoursInDays: { '02/03/26': 9 },
        minutesInDays: { '02/03/26': 540 },
        rateInDays: { '02/03/26': 10 },
        payPenceInDays: { '02/03/26': 9000 },
        // No timesheet approved on these days: no actual hours.
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // The days' pay: each rate's minutes priced once.
        payPence: 9000,
        actualBasisPayPence: 9000,
      },
      {
        employee_id: bob,
        display_name: 'Bob',
        removed: false,
        rate: 10,
        hoursInDays: { '03/03/26': 0.25 },
        minutesInDays: { '03/03/26': 15 },
        rateInDays: { '03/03/26': 10 },
        payPenceInDays: { '03/03/26': 250 },
        // No timesheet approved on these days: no actual hours.
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // The days' pay: each rate's minutes priced once.
        payPence: 250,
        actualBasisPayPence: 250,
      },
    ]);
    expect(hoursOf(await payFor(['03/03/26']))).toEqual({ Bob: { '03/03/26': 0.25 } });
    expect(await payFor([])).toEqual([]);
    expect(await payFor(['05/03/26'])).toEqual([]);
  });

  it('follows an add, a time edit, a reassignment and a deletion', async () => {
    const shiftId = await addShift(t, owner, workplaceId, '2026-03-10');
    const dates = ['10/03/26'];
    const assignmentId = await addAssignment(t, owner, shiftId, '09:00', '17:15', ann);
    expect(hoursOf(await payFor(dates))).toEqual({ Ann: { '10/03/26': 8.25 } });

    await t
      .http()
      .put('/api/assignments/updateassignmenttime')
      .set(owner.auth)
      .send({ assignmentId, timeStart: '09:00', timeEnd: '12:30' })
      .expect(200);
    expect(hoursOf(await payFor(dates))).toEqual({ Ann: { '10/03/26': 3.5 } });

    await t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId, employeeId: bob }).expect(200);
    expect(hoursOf(await payFor(dates))).toEqual({ Bob: { '10/03/26': 3.5 } });

    await t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId, employeeId: null }).expect(200);
    expect(await payFor(dates)).toEqual([]);

    await t.http().put('/api/assignments/updateemployee').set(owner.auth).send({ assignmentId, employeeId: ann }).expect(200);
    await t.http().delete('/api/assignments/deleteassignment').set(owner.auth).send({ assignment_id: assignmentId }).expect(200);
    expect(await payFor(dates)).toEqual([]);

    // The row went with its last assignment: a new one takes the next.
    const row = await addShift(t, owner, workplaceId, '2026-03-10');
    const again = await addAssignment(t, owner, row, '08:00', '09:00', bob);
    expect(hoursOf(await payFor(dates))).toEqual({ Bob: { '10/03/26': 1 } });
    await t.http().delete('/api/shifts/deleteshift').query({ shiftId: row }).set(owner.auth).expect(200);
    expect(await payFor(dates)).toEqual([]);
    expect(again).toBeTruthy();
  });

  it('prices the asked days once per rate, as a payslip states them: a penny apart from the sum of the rounded days', async () => {
    const bar = await createWorkplace(t, owner, { services: [701] });
    const tom = (
      await t
        .http()
        .post('/api/employees/createemployee')
        .set(owner.auth)
        .send({ workplace_id: bar, display_name: 'Tom', first_name: 'Tom', surname: 'Tester', rate: '7.55', services: [] })
        .expect(201)
    ).body.employee_id as string;
    for (const date of ['2026-03-16', '2026-03-17', '2026-03-18']) {
      await addAssignment(t, owner, await addShift(t, owner, bar, date), '09:00', '09:15', tom);
    }
    const [row] = (await payFor(['16/03/26', '17/03/26', '18/03/26'], bar)) as unknown as {
      payPenceInDays: Record<string, number>;
      payPence: number | null;
      actualBasisPayPence: number | null;
    }[];
    // 15 minutes at £7.55 is 188.75p, 189p a day; the 45 minutes the three make are 566.25p, 566p.
    expect(row.payPenceInDays).toEqual({ '16/03/26': 189, '17/03/26': 189, '18/03/26': 189 });
    expect([row.payPence, row.actualBasisPayPence]).toEqual([566, 566]);
  });

  it("keeps a removed employee's hours up to the removal day, marked removed", async () => {
    t.clock.set('2026-05-05T08:00:00.000Z');
    const manager = await signUp(t);
    const workplace = await createWorkplace(t, manager, { services: [701] });
    const cal = await createEmployee(t, manager, workplace, 'Cal');
    for (const date of ['2026-05-04', '2026-05-05', '2026-05-06']) {
      await addAssignment(t, manager, await addShift(t, manager, workplace, date), '09:00', '11:00', cal);
    }
    await removeEmployee(t, manager, cal);
    const response = await pay(manager, { workplaceId: workplace, dates: JSON.stringify(['04/05/26', '05/05/26', '06/05/26']) });
    expect(response.body).toEqual([
      {
        employee_id: cal,
        display_name: 'Cal',
        removed: true,
        rate: 10,
        hoursInDays: { '04/05/26': 2, '05/05/26': 2 },
        minutesInDays: { '04/05/26': 120, '05/05/26': 120 },
        rateInDays: { '04/05/26': 10, '05/05/26': 10 },
        payPenceInDays: { '04/05/26': 2000, '05/05/26': 2000 },
        // No timesheet approved on these days: no actual hours.
        actualHoursInDays: {},
        actualPayPenceInDays: {},
        actualMinutesInDays: {},
        // The days' pay: each rate's minutes priced once.
        payPence: 4000,
        actualBasisPayPence: 4000,
      },
    ]);
  });

  it.each([
    [undefined, 'dates is required.'],
    ['07/12/26', 'dates must be a JSON list of dates like ["07/12/26"].'],
    ['{"a":1}', 'dates must be a JSON list of dates like ["07/12/26"].'],
    ['["31/02/26"]', 'Every date must be a real date in the form dd/mm/yy.'],
    ['["2026-03-02"]', 'Every date must be a real date in the form dd/mm/yy.'],
    ['[20260302]', 'Every date must be a real date in the form dd/mm/yy.'],
    [JSON.stringify(Array.from({ length: 401 }, () => '01/01/26')), 'At most 400 dates can be asked for at once.'],
  ])('refuses dates=%p', async (dates, message) => {
    const response = await pay(owner, { workplaceId, dates });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts 400 dates', async () => {
    const dates = Array.from({ length: 400 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const short = dates.map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(2, 4)}`);
    const rows = await payFor(short);
    expect(rows.map((r) => r.display_name)).toEqual(['Ann', 'Bob']);
  });

  it("never shows another user's pay: 404, 403 and 401", async () => {
    const theirs = await createEmployee(t, other, othersWorkplaceId, 'Olly');
    await addAssignment(t, other, await addShift(t, other, othersWorkplaceId, '2026-03-02'), '09:00', '10:00', theirs);
    const foreign = await pay(owner, { workplaceId: othersWorkplaceId, dates: '["02/03/26"]' });
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Workplace not found.']);
    expect((await pay(owner, { workplaceId, dates: '["02/03/26"]', userId: other.userId })).status).toBe(403);
    expect((await t.http().get('/api/pay/getpayfordates').query({ workplaceId, dates: '["02/03/26"]' })).status).toBe(401);
    expect((await pay(owner, { workplaceId: 'abc', dates: '[]' })).status).toBe(400);
  });
});
