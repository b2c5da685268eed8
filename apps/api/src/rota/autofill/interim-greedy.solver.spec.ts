import type { FillCandidate, FillInput, FillSlot } from '@rotaledger/domain';
import { InterimGreedySolver } from './interim-greedy.solver';

const DAY = '2026-12-07'; // a Monday
const h = (hours: number) => hours * 60;
const slot = (assignmentId: string, over: Partial<FillSlot> = {}): FillSlot => ({
  assignmentId,
  shiftId: 's1',
  date: DAY,
  startMinute: h(9),
  endMinute: h(13),
  serviceType: 701,
  breakMinutes: 0,
  employeeId: null,
  ...over,
});
const person = (employeeId: string, ratePence: number, over: Partial<FillCandidate> = {}): FillCandidate => ({
  employeeId,
  displayName: employeeId,
  services: [701],
  availability: null,
  timeOff: [],
  dateOfBirth: null,
  rates: [{ ratePence, effectiveFrom: null }],
  contract: {},
  fixed: [],
  ...over,
});
const input = (slots: FillSlot[], candidates: FillCandidate[], over: Partial<FillInput> = {}): FillInput => ({
  workplaceId: 'wp',
  workplaceName: 'Café',
  timeZone: 'Europe/London',
  currency: 'gbp',
  from: DAY,
  to: DAY,
  goal: 'cost',
  mayMoveOthers: false,
  slots,
  candidates,
  ...over,
});
const solve = (fill: FillInput) => new InterimGreedySolver().propose(fill);
const givenTo = (rows: { assignmentId: string; employeeId: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.assignmentId, r.employeeId]));

describe('the interim greedy solver', () => {
  it('gives each slot to the cheapest who may take it, costing paid time after the break, half up', async () => {
    // 4 h 10 min less a 10 min break = 4 h at £13.33 = 5332 p; at £12.99, 5196 p.
    const result = await solve(
      input([slot('a1', { endMinute: h(13) + 10, breakMinutes: 10 })], [person('ann', 1333), person('bob', 1299)]),
    );
    expect(result.rows.map((r) => [r.employeeId, r.costPence])).toEqual([['bob', 5196]]);
    expect(result.rows[0].reasons.map((r) => r.code)).toEqual(['available', 'service', 'hours', 'rate']);
    expect(result.totals).toMatchObject({ open: 1, filled: 1, costPence: 5196 });
    expect(result.solver).toMatchObject({ name: 'interim-greedy', optimal: false });
  });

  it('rounds a half penny up, once per row', async () => {
    // 15 min at £12.02 = 300.5 p → 301 p.
    const result = await solve(input([slot('a1', { startMinute: h(9), endMinute: h(9) + 15 })], [person('ann', 1202)]));
    expect(result.rows[0].costPence).toBe(301);
  });

  it('leaves a slot open with each person’s reason: service, time off, availability, overlap at another workplace', async () => {
    const result = await solve(
      input(
        [slot('a1')],
        [
          person('ann', 1300, { services: [702] }),
          person('bob', 1300, { timeOff: [{ from: DAY, to: DAY }] }),
          person('cal', 1300, { availability: { weekly: { mon: [{ from: '06:00', to: '12:00' }] }, exceptions: [] } }),
          person('dan', 1300, {
            fixed: [
              {
                assignmentId: 'k1',
                date: DAY,
                startMinute: h(8),
                endMinute: h(10),
                breakMinutes: 0,
                here: false,
                workplaceName: 'Kiosk',
                timeZone: 'Europe/London',
              },
            ],
          }),
        ],
      ),
    );
    expect(result.rows).toEqual([]);
    expect(result.unfilled[0].reasons.map((r) => [r.employeeId, r.code])).toEqual([
      ['ann', 'no-service'],
      ['bob', 'time-off'],
      ['cal', 'unavailable'],
      ['dan', 'overlap'],
    ]);
    expect(result.unfilled[0].reasons[3].text).toBe('dan is already working 08:00–10:00 at Kiosk');
    expect(result.totals).toMatchObject({ open: 1, filled: 0, costPence: 0 });
  });

  it('never gives one person two overlapping slots of its own proposal', async () => {
    const result = await solve(
      input([slot('a1'), slot('a2', { startMinute: h(12), endMinute: h(16) })], [person('ann', 1300), person('bob', 1400)]),
    );
    expect(givenTo(result.rows)).toEqual({ a1: 'ann', a2: 'bob' });
  });

  it('with mayMoveOthers keeps a placement its holder may keep, and moves one they may not', async () => {
    const mondayMorning = { weekly: { mon: [{ from: '06:00', to: '12:00' }] }, exceptions: [] };
    const result = await solve(
      input(
        [slot('a1', { employeeId: 'bob' }), slot('a2', { employeeId: 'cal', startMinute: h(14), endMinute: h(18) })],
        [person('ann', 1300), person('bob', 1400), person('cal', 1500, { availability: mondayMorning })],
        { mayMoveOthers: true },
      ),
    );
    expect(result.rows.map((r) => [r.assignmentId, r.employeeId, r.moves])).toEqual([['a2', 'ann', { fromEmployeeId: 'cal' }]]);
    expect(result.totals).toMatchObject({ open: 0, filled: 0 });
  });

  it('answers the same input with the same proposal', async () => {
    const fill = input([slot('a1'), slot('a2')], [person('bob', 1300), person('ann', 1300)]);
    const [first, second] = [await solve(fill), await solve(fill)];
    expect([second.rows, second.unfilled, second.totals]).toEqual([first.rows, first.unfilled, first.totals]);
    // Equal cost: by employee id.
    expect(givenTo(first.rows)).toEqual({ a1: 'ann', a2: 'bob' });
  });
});
