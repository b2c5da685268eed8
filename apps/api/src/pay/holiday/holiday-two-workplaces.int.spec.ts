import { signUp, SignedUpUser } from '../../../test/accounts.helpers';
import { createEmployee, createWorkplace, moveEmployee } from '../../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../../test/test-app';

/**
 * One person's holiday across two workplaces of one owner (issue 39's `holidayBalanceAt`), by hand.
 * Both workplaces give an entitlement of 365 h a year (1 h a day, 7 h a week) from 1 January, paid in
 * weeks from Mondays. Ann works at the Harbour in the week of Mon 8 June, then moves to the Quay,
 * where she is for the week of Mon 15 June. Each week accrues 7 h where she was. Her balance is one:
 * the Quay's pay lines for its week, the employees list and her staff page all say 14 h accrued.
 * Before, the pay lines counted only the Quay's own finalised weeks (7 h).
 */
let t: TestApp;
let owner: SignedUpUser;
let harbour: string;
let quay: string;
let ann: string;

const W1 = '2026-06-08';
const W2 = '2026-06-15';
const RULE = { method: 'entitlement', hoursPerYear: 365, leaveYearStart: '2026-01-01', effectiveFrom: '2026-01-01' };

const finalise = (workplaceId: string, periodStart: string) =>
  t.http().post('/api/pay/periods/finalise').set(owner.auth).send({ userId: owner.userId, workplaceId, periodStart }).expect(200);
const holidayIn = async (workplaceId: string, periodStart: string) =>
  (await t.http().get('/api/pay/lines').query({ workplaceId, periodStart }).set(owner.auth).expect(200)).body.holiday[ann];
const listed = async () =>
  ((await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as Record<string, unknown>[]).find(
    (e) => e.employee_id === ann,
  )!.holidayBalance;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  t.clock.set('2026-06-08T08:00:00.000Z');
  owner = await signUp(t);
  harbour = await createWorkplace(t, owner, { services: [701] });
  quay = await createWorkplace(t, owner, { services: [701] });
  for (const workplaceId of [harbour, quay]) {
    await t.http().put('/api/workplaces/updateworkplace').set(owner.auth).send({ workplace_id: workplaceId, holiday: RULE }).expect(200);
  }
  ann = await createEmployee(t, owner, harbour, 'Ann');
});
afterAll(() => t.close());

describe('holiday for a person who worked in two workplaces of one owner', () => {
  it("the week at the Harbour accrues 7 h there; after the move, the Quay's week 7 h more: 14 h in every answer", async () => {
    t.clock.set('2026-06-15T08:00:00.000Z'); // Mon 15 June, 09:00 in London: the Harbour's week is over
    await finalise(harbour, W1);
    expect(await holidayIn(harbour, W1)).toEqual({ accruedHours: 7, takenHours: 0, carriedOverHours: 0, balanceHours: 7 });
    await moveEmployee(t, owner, ann, quay, 'Ann');

    t.clock.set('2026-06-22T08:00:00.000Z'); // the Quay's week is over
    await finalise(quay, W2);
    const both = { accruedHours: 14, takenHours: 0, carriedOverHours: 0, balanceHours: 14 };
    expect(await listed()).toEqual(both);
    expect(await holidayIn(quay, W2)).toEqual(both);
  });
});
