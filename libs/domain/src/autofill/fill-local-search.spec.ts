import { fillObjective } from './fill-objective';
import { fillProblem } from './fill-problem';
import { improveFill } from './fill-local-search';
import { candidate, COOK, fillInput, rate, slot } from './testing/fill-builders';

const pairOf = (problem: ReturnType<typeof fillProblem>, assignmentId: string, employeeId: string) => {
  const s = problem.slots.findIndex((f) => f.slot.assignmentId === assignmentId);
  return problem.pairsOfSlot[s].find((p) => problem.people[problem.pairs[p].person].candidate.employeeId === employeeId)!;
};
const named = (problem: ReturnType<typeof fillProblem>, choice: readonly number[]) =>
  Object.fromEntries(
    choice.map((p, s) => [problem.slots[s].slot.assignmentId, p < 0 ? null : problem.people[problem.pairs[p].person].candidate.employeeId]),
  );

describe('improveFill', () => {
  it('given Ann on the Barista slot and the Cook slot only she can do left open, hands the Barista slot to Bob', () => {
    const problem = fillProblem(
      fillInput(
        [slot('a1', '2026-12-09', '07:00', '12:00'), slot('c1', '2026-12-09', '07:00', '12:00', { serviceType: COOK })],
        [candidate('ann', { services: [109, COOK] }), candidate('bob')],
      ),
    );
    const start = problem.slots.map((f) => (f.slot.assignmentId === 'a1' ? pairOf(problem, 'a1', 'ann') : -1));
    expect(named(problem, improveFill(problem, start))).toEqual({ a1: 'bob', c1: 'ann' });
  });

  it('given two people each on the slot the other does cheaper, swaps them', () => {
    // Ann is £13.00 on Baristas, Bob £14.00; each works one day at most; the week's cost falls by swapping the two slots' people.
    const problem = fillProblem(
      fillInput(
        [slot('long', '2026-12-09', '07:00', '15:00', { breakMinutes: 30 }), slot('short', '2026-12-10', '07:00', '12:00')],
        [
          candidate('ann', { rates: rate(1300), contract: { maxDaysPerWeek: 1 } }),
          candidate('bob', { rates: rate(1400), contract: { maxDaysPerWeek: 1 } }),
        ],
      ),
    );
    const start = problem.slots.map((f) => pairOf(problem, f.slot.assignmentId, f.slot.assignmentId === 'long' ? 'bob' : 'ann'));
    const improved = improveFill(problem, start);
    expect(named(problem, improved)).toEqual({ long: 'ann', short: 'bob' });
    // 7.5 h × £13.00 + 5 h × £14.00 = £167.50, from 7.5 h × £14.00 + 5 h × £13.00 = £170.00.
    expect(fillObjective(problem, improved).costPence).toBe(16750);
    expect(fillObjective(problem, start).costPence).toBe(17000);
  });

  it("given a dear Cook on the slot the cheap Ann could take, hands Ann's clashing Barista slot to Bob so Ann can take it", () => {
    // Ann (£13.00) does both, at the same hour; Bob (£14.00) only Baristas, Cat (£18.00) only Cooks.
    const problem = fillProblem(
      fillInput(
        [slot('bar', '2026-12-09', '07:00', '12:00'), slot('cook', '2026-12-09', '07:00', '12:00', { serviceType: COOK })],
        [
          candidate('ann', { services: [109, COOK], rates: rate(1300) }),
          candidate('bob', { rates: rate(1400) }),
          candidate('cat', { services: [COOK], rates: rate(1800) }),
        ],
      ),
    );
    const start = [pairOf(problem, 'bar', 'ann'), pairOf(problem, 'cook', 'cat')];
    const improved = improveFill(problem, start);
    expect(named(problem, improved)).toEqual({ bar: 'bob', cook: 'ann' });
    // 5 h × £14.00 + 5 h × £13.00 = £135.00, from 5 h × £13.00 + 5 h × £18.00 = £155.00.
    expect([fillObjective(problem, start).costPence, fillObjective(problem, improved).costPence]).toEqual([15500, 13500]);
  });

  it('stops when its caller says so, answering what it has', () => {
    const problem = fillProblem(fillInput([slot('a1', '2026-12-09', '07:00', '12:00')], [candidate('ann')]));
    expect(improveFill(problem, [-1], { shouldStop: () => true })).toEqual([-1]);
    expect(improveFill(problem, [-1])).toEqual([problem.pairsOfSlot[0][0]]);
  });
});
