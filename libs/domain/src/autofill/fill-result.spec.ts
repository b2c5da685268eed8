import { checkProposal } from './check-proposal';
import { exhaustiveFill } from './fill-exhaustive';
import { greedyFill } from './fill-greedy';
import { compareObjectives, fillObjective } from './fill-objective';
import { fillProblem } from './fill-problem';
import { fillResult } from './fill-result';
import type { FillInput, FillResult } from './fill-types';
import { candidate, COOK, fillInput, fixed, rate, shuffled, slot } from './testing/fill-builders';

const SOLVER = { name: 'test', version: '0', ms: 0, optimal: true };
const proposed = (input: FillInput): FillResult => {
  const problem = fillProblem(input);
  return fillResult(problem, exhaustiveFill(problem).choice, SOLVER);
};

// Mon 7 Dec 2026 .. Sun 13 Dec 2026.
describe('the explained proposal', () => {
  const wednesday = slot('a1', '2026-12-09', '07:00', '15:00', { breakMinutes: 30 });
  const ann = candidate('ann', {
    rates: rate(1271),
    availability: { weekly: { wed: [{ from: '07:00', to: '15:00' }] }, exceptions: [] },
    contract: { maxWeeklyHours: 30 },
    fixed: [fixed('k1', '2026-12-07', '08:00', '15:30'), fixed('k2', '2026-12-08', '08:00', '15:00')],
  });

  it('says why each row went to its person: available 07:00–15:00 · Barista · 22 of 30 h · £12.71/h, cheapest of 3 who could', () => {
    const result = proposed(
      fillInput([wednesday], [candidate('bob', { rates: rate(1300) }), ann, candidate('cat', { rates: rate(1400) })], {
        from: '2026-12-07',
        to: '2026-12-13',
      }),
    );
    expect(result.rows).toEqual([
      {
        assignmentId: 'a1',
        employeeId: 'ann',
        date: '2026-12-09',
        startMinute: 420,
        endMinute: 900,
        // 7 h 30 paid × £12.71 = £95.325, half up: £95.33
        costPence: 9533,
        reasons: [
          { code: 'available', text: 'available 07:00–15:00', figures: { date: '2026-12-09', from: '07:00', to: '15:00' } },
          { code: 'service', text: 'Barista', figures: { serviceType: 109 } },
          { code: 'hours', text: '22 of 30 h', figures: { weekMinutes: 1320, maxWeeklyHours: 30 } },
          { code: 'rate', text: '£12.71/h, cheapest of 3 who could', figures: { ratePence: 1271, could: 3, cheaper: 0 } },
        ],
      },
    ]);
    expect(result.totals).toEqual({
      open: 1,
      filled: 1,
      costPence: 9533,
      hours: { ann: { hours: 22, maxWeeklyHours: 30 }, bob: { hours: 0 }, cat: { hours: 0 } },
    });
  });

  it('says, for a slot left open, why each person could not take it', () => {
    const cook = slot('c1', '2026-12-09', '07:00', '15:00', { serviceType: COOK, breakMinutes: 30 });
    const result = proposed(
      fillInput(
        [cook],
        [
          candidate('bob', { services: [COOK], timeOff: [{ from: '2026-12-09', to: '2026-12-09' }] }),
          candidate('cat'),
          candidate('dan', { services: [COOK], availability: { weekly: { wed: [{ from: '06:00', to: '14:00' }] }, exceptions: [] } }),
        ],
      ),
    );
    expect(result.rows).toEqual([]);
    expect(result.unfilled).toHaveLength(1);
    expect(result.unfilled[0].reasons.map((r) => [r.employeeId, r.code, r.text])).toEqual([
      ['bob', 'time-off', 'on time off'],
      ['cat', 'no-service', 'does not do Cook'],
      ['dan', 'unavailable', 'available only until 14:00'],
    ]);
    expect(result.totals).toMatchObject({ open: 1, filled: 0, costPence: 0 });
  });

  it('tells a gap the chosen rows made: the one barista is already working the cheaper one', () => {
    const result = proposed(
      fillInput([slot('a1', '2026-12-09', '07:00', '12:00'), slot('a2', '2026-12-09', '08:00', '12:00')], [candidate('ann')]),
    );
    expect(result.rows.map((r) => r.assignmentId)).toEqual(['a2']);
    expect(result.unfilled[0].reasons).toEqual([
      {
        employeeId: 'ann',
        code: 'overlap',
        text: 'already working 08:00–12:00 at Quay Café',
        figures: { assignmentId: 'a2', date: '2026-12-09', workplaceName: 'Quay Café' },
      },
    ]);
  });

  it('when a solver stopped before using someone who was free, says so (taken-by-better)', () => {
    const input = fillInput([slot('a1', '2026-12-09', '07:00', '12:00')], [candidate('ann')]);
    const result = fillResult(fillProblem(input), [-1], { ...SOLVER, optimal: false });
    expect(result.unfilled[0].reasons.map((r) => r.code)).toEqual(['taken-by-better']);
  });
});

describe('the greedy fill', () => {
  const week = () =>
    fillInput(
      ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'].flatMap((d, i) => [
        slot(`m${i}`, d, '07:00', '15:00', { breakMinutes: 30 }),
        slot(`e${i}`, d, '15:00', '23:00', { breakMinutes: 30, serviceType: i % 2 ? COOK : 109 }),
      ]),
      [
        candidate('ann', { rates: rate(1300), contract: { maxDaysPerWeek: 3 } }),
        candidate('bob', { services: [109, COOK], rates: rate(1350), contract: { minWeeklyHours: 20 } }),
        candidate('cat', { services: [COOK], rates: rate(1500), dateOfBirth: '2009-05-01' }),
      ],
    );

  it('keeps every rule, checked the planner’s way', () => {
    const input = week();
    const problem = fillProblem(input);
    const result = fillResult(problem, greedyFill(problem), SOLVER);
    expect(result.rows.length).toBeGreaterThan(0);
    expect(checkProposal(input, result)).toEqual([]);
  });

  it('is never better than the exhaustive optimum, and the optimum keeps every rule', () => {
    const input = week();
    const problem = fillProblem({ ...input, slots: input.slots.slice(0, 8) });
    const best = exhaustiveFill(problem);
    expect(compareObjectives(best.objective, fillObjective(problem, greedyFill(problem)))).toBeLessThanOrEqual(0);
    expect(checkProposal({ ...input, slots: input.slots.slice(0, 8) }, fillResult(problem, best.choice, SOLVER))).toEqual([]);
  });

  it('gives the same proposal whatever the order of its inputs', () => {
    const input = week();
    const first = fillResult(fillProblem(input), greedyFill(fillProblem(input)), SOLVER);
    const again = { ...input, slots: shuffled(input.slots, 7), candidates: shuffled(input.candidates, 7) };
    expect(fillResult(fillProblem(again), greedyFill(fillProblem(again)), SOLVER)).toEqual(first);
  });
});

describe('checkProposal', () => {
  it("finds each rule a hand-made proposal breaks, with the planner's own words", () => {
    const input = fillInput(
      [slot('a1', '2026-12-09', '07:00', '15:00'), slot('a2', '2026-12-10', '07:00', '12:00', { serviceType: COOK })],
      [candidate('ann', { timeOff: [{ from: '2026-12-10', to: '2026-12-10' }], fixed: [fixed('k1', '2026-12-08', '17:00', '23:00')] })],
    );
    const row = (assignmentId: string) => ({
      assignmentId,
      employeeId: 'ann',
      date: '',
      startMinute: 0,
      endMinute: 0,
      costPence: 0,
      reasons: [],
    });
    const bad: FillResult = {
      rows: [row('a1'), row('a2')],
      unfilled: [],
      totals: { open: 2, filled: 2, costPence: 0, hours: {} },
      solver: SOLVER,
    };
    expect(checkProposal(input, bad).map((v) => [v.rule, v.message])).toEqual([
      ['service', 'not their service'],
      ['time-off', 'on time off'],
      ['rest', 'Ann has 8 h rest before this shift (at least 11 h).'],
      ['break', "Ann's 8 h shift has no break (at least 20 min over 6 h)."],
    ]);
  });
});
