import type { CurrencyCode } from '../accounts/preferences';
import { addDays, weekdayOf } from '../pay-periods/calendar-date';
import { elapsedMinutes, localInstant } from './elapsed-time';
import { MINIMUM_WAGE_CURRENCY, minimumWageOn, MinimumWageRates, shortDayMonth, UK_MINIMUM_WAGE_RATES } from './minimum-wage';
import { ageOn } from '../employees/date-of-birth';
import { formatMoney } from './pay-maths';
import { WORKING_TIME_RULES, WorkingTimeRules, YOUNG_WORKER_RULES, YoungWorkerRules } from './working-time-rules';

/**
 * Working-time and minimum-wage checks of one employee's planned week (issue 28): warnings for
 * the weekly grid, never refusals. Times are real instants, so the nights the clocks change
 * count the time that really passes (see elapsed-time.ts).
 */

export const WORKING_TIME_RULE_NAMES = [
  'rest',
  'weekly-hours',
  'break',
  'minimum-wage',
  'under-18-rest',
  'under-18-daily',
  'under-18-weekly',
] as const;
export type WorkingTimeRule = (typeof WORKING_TIME_RULE_NAMES)[number];

export interface WorkingTimeWarning {
  employee_id: string;
  /** yyyy-mm-dd: the rota day whose cell shows it. */
  date: string;
  rule: WorkingTimeRule;
  message: string;
}

/** One of the employee's planned assignments, at any of the account's workplaces. */
export interface CheckedAssignment {
  /** The rota day, yyyy-mm-dd. */
  date: string;
  /** Real start and end, epoch milliseconds. */
  start: number;
  end: number;
  /** Real elapsed minutes (end - start). */
  elapsedMinutes: number;
  /** The unpaid break that counts. */
  breakMinutes: number;
  /** Elapsed less the break. */
  paidMinutes: number;
  /** The employee's hourly rate in pence in force that day (null: unknown). */
  ratePence: number | null;
  /** True for the workplace being checked (its grid shows the warnings); others only count for rest and hours. */
  here: boolean;
}

export interface EmployeeWeek {
  employeeId: string;
  displayName: string;
  /** yyyy-mm-dd, or null when unknown (the adult minimum is assumed). */
  dateOfBirth: string | null;
  /**
   * Every assignment of theirs the checks need: the Monday-Sunday weeks containing `from`-`to`, and
   * the days just before and after them (rest across the week's edges), at every workplace.
   */
  assignments: readonly CheckedAssignment[];
  /** The dates warnings are given for, both included. */
  from: string;
  to: string;
  /** The rates' currency: the minimum wage is checked only when it is the bands' own. */
  currency: CurrencyCode;
}

/** An assignment's real instants and elapsed minutes on the workplace's clock (a skipped time: just after the gap). */
export function assignmentInstants(rotaDate: string, startMinute: number, endMinute: number, zone: string) {
  const elapsed = elapsedMinutes(rotaDate, startMinute, endMinute, zone);
  let start = localInstant(rotaDate, startMinute, zone);
  // Only older events can hold a time the clock skips; elapsedMinutes reads it as just after the gap.
  for (let later = startMinute + 1; start === null && later <= startMinute + 180; later++) start = localInstant(rotaDate, later, zone);
  const startInstant = start ?? Date.parse(`${rotaDate}T00:00:00Z`) + startMinute * 60_000;
  return { start: startInstant, end: startInstant + elapsed * 60_000, elapsedMinutes: elapsed };
}

/** 570 → '9 h 30', 660 → '11 h', 45 → '45 min'. */
export function hoursText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

const inRange = (date: string, week: EmployeeWeek) => date >= week.from && date <= week.to;
const byStart = (assignments: readonly CheckedAssignment[]) => [...assignments].sort((a, b) => a.start - b.start || a.end - b.end);
const warning = (week: EmployeeWeek, date: string, rule: WorkingTimeRule, message: string): WorkingTimeWarning => ({
  employee_id: week.employeeId,
  date,
  rule,
  message,
});

/**
 * Daily rest: less than 11 hours from the end of one working day's last assignment to the start of the
 * next day's first. Assignments on one rota day are a split day, not a rest (the law asks for 11
 * consecutive hours in each 24, not after every shift). Shown on the later assignment, or, when that
 * one is at another workplace, on the earlier one; only when that day is one of the dates asked.
 */
export function restWarnings(week: EmployeeWeek, rules: WorkingTimeRules = WORKING_TIME_RULES): WorkingTimeWarning[] {
  return restWarningsBelow(week, 'rest', rules.minRestMinutes, () => true, '');
}

/** The last assignment of an earlier rota day before `assignment` starts (the one the rest is counted from), or undefined. */
export function previousWorkingDayAssignment<S extends Pick<CheckedAssignment, 'date' | 'start' | 'end'>>(
  assignment: S,
  assignments: readonly S[],
): S | undefined {
  let previous: S | undefined;
  for (const other of assignments) {
    if (other.date < assignment.date && other.start < assignment.start && (!previous || other.end > previous.end)) previous = other;
  }
  return previous;
}

/** Whole minutes of rest from `previous`'s end to `assignment`'s start (0 when they overlap). */
export const restMinutesBetween = (previous: Pick<CheckedAssignment, 'end'>, assignment: Pick<CheckedAssignment, 'start'>) =>
  Math.max(0, Math.round((assignment.start - previous.end) / 60_000));

function restWarningsBelow(
  week: EmployeeWeek,
  rule: WorkingTimeRule,
  minRest: number,
  applies: (assignment: CheckedAssignment) => boolean,
  who: string,
): WorkingTimeWarning[] {
  const assignments = byStart(week.assignments);
  const warnings: WorkingTimeWarning[] = [];
  for (const assignment of assignments) {
    if (!applies(assignment)) continue;
    const previous = previousWorkingDayAssignment(assignment, assignments);
    if (!previous) continue;
    const rest = restMinutesBetween(previous, assignment);
    if (rest >= minRest) continue;
    const least = `(at least ${hoursText(minRest)}${who ? ` ${who}` : ''}).`;
    const name = `${week.displayName}${who ? ` (${who})` : ''}`;
    if (assignment.here) {
      if (inRange(assignment.date, week)) {
        warnings.push(warning(week, assignment.date, rule, `${name} has ${hoursText(rest)} rest before this shift ${least}`));
      }
    } else if (previous.here && inRange(previous.date, week)) {
      warnings.push(warning(week, previous.date, rule, `${name} has ${hoursText(rest)} rest after this shift ${least}`));
    }
  }
  return unique(warnings);
}

/** True when the person is younger than the young workers' age on `date` (no date of birth: an adult). */
export function isYoungWorkerOn(dateOfBirth: string | null, date: string, rules: YoungWorkerRules = YOUNG_WORKER_RULES): boolean {
  return dateOfBirth !== null && ageOn(dateOfBirth, date) < rules.underAge;
}

const UNDER_18 = 'under 18';

/** Under 18 on the later assignment's day: at least 12 hours' rest between working days. */
export function youngWorkerRestWarnings(week: EmployeeWeek, rules: YoungWorkerRules = YOUNG_WORKER_RULES): WorkingTimeWarning[] {
  const young = (assignment: CheckedAssignment) => isYoungWorkerOn(week.dateOfBirth, assignment.date, rules);
  return restWarningsBelow(week, 'under-18-rest', rules.minRestMinutes, young, UNDER_18);
}

/** Paid minutes per rota day, every workplace counted. */
export function paidMinutesByDate(assignments: readonly Pick<CheckedAssignment, 'date' | 'paidMinutes'>[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const assignment of assignments) days.set(assignment.date, (days.get(assignment.date) ?? 0) + assignment.paidMinutes);
  return days;
}

/** Under 18 that day: more than 8 paid hours on one rota day (every workplace counts); shown on that day here. */
export function youngWorkerDailyWarnings(week: EmployeeWeek, rules: YoungWorkerRules = YOUNG_WORKER_RULES): WorkingTimeWarning[] {
  const warnings: WorkingTimeWarning[] = [];
  for (const [date, total] of [...paidMinutesByDate(week.assignments)].sort(([a], [b]) => a.localeCompare(b))) {
    if (total <= rules.maxDailyPaidMinutes || !isYoungWorkerOn(week.dateOfBirth, date, rules)) continue;
    if (!inRange(date, week) || !week.assignments.some((s) => s.here && s.date === date)) continue;
    const message = `${week.displayName} (${UNDER_18}) is planned for ${hoursText(total)} this day (at most ${hoursText(rules.maxDailyPaidMinutes)} ${UNDER_18}).`;
    warnings.push(warning(week, date, 'under-18-daily', message));
  }
  return warnings;
}

/**
 * Under 18 on the week's Monday: more than 40 paid hours in the Monday-Sunday week (every
 * workplace counts), shown on the same day as the 48-hour warning would be.
 */
export function youngWorkerWeeklyWarnings(week: EmployeeWeek, rules: YoungWorkerRules = YOUNG_WORKER_RULES): WorkingTimeWarning[] {
  const young = { ...week, assignments: week.assignments.filter((s) => isYoungWorkerOn(week.dateOfBirth, mondayOf(s.date), rules)) };
  return weeklyHoursWarnings(young, { ...WORKING_TIME_RULES, maxWeeklyPaidMinutes: rules.maxWeeklyPaidMinutes }).map((w) => ({
    ...w,
    rule: 'under-18-weekly',
    message: w.message.replace(week.displayName, `${week.displayName} (${UNDER_18})`).replace(/\)\.$/, ` ${UNDER_18}).`),
  }));
}

/** The Monday of the Monday-Sunday week containing `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * More than 48 paid hours in a Monday-Sunday week (every workplace counts). Shown once a week,
 * on the first day here from the assignment that takes the total over, else on the week's last day
 * here; only when that day is one of the dates asked.
 */
export function weeklyHoursWarnings(week: EmployeeWeek, rules: WorkingTimeRules = WORKING_TIME_RULES): WorkingTimeWarning[] {
  const weeks = new Map<string, CheckedAssignment[]>();
  for (const assignment of byStart(week.assignments)) {
    const monday = mondayOf(assignment.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), assignment]);
  }
  const warnings: WorkingTimeWarning[] = [];
  for (const assignments of weeks.values()) {
    const total = assignments.reduce((sum, s) => sum + s.paidMinutes, 0);
    if (total <= rules.maxWeeklyPaidMinutes) continue;
    let running = 0;
    const crossing = assignments.findIndex((s) => (running += s.paidMinutes) > rules.maxWeeklyPaidMinutes);
    // The same day whichever dates are asked: the grid of one day and of the week agree.
    const day = assignments.slice(crossing).find((s) => s.here)?.date ?? assignments.filter((s) => s.here).at(-1)?.date;
    if (!day || !inRange(day, week)) continue;
    const message = `${week.displayName} is planned for ${hoursText(total)} this week (at most ${hoursText(rules.maxWeeklyPaidMinutes)}).`;
    warnings.push(warning(week, day, 'weekly-hours', message));
  }
  return warnings;
}

/** Over 6 hours (elapsed) with an unpaid break under 20 minutes: the break rule is broken. */
export const breakTooShort = (
  assignment: Pick<CheckedAssignment, 'elapsedMinutes' | 'breakMinutes'>,
  rules: WorkingTimeRules = WORKING_TIME_RULES,
) => assignment.elapsedMinutes > rules.breakNeededOverMinutes && assignment.breakMinutes < rules.minBreakMinutes;

/** An assignment here over 6 hours (elapsed) with an unpaid break under 20 minutes. */
export function breakWarnings(week: EmployeeWeek, rules: WorkingTimeRules = WORKING_TIME_RULES): WorkingTimeWarning[] {
  const rule = `(at least ${hoursText(rules.minBreakMinutes)} over ${hoursText(rules.breakNeededOverMinutes)}).`;
  return byStart(week.assignments)
    .filter((s) => s.here && inRange(s.date, week))
    .filter((s) => breakTooShort(s, rules))
    .map((s) => {
      const has = s.breakMinutes === 0 ? 'has no break' : `has a ${hoursText(s.breakMinutes)} break`;
      return warning(week, s.date, 'break', `${week.displayName}'s ${hoursText(s.elapsedMinutes)} shift ${has} ${rule}`);
    });
}

/**
 * The rate in force on a day they work here is below the legal minimum for their age that day
 * (without a date of birth, the 21 and over rate, and the message says so). Checked only when the
 * rota's currency is the rates' (the pound); once per day.
 */
export function minimumWageWarnings(week: EmployeeWeek, rates: readonly MinimumWageRates[] = UK_MINIMUM_WAGE_RATES): WorkingTimeWarning[] {
  if (week.currency !== MINIMUM_WAGE_CURRENCY) return [];
  const warnings: WorkingTimeWarning[] = [];
  for (const assignment of byStart(week.assignments)) {
    if (!assignment.here || !inRange(assignment.date, week) || assignment.ratePence === null) continue;
    const minimum = minimumWageOn(assignment.date, week.dateOfBirth, rates);
    if (!minimum || assignment.ratePence >= minimum.ratePence) continue;
    const rate = formatMoney(assignment.ratePence, week.currency);
    const least = formatMoney(minimum.ratePence, week.currency);
    const assumed = minimum.assumed ? ` (no date of birth: the ${minimum.label} rate is assumed)` : '';
    const message = `${week.displayName}'s rate ${rate} is below the ${least} minimum for ${minimum.label} on ${shortDayMonth(assignment.date)}${assumed}.`;
    warnings.push(warning(week, assignment.date, 'minimum-wage', message));
  }
  return unique(warnings);
}

/** Every check of one employee's week, by date then rule. */
export function employeeWeekWarnings(week: EmployeeWeek): WorkingTimeWarning[] {
  const order: readonly WorkingTimeRule[] = WORKING_TIME_RULE_NAMES;
  return [
    ...restWarnings(week),
    ...weeklyHoursWarnings(week),
    ...breakWarnings(week),
    ...minimumWageWarnings(week),
    ...youngWorkerRestWarnings(week),
    ...youngWorkerDailyWarnings(week),
    ...youngWorkerWeeklyWarnings(week),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : order.indexOf(a.rule) - order.indexOf(b.rule)));
}

function unique(warnings: WorkingTimeWarning[]): WorkingTimeWarning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${w.date}|${w.rule}|${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
