import { DomainError } from '../shared/errors';
import { BREAK_MESSAGES as M, breakFor, checkedBreakMinutes, checkedBreakRules, paidMinutes, ruleBreakMinutes } from './breaks';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  return null;
};

describe('unpaid breaks', () => {
  const rules = [
    { afterHours: 6, unpaidMinutes: 30 },
    { afterHours: 10, unpaidMinutes: 45 },
  ];

  it('a rule applies to a shift longer than its hours: the longest rule passed wins', () => {
    expect(ruleBreakMinutes(360, rules)).toBe(0); // exactly 6 h: not over
    expect(ruleBreakMinutes(361, rules)).toBe(30);
    expect(ruleBreakMinutes(480, rules)).toBe(30);
    expect(ruleBreakMinutes(660, rules)).toBe(45);
    expect(ruleBreakMinutes(480, [])).toBe(0);
    expect(ruleBreakMinutes(480, undefined)).toBe(0);
  });

  it("pays elapsed less the break: 07:00-15:00 with the 6 h rule pays 7 h 30; the assignment's own break wins", () => {
    expect(paidMinutes(480, undefined, rules)).toBe(450);
    expect(paidMinutes(480, null, rules)).toBe(450);
    expect(paidMinutes(480, 15, rules)).toBe(465);
    expect(paidMinutes(480, 0, rules)).toBe(480);
    expect(paidMinutes(300, undefined, rules)).toBe(300);
  });

  it('never takes the whole shift', () => {
    expect(breakFor(30, 45, rules)).toBe(29);
  });

  it('checks breakMinutes and break rules with their messages', () => {
    expect(checkedBreakMinutes(30)).toBe(30);
    for (const bad of [-1, 181, 1.5, '30', null]) expect(refusal(() => checkedBreakMinutes(bad))).toBe(M.breakMinutes);
    expect(
      checkedBreakRules([
        { afterHours: 10, unpaidMinutes: 45 },
        { afterHours: 6, unpaidMinutes: 30 },
      ]),
    ).toEqual(rules);
    expect(checkedBreakRules([])).toEqual([]);
    expect(refusal(() => checkedBreakRules('x'))).toBe(M.breakRules);
    expect(refusal(() => checkedBreakRules([1]))).toBe(M.breakRules);
    expect(refusal(() => checkedBreakRules(new Array(6).fill({ afterHours: 6, unpaidMinutes: 30 })))).toBe(M.breakRules);
    expect(refusal(() => checkedBreakRules([{ afterHours: 0, unpaidMinutes: 30 }]))).toBe(M.afterHours);
    expect(refusal(() => checkedBreakRules([{ afterHours: 6.1, unpaidMinutes: 30 }]))).toBe(M.afterHours);
    expect(refusal(() => checkedBreakRules([{ afterHours: 6, unpaidMinutes: 0 }]))).toBe(M.unpaidMinutes);
    expect(
      refusal(() =>
        checkedBreakRules([
          { afterHours: 6, unpaidMinutes: 30 },
          { afterHours: 6, unpaidMinutes: 20 },
        ]),
      ),
    ).toBe(M.duplicateRule);
  });
});
