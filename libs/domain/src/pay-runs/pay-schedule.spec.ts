import { payPeriodOn, payPeriodsBetween } from './pay-schedule';
import { checkedOvertime, checkedPaySchedule, checkedPremiums, PAY_RULE_MESSAGES, withRuleFrom, type PayRules } from './pay-rules';

const span = (rules: PayRules | undefined, date: string) => {
  const period = payPeriodOn(rules, date);
  return [period.start, period.end];
};
const from = (effectiveFrom: string, frequency: 'weekly' | 'fortnightly' | 'four-weekly' | 'monthly', anchorDate: string) => ({
  effectiveFrom,
  value: { frequency, anchorDate },
});

describe('pay schedules', () => {
  it('without one: Monday-to-Sunday weeks', () => {
    expect(span(undefined, '2026-11-04')).toEqual(['2026-11-02', '2026-11-08']);
  });

  it.each([
    ['weekly', '2026-01-07', '2026-11-04', ['2026-11-04', '2026-11-10']],
    ['fortnightly', '2026-01-05', '2026-11-04', ['2026-10-26', '2026-11-08']],
    ['fortnightly', '2026-01-05', '2025-12-31', ['2025-12-22', '2026-01-04']],
    ['four-weekly', '2026-01-05', '2026-02-02', ['2026-02-02', '2026-03-01']],
    ['monthly', '2026-01-01', '2026-02-14', ['2026-02-01', '2026-02-28']],
    ['monthly', '2026-01-15', '2026-02-14', ['2026-01-15', '2026-02-14']],
    ['monthly', '2026-01-31', '2026-02-28', ['2026-02-28', '2026-03-30']],
  ] as const)('%s anchored on %s puts %s in %j', (frequency, anchor, date, expected) => {
    expect(span({ paySchedule: [from('2020-01-01', frequency, anchor)] }, date)).toEqual(expected);
  });

  it('a change of schedule cuts the period it falls in, and starts the new one on its day', () => {
    const rules = { paySchedule: [from('2020-01-01', 'weekly', '2026-01-05'), from('2026-11-05', 'monthly', '2026-01-01')] };
    expect(span(rules, '2026-11-03')).toEqual(['2026-11-02', '2026-11-04']);
    expect(span(rules, '2026-11-05')).toEqual(['2026-11-05', '2026-11-30']);
    expect(payPeriodsBetween(rules, '2026-10-27', '2026-12-02').map((p) => p.start)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-05',
      '2026-12-01',
    ]);
  });

  it('a later decision replaces the ones from its day on', () => {
    const first = withRuleFrom(undefined, { effectiveFrom: '2026-01-01', value: 1 });
    expect(withRuleFrom(withRuleFrom(first, { effectiveFrom: '2026-06-01', value: 2 }), { effectiveFrom: '2026-03-01', value: 3 })).toEqual(
      [
        { effectiveFrom: '2026-01-01', value: 1 },
        { effectiveFrom: '2026-03-01', value: 3 },
      ],
    );
  });
});

describe('pay rule input', () => {
  it('dates each rule from today unless told', () => {
    expect(checkedPaySchedule({ frequency: 'fortnightly', anchorDate: '2026-01-05' }, '2026-11-01')).toEqual(
      from('2026-11-01', 'fortnightly', '2026-01-05'),
    );
    expect(checkedOvertime({ afterWeeklyHours: 40, multiplier: 1.5, effectiveFrom: '2026-12-01' }, '2026-11-01')).toEqual({
      effectiveFrom: '2026-12-01',
      value: { afterWeeklyHours: 40, multiplier: 1.5 },
    });
    expect(checkedPremiums(null, '2026-11-01')).toEqual({ effectiveFrom: '2026-11-01', value: null });
  });

  it.each([
    [() => checkedPaySchedule({ frequency: 'daily', anchorDate: '2026-01-05' }, '2026-11-01'), PAY_RULE_MESSAGES.paySchedule],
    [() => checkedPaySchedule({ frequency: 'weekly', anchorDate: '2026-02-30' }, '2026-11-01'), PAY_RULE_MESSAGES.paySchedule],
    [() => checkedOvertime({ multiplier: 1.5 }, '2026-11-01'), PAY_RULE_MESSAGES.overtime],
    [() => checkedOvertime({ afterWeeklyHours: 0, multiplier: 1.5 }, '2026-11-01'), PAY_RULE_MESSAGES.overtimeHours],
    [() => checkedOvertime({ afterDailyHours: 8, multiplier: 1.234 }, '2026-11-01'), PAY_RULE_MESSAGES.multiplier],
    [() => checkedOvertime({ afterDailyHours: 8, multiplier: 1.5, effectiveFrom: 'soon' }, '2026-11-01'), PAY_RULE_MESSAGES.effectiveFrom],
    [() => checkedPremiums({ region: 'wales', multiplier: 1.5 }, '2026-11-01'), PAY_RULE_MESSAGES.premiums],
    [() => checkedPremiums({ region: 'none', dates: ['24/12/26'], multiplier: 1.5 }, '2026-11-01'), PAY_RULE_MESSAGES.premiumDates],
  ])('refuses bad input (%#)', (check, message) => {
    expect(check).toThrow(message);
  });
});
