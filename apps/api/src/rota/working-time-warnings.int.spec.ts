import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift, createEmployee, createWorkplace, moveEmployee } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/*
 * getweeklyshifts' working-time and minimum-wage warnings (issue 28), hand-computed for the
 * week of Mon 7 - Sun 13 Dec 2026 on the London clock (the default zone): warnings, never refusals.
 */

interface Warning {
  employee_id: string;
  date: string;
  rule: string;
  message: string;
}

let t: TestApp;
let owner: SignedUpUser;
let cafe: string;
let bar: string;
let ann: string;
let cat: string;
let dana: string;

const week = async (startDate = '2026-12-07', endDate = '2026-12-13') => {
  const response = await t
    .http()
    .get('/api/shifts/getweeklyshifts')
    .query({ workplaceId: cafe, startDate, endDate })
    .set(owner.auth)
    .expect(200);
  return response.body.warnings as Warning[];
};
const of = (warnings: Warning[], employeeId: string) =>
  warnings.filter((w) => w.employee_id === employeeId).map(({ date, rule, message }) => [date, rule, message]);
const updateEmployee = (employeeId: string, name: string, body: Record<string, unknown>) =>
  t
    .http()
    .put('/api/employees/updateemployee')
    .set(owner.auth)
    .send({
      user_id: owner.userId,
      employee_id: employeeId,
      workplace_id: cafe,
      display_name: name,
      first_name: name,
      surname: 'Tester',
      services: [],
      ...body,
    })
    .expect(200);
const plan = async (workplaceId: string, date: string, timeStart: string, timeEnd: string, employeeId: string) =>
  addAssignment(t, owner, await addShift(t, owner, workplaceId, date), timeStart, timeEnd, employeeId);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  // Monday 7 Dec: the day Cat moves from the bar to the cafe.
  t.clock.set('2026-12-07T05:00:00Z');
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { rotaStartTime: 0 });
  bar = await createWorkplace(t, owner, { rotaStartTime: 0 });
  ann = await createEmployee(t, owner, cafe, 'Ann'); // £10.00, no date of birth
  dana = await createEmployee(t, owner, cafe, 'Dana');
  await updateEmployee(dana, 'Dana', { rate: '9.00', date_of_birth: '2008-12-09' }); // 18 on Wed 9 Dec
  // Cat works at the bar on Sunday 6 Dec and moves to the cafe on Monday 7 Dec.
  cat = await createEmployee(t, owner, bar, 'Cat');
  await plan(bar, '2026-12-06', '15:00', '23:45', cat);
  await moveEmployee(t, owner, cat, cafe, 'Cat');
  await updateEmployee(cat, 'Cat', { rate: '13.00', date_of_birth: '1990-01-01' });

  await plan(cafe, '2026-12-08', '10:00', '14:00', ann);
  await plan(cafe, '2026-12-07', '09:00', '13:00', dana);
  await plan(cafe, '2026-12-09', '09:00', '13:00', dana);
  await plan(cafe, '2026-12-07', '06:00', '12:00', cat);
  for (const date of ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']) await plan(cafe, date, '08:00', '18:00', cat);
  await plan(cafe, '2026-12-12', '09:00', '12:00', cat);
});
afterAll(() => t.close());

describe('getweeklyshifts warnings', () => {
  it('warns of short rest (at another workplace too), over 48 paid hours, short breaks and pay under the minimum for the age that day', async () => {
    const warnings = await week();
    expect(of(warnings, cat)).toEqual([
      ['2026-12-07', 'rest', 'Cat has 6 h 15 rest before this shift (at least 11 h).'],
      ['2026-12-08', 'break', "Cat's 10 h shift has no break (at least 20 min over 6 h)."],
      ['2026-12-09', 'break', "Cat's 10 h shift has no break (at least 20 min over 6 h)."],
      ['2026-12-10', 'break', "Cat's 10 h shift has no break (at least 20 min over 6 h)."],
      ['2026-12-11', 'break', "Cat's 10 h shift has no break (at least 20 min over 6 h)."],
      // 6 + 4 x 10 + 3 = 49 h: Saturday's shift takes the week over.
      ['2026-12-12', 'weekly-hours', 'Cat is planned for 49 h this week (at most 48 h).'],
    ]);
    // 17 on Monday (£8.00 minimum), 18 from Wednesday (£10.85).
    expect(of(warnings, dana)).toEqual([
      ['2026-12-09', 'minimum-wage', "Dana's rate £9.00 is below the £10.85 minimum for 18 to 20 on 9 Dec."],
    ]);
    expect(of(warnings, ann)).toEqual([
      [
        '2026-12-08',
        'minimum-wage',
        "Ann's rate £10.00 is below the £12.71 minimum for 21 and over on 8 Dec (no date of birth: the 21 and over rate is assumed).",
      ],
    ]);
    expect(warnings).toHaveLength(8);
  });

  it('counts the whole Monday-Sunday week and the day before for the dates asked, and warns only on them', async () => {
    expect(of(await week('2026-12-12', '2026-12-12'), cat)).toEqual([
      ['2026-12-12', 'weekly-hours', 'Cat is planned for 49 h this week (at most 48 h).'],
    ]);
    expect(of(await week('2026-12-07', '2026-12-07'), cat).map(([, rule]) => rule)).toEqual(['rest']);
  });

  it('follows the date of birth and the rate: cleared, the adult rate is assumed; a rise ends the warning', async () => {
    await updateEmployee(dana, 'Dana', { rate: '9.00', date_of_birth: null });
    expect(of(await week(), dana).map(([date, , message]) => [date, message])).toEqual([
      [
        '2026-12-07',
        "Dana's rate £9.00 is below the £12.71 minimum for 21 and over on 7 Dec (no date of birth: the 21 and over rate is assumed).",
      ],
      [
        '2026-12-09',
        "Dana's rate £9.00 is below the £12.71 minimum for 21 and over on 9 Dec (no date of birth: the 21 and over rate is assumed).",
      ],
    ]);
    await updateEmployee(dana, 'Dana', { rate: '12.71', rate_effective_from: '2026-12-09' });
    expect(of(await week(), dana).map(([date]) => date)).toEqual(['2026-12-07']);
  });

  it('checks the minimum wage only for a rota in pounds', async () => {
    await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ currency: 'usd' }).expect(200);
    const warnings = await week();
    expect(warnings.filter((w) => w.rule === 'minimum-wage')).toEqual([]);
    expect(of(warnings, cat)).toHaveLength(6);
    await t.http().put('/api/preferences/updatepreferences').set(owner.auth).send({ currency: 'gbp' }).expect(200);
    expect((await week()).filter((w) => w.rule === 'minimum-wage').length).toBeGreaterThan(0);
  });
});
