import type { SignedUpUser } from '../../../test/accounts.helpers';
import { holidayScene, HolidayScene } from '../../../test/holiday-fixtures';
import type { TestApp } from '../../../test/test-app';

/**
 * Leave years (issue 39), through the real app on the embedded stores, by hand. The workplace's rule:
 * an entitlement of 365 h a year (1 h a day: both leave years here have 365 days) from 1 April, with
 * at most 4 h carried over. Weekly periods from Mondays; Ann is on 37.5 h over 5 days (a day of
 * holiday is 7.5 h). She takes Mon 23 Mar, before the year ends, and Thu 2 Apr, after it.
 */
let t: TestApp;
let owner: SignedUpUser;
let workplaceId: string;
let ann: string;
let annToken: string;

const W1 = '2026-03-16';
const W2 = '2026-03-23';
const W3 = '2026-03-30';

let scene: HolidayScene;

const updateWorkplace = (settings: Record<string, unknown>) => scene.updateWorkplace(settings);
const finalise = (periodStart: string) => scene.finalise(periodStart);
const holidayIn = async (periodStart: string) =>
  (await t.http().get('/api/pay/lines').query({ workplaceId, periodStart }).set(owner.auth).expect(200)).body.holiday[ann];
const listed = async () =>
  ((await t.http().get('/api/employees/getemployees').set(owner.auth).expect(200)).body as Record<string, unknown>[]).find(
    (e) => e.employee_id === ann,
  )!.holidayBalance;
const staffPage = async () => (await t.http().get(`/api/staff/${annToken}`).expect(200)).body.holidayBalance;
const askPaidHoliday = (from: string, to = from) => scene.askPaidHoliday(from, to);
const approve = (requestId: string) => scene.approve(requestId);

beforeAll(async () => {
  scene = await holidayScene('2026-03-20T09:00:00.000Z', {
    holiday: { method: 'entitlement', hoursPerYear: 365, leaveYearStart: '2026-04-01', carryOverHours: 4, effectiveFrom: '2026-03-01' },
    allowNegativeHolidayBalance: true,
  });
  ({ t, owner, workplaceId, ann, annToken } = scene);
  await approve((await askPaidHoliday('2026-03-23').expect(201)).body.requestId as string);
});
afterAll(() => t.close());

describe('an entitlement across a leave year boundary', () => {
  it('answers the setting with its carry-over, and refuses a bad one', async () => {
    const workplace = (
      (await t.http().get('/api/workplaces/getworkplaces').set(owner.auth).expect(200)).body as Record<string, unknown>[]
    ).find((w) => w.workplace_id === workplaceId)!;
    expect(workplace.holiday).toEqual({
      method: 'entitlement',
      hoursPerYear: 365,
      leaveYearStart: '2026-04-01',
      carryOverHours: 4,
      effectiveFrom: '2026-03-01',
    });
    const refused = await t
      .http()
      .put('/api/workplaces/updateworkplace')
      .set(owner.auth)
      .send({ workplace_id: workplaceId, holiday: { method: 'entitlement', hoursPerYear: 365, carryOverHours: 400 } });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'carryOverHours must be a number of hours from 0 to hoursPerYear, in quarter hours.',
    ]);
  });

  it('before the year ends: 2 weeks of 7 h accrued, 7.5 h taken, 6.5 h left', async () => {
    t.clock.set('2026-03-30T09:00:00.000Z');
    await finalise(W1);
    await finalise(W2);
    const before = { accruedHours: 14, takenHours: 7.5, carriedOverHours: 0, balanceHours: 6.5 };
    expect(await holidayIn(W2)).toEqual(before);
    expect(await listed()).toEqual(before);
    expect(await staffPage()).toEqual(before);
  });

  it('books the new year against what carried over: 4 h of the 6.5 h, the rest lapses', async () => {
    await updateWorkplace({ allowNegativeHolidayBalance: false });
    const refused = await askPaidHoliday('2026-04-02');
    expect([refused.status, refused.body.message]).toEqual([
      409,
      'This paid holiday needs 7.5 hours but only 4 hours of holiday are left. Ask for fewer days, or for unpaid time off.',
    ]);
    await updateWorkplace({ allowNegativeHolidayBalance: true });
    await approve((await askPaidHoliday('2026-04-02').expect(201)).body.requestId as string);
    // Thu 2 Apr is next year's: this year's balance is as it was.
    expect(await listed()).toEqual({ accruedHours: 14, takenHours: 7.5, carriedOverHours: 0, balanceHours: 6.5 });
  });

  it('after it: 4 h carried, 7 h accrued in the week ending Sun 5 Apr, 7.5 h taken: 3.5 h', async () => {
    t.clock.set('2026-04-06T09:00:00.000Z');
    await finalise(W3);
    const after = { accruedHours: 7, takenHours: 7.5, carriedOverHours: 4, balanceHours: 3.5 };
    expect(await holidayIn(W3)).toEqual(after);
    expect(await listed()).toEqual(after);
    expect(await staffPage()).toEqual(after);
    // The week before the boundary still answers as at its end.
    expect(await holidayIn(W2)).toEqual({ accruedHours: 14, takenHours: 7.5, carriedOverHours: 0, balanceHours: 6.5 });
  });
});
