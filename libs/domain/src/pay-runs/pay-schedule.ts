import { addDays, type IsoDate } from '../pay-periods/calendar-date';
import { DEFAULT_PAY_SCHEDULE, periodFor, rangeLabel, settingsOfSchedule, type PayPeriod } from '../pay-periods/pay-periods';
import type { PayRules } from './pay-rules';

/**
 * A workplace's pay periods under its dated pay schedule: the period of the schedule in force on a
 * day, cut at the days a schedule changes (a change starts a period on its `effectiveFrom` day;
 * the period before it ends the day before).
 */
export function payPeriodOn(rules: PayRules | undefined, date: IsoDate): PayPeriod {
  const history = rules?.paySchedule ?? [];
  let index = -1;
  for (let i = 0; i < history.length; i++) if (history[i].effectiveFrom <= date) index = i;
  const schedule = index >= 0 ? history[index].value : DEFAULT_PAY_SCHEDULE;
  const period = periodFor(date, settingsOfSchedule(schedule));
  const from = index >= 0 ? history[index].effectiveFrom : null;
  const until = index + 1 < history.length ? addDays(history[index + 1].effectiveFrom, -1) : null;
  const start = from !== null && period.start < from ? from : period.start;
  const end = until !== null && period.end > until ? until : period.end;
  return { kind: period.kind, start, end, label: rangeLabel(start, end) };
}

/** The periods from the one holding `from` to the one holding `to`, oldest first (at most `max`, the newest kept). */
export function payPeriodsBetween(rules: PayRules | undefined, from: IsoDate, to: IsoDate, max = 60): PayPeriod[] {
  const periods: PayPeriod[] = [];
  for (let period = payPeriodOn(rules, to); ; period = payPeriodOn(rules, addDays(period.start, -1))) {
    periods.unshift(period);
    if (period.start <= from || periods.length >= max) break;
  }
  return periods;
}
