import type { SignedUpUser } from '../../../test/accounts.helpers';
import { holidayScene, HolidayScene } from '../../../test/holiday-fixtures';
import { addAssignment, addShift } from '../../../test/rota-fixtures';
import type { TestApp } from '../../../test/test-app';

/**
 * Paid holiday after finalising (issue 39), through the real app on the embedded stores, by hand.
 * Ann: £10.00 an hour, 37.5 contracted hours over 5 days (a day of holiday is 7.5 h); weekly periods
 * from Mondays; 12.07 % accrual; negative balances allowed. Week 1 (2-8 Nov): paid holiday on Tue 3 and
 * 4 h worked on Wed 4. After week 1 is finalised, the rate is corrected to £10.50 from 2 Nov: week 2
 * pays the difference once, as an adjustment for each day (the holiday's marked as paid holiday).
 */
let t: TestApp;
let owner: SignedUpUser;
let ownerName: string;
let workplaceId: string;
let ann: string;

const WEEK1 = '2026-11-02';
const WEEK2 = '2026-11-09';
const WEEK3 = '2026-11-16';

let scene: HolidayScene;

const lines = (periodStart: string) => t.http().get('/api/pay/lines').query({ workplaceId, periodStart }).set(owner.auth);
const finalise = (periodStart: string) => scene.finalise(periodStart);
const exported = (periodStart: string) =>
  t.http().get('/api/pay/export').query({ workplaceId, periodStart, format: 'csv', userId: owner.userId }).set(owner.auth).expect(200);
const updateAnn = (changes: Record<string, unknown>) => scene.updateAnn(changes);
const askPaidHoliday = async (date: string) => (await scene.askPaidHoliday(date).expect(201)).body.requestId as string;
const adjustments = (body: { lines: { type: string }[] }) => body.lines.filter((l) => l.type === 'adjustment');

beforeAll(async () => {
  scene = await holidayScene('2026-11-01T09:00:00.000Z', {
    holiday: { method: 'percent', effectiveFrom: WEEK1 },
    allowNegativeHolidayBalance: true,
  });
  ({ t, owner, workplaceId, ann } = scene);
  ownerName = ((await t.readModels.get<{ id: string; username: string }>('users', owner.userId)) as { username: string }).username;
  await scene.approve(await askPaidHoliday('2026-11-03'));
  await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-04'), '09:00', '13:00', ann);
  await addAssignment(t, owner, await addShift(t, owner, workplaceId, '2026-11-09'), '10:00', '14:00', ann);
});
afterAll(() => t.close());

describe('paid holiday after its period is finalised', () => {
  it('finalises week 1 with its paid holiday and hours worked', async () => {
    t.clock.set('2026-11-10T09:00:00.000Z');
    await finalise(WEEK1);
    // Wed: 4 h × £10.00 = £40.00; Tue: 7.5 h × £10.00 = £75.00. Accrued: 240 min × 12.07 % = 0.4828 h → 0.48 h.
    const week1 = (await lines(WEEK1).expect(200)).body;
    expect(week1.lines).toEqual([
      expect.objectContaining({ type: 'normal', hours: 4, ratePence: 1000, amountPence: 4000 }),
      expect.objectContaining({ type: 'holiday', hours: 7.5, ratePence: 1000, amountPence: 7500 }),
    ]);
    expect(week1.holiday[ann]).toEqual({ accruedHours: 0.48, takenHours: 7.5, balanceHours: -7.02 });
  });

  it('reprices the paid holiday and the hours already paid after a rate correction, in the next week', async () => {
    t.clock.set('2026-11-10T10:00:00.000Z');
    await updateAnn({ rate: '10.50', rate_effective_from: WEEK1 });
    const week2 = (await lines(WEEK2).expect(200)).body;
    // Mon 9: 4 h × £10.50 = £42.00. Tue 3: 7.5 h × £0.50 more = £3.75; Wed 4: 4 h × £0.50 = £2.00.
    expect(week2.lines).toEqual([
      expect.objectContaining({ type: 'normal', hours: 4, ratePence: 1050, amountPence: 4200 }),
      expect.objectContaining({
        type: 'adjustment',
        date: '2026-11-03',
        hours: 0,
        ratePence: 1050,
        amountPence: 375,
        eventIds: [expect.any(String)],
        note: `Adjustment for Tue 3 Nov (paid holiday): +0 h, £3.75, rate corrected by ${ownerName} on 10 Nov`,
      }),
      expect.objectContaining({
        type: 'adjustment',
        date: '2026-11-04',
        hours: 0,
        ratePence: 1050,
        amountPence: 200,
        note: `Adjustment for Wed 4 Nov: +0 h, £2.00, rate corrected by ${ownerName} on 10 Nov`,
      }),
    ]);
    // The finalised week never changes.
    expect((await lines(WEEK1).expect(200)).body.lines.map((l: { amountPence: number }) => l.amountPence)).toEqual([4000, 7500]);
  });

  it('pays each adjustment once: not again after the next week is finalised, nor on re-export', async () => {
    t.clock.set('2026-11-17T09:00:00.000Z');
    const totals = (await finalise(WEEK2)).body.totals;
    // 4 + 0 + 0 h; £42.00 + £3.75 + £2.00.
    expect(totals).toEqual({ hours: 4, amountPence: 4775 });
    const week2 = (await lines(WEEK2).expect(200)).body;
    expect(adjustments(week2)).toHaveLength(2);
    // Accrued in week 2 on the 4 h worked: 0.48 h.
    expect(week2.holiday[ann]).toEqual({ accruedHours: 0.96, takenHours: 7.5, balanceHours: -6.54 });
    expect(adjustments((await lines(WEEK3).expect(200)).body)).toEqual([]);

    const file = (await exported(WEEK2)).text;
    expect((await exported(WEEK2)).text).toBe(file);
    expect(file.match(/\(paid holiday\)/g)).toHaveLength(1);
    expect(file.match(/,adjustment,/g)).toHaveLength(2);
    expect((await exported(WEEK1)).text).not.toContain('adjustment');
  });
});
