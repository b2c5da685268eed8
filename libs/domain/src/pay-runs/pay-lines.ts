import { dayNumber, parseIsoDate, weekdayOf, WEEKDAY_NAMES, MONTH_NAMES, type IsoDate } from '../pay-periods/calendar-date';
import { formatMoney, payPence } from '../pay/pay-maths';
import type { OvertimeRule, PremiumRule } from './pay-rules';

/**
 * Pay lines (issue 39): one employee's paid minutes in a pay period, split by type and priced.
 * The minutes are the existing pay maths' (breaks, clock changes, approved actual hours: the day
 * document's paid minutes), each day at the rate in force that day; this file adds only the split:
 *
 * - overtime: a day's paid minutes past `afterDailyHours`, then, of the rest, the minutes past
 *   `afterWeeklyHours` in a week (7-day blocks from the period's first day, days in date order:
 *   the day that crosses the threshold is split), at the rate × the overtime multiplier;
 * - premium: the other minutes of a premium day (a public holiday of the chosen region, or a
 *   chosen date: the rota day the shift starts on), at the rate × the premium multiplier. Overtime
 *   on a premium day takes the larger multiplier (and the type that goes with it);
 * - normal: the rest.
 *
 * A multiplied rate is rounded half up to the penny, then a line's amount is its minutes × its rate,
 * rounded half up once per line (so hours × rate on a payslip gives the amount). Normal and
 * overtime lines are one per rate; premium lines one per day.
 */
export const PAY_LINE_TYPES = ['normal', 'overtime', 'premium', 'holiday', 'short-notice', 'adjustment'] as const;
export type PayLineType = (typeof PAY_LINE_TYPES)[number];

/** One employee's paid minutes on one rota day, with the events behind them. */
export interface WorkedDay {
  date: IsoDate;
  minutes: number;
  /** The base rate in force that day in pence (null: unknown, priced at 0). */
  ratePence: number | null;
  eventIds: readonly string[];
}

export interface PayLine {
  employeeId: string;
  type: PayLineType;
  date?: IsoDate;
  minutes: number;
  ratePence: number;
  amountPence: number;
  eventIds: string[];
  note?: string;
}

/** A day's own figure: its minutes and the pence of its pieces, each piece rounded (what an adjustment compares). */
export interface DayFigure {
  minutes: number;
  pence: number;
}

/** The rules a period is priced with, by day. */
export interface PricingRules {
  overtimeOn: (date: IsoDate) => OvertimeRule | null;
  premiumOn: (date: IsoDate) => PremiumRule | null;
  isPremiumDay: (rule: PremiumRule | null, date: IsoDate) => boolean;
}

interface Piece {
  date: IsoDate;
  type: 'normal' | 'overtime' | 'premium';
  minutes: number;
  ratePence: number;
  eventIds: readonly string[];
}

/** A rate × a multiplier (e.g. 1.5), rounded half up to the penny, in integers. */
export function multipliedRate(ratePence: number, multiplier: number): number {
  const hundredths = Math.round(multiplier * 100);
  return Math.floor((ratePence * hundredths + 50) / 100);
}

const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

function piecesOf(periodStart: IsoDate, days: readonly WorkedDay[], rules: PricingRules): Piece[] {
  const normalInWeek = new Map<number, number>();
  const pieces: Piece[] = [];
  for (const day of [...days].filter((d) => d.minutes > 0).sort(byDate)) {
    const base = day.ratePence ?? 0;
    const overtime = rules.overtimeOn(day.date);
    const premium = rules.premiumOn(day.date);
    const premiumDay = rules.isPremiumDay(premium, day.date);
    const dailyOvertime = overtime?.afterDailyHours !== undefined ? Math.max(0, day.minutes - overtime.afterDailyHours * 60) : 0;
    const rest = day.minutes - dailyOvertime;
    const week = Math.floor((dayNumber(day.date) - dayNumber(periodStart)) / 7);
    const counted = normalInWeek.get(week) ?? 0;
    const room = overtime?.afterWeeklyHours !== undefined ? Math.max(0, overtime.afterWeeklyHours * 60 - counted) : Infinity;
    const weeklyOvertime = Math.max(0, rest - room);
    const normal = rest - weeklyOvertime;
    normalInWeek.set(week, counted + normal);
    const overtimeMinutes = dailyOvertime + weeklyOvertime;
    const piece = (type: Piece['type'], minutes: number, multiplier: number) => {
      if (minutes > 0) pieces.push({ date: day.date, type, minutes, ratePence: multipliedRate(base, multiplier), eventIds: day.eventIds });
    };
    if (premiumDay && premium) piece('premium', normal, premium.multiplier);
    else piece('normal', normal, 1);
    if (overtime && overtimeMinutes > 0) {
      const premiumWins = premiumDay && premium !== null && premium.multiplier > overtime.multiplier;
      piece(premiumWins ? 'premium' : 'overtime', overtimeMinutes, premiumWins ? premium.multiplier : overtime.multiplier);
    }
  }
  return pieces;
}

const unique = (ids: Iterable<string>) => [...new Set(ids)].sort();

/** One employee's pay lines over a period (`periodStart`: the first day, where weeks are counted from). */
export function payLinesFor(employeeId: string, periodStart: IsoDate, days: readonly WorkedDay[], rules: PricingRules): PayLine[] {
  const groups = new Map<string, { type: Piece['type']; date?: IsoDate; ratePence: number; minutes: number; eventIds: string[] }>();
  for (const piece of piecesOf(periodStart, days, rules)) {
    const date = piece.type === 'premium' ? piece.date : undefined;
    const key = `${piece.type}|${date ?? ''}|${piece.ratePence}`;
    const group = groups.get(key) ?? { type: piece.type, ...(date ? { date } : {}), ratePence: piece.ratePence, minutes: 0, eventIds: [] };
    group.minutes += piece.minutes;
    group.eventIds.push(...piece.eventIds);
    groups.set(key, group);
  }
  const order: Record<Piece['type'], number> = { normal: 0, overtime: 1, premium: 2 };
  return [...groups.values()]
    .sort((a, b) => order[a.type] - order[b.type] || (a.date ?? '').localeCompare(b.date ?? '') || a.ratePence - b.ratePence)
    .map((group) => ({
      employeeId,
      type: group.type,
      ...(group.date ? { date: group.date } : {}),
      minutes: group.minutes,
      ratePence: group.ratePence,
      amountPence: payPence(group.minutes, group.ratePence),
      eventIds: unique(group.eventIds),
    }));
}

/** Each worked day's own figure under the same split (what a finalised period keeps, to compare later changes with). */
export function dayFiguresFor(periodStart: IsoDate, days: readonly WorkedDay[], rules: PricingRules): Record<IsoDate, DayFigure> {
  const figures: Record<IsoDate, DayFigure> = {};
  for (const piece of piecesOf(periodStart, days, rules)) {
    const figure = (figures[piece.date] ??= { minutes: 0, pence: 0 });
    figure.minutes += piece.minutes;
    figure.pence += payPence(piece.minutes, piece.ratePence);
  }
  return figures;
}

/** What changed a finalised day, for the adjustment's note: the latest such event. */
export interface DayChange {
  type: string;
  /** Who, as people read it (a username); null when unknown. */
  by: string | null;
  /** ISO instant. */
  at: string;
}

const CHANGE_WORDS: Record<string, string> = {
  TimesheetCorrected: 'timesheet corrected',
  TimesheetDayApproved: 'timesheet approved',
  ClockedIn: 'clocked in',
  ClockedOut: 'clocked out',
  AssignmentTimed: 'shift retimed',
  AssignmentAdded: 'shift added',
  EmployeeAssigned: 'shift added',
  AssignmentRemoved: 'shift removed',
  EmployeeUnassigned: 'shift removed',
  ShiftDeleted: 'shift removed',
  AssignmentMoved: 'shift moved',
  RateChanged: 'rate corrected',
};

/** 'Tue 3 Nov' */
export function shortDayName(date: IsoDate): string {
  const { month, day } = parseIsoDate(date);
  const weekday = WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3);
  return `${weekday} ${day} ${MONTH_NAMES[month - 1].slice(0, 3)}`;
}

/** 30 → '+0.5', -75 → '-1.25': hours to 2 places, trailing zeros dropped, always signed. */
function signedHours(minutes: number): string {
  const hundredths = Math.sign(minutes) * Math.floor((Math.abs(minutes) * 100 + 30) / 60);
  const text = String(Math.abs(hundredths) / 100);
  return `${hundredths < 0 ? '-' : '+'}${text}`;
}

/**
 * "Adjustment for Tue 3 Nov: +0.5 h, £6.36, timesheet corrected by sam on 12 Nov"; of paid holiday:
 * "Adjustment for Tue 3 Nov (paid holiday): +0 h, £3.75, rate corrected by sam on 12 Nov".
 */
export function adjustmentNote(date: IsoDate, delta: DayFigure, change: DayChange | null, paidHoliday = false): string {
  const head = `Adjustment for ${shortDayName(date)}${paidHoliday ? ' (paid holiday)' : ''}: ${signedHours(delta.minutes)} h, ${formatMoney(delta.pence)}`;
  if (!change) return head;
  const what = CHANGE_WORDS[change.type] ?? 'changed';
  const on = change.at.slice(0, 10);
  const { day, month } = parseIsoDate(on);
  return `${head}, ${what}${change.by ? ` by ${change.by}` : ''} on ${day} ${MONTH_NAMES[month - 1].slice(0, 3)}`;
}

/** An adjustment due: a finalised day whose figure now differs from what was paid for it. */
export interface DueAdjustment {
  employeeId: string;
  /** The finalised period's first day. */
  adjustsPeriod: IsoDate;
  date: IsoDate;
  delta: DayFigure;
  /** The base rate in force that day now. */
  ratePence: number;
}

/**
 * What a finalised period still owes: each employee-day's figure now (`current`, priced with the
 * rules it was finalised with) less what was paid for it (`paid`: its figure when finalised plus
 * the adjustments already finalised in later periods). Zero differences are nothing.
 */
export function dueAdjustments(
  adjustsPeriod: IsoDate,
  current: Readonly<Record<string, Record<IsoDate, DayFigure>>>,
  paid: Readonly<Record<string, Record<IsoDate, DayFigure>>>,
  rateOn: (employeeId: string, date: IsoDate) => number | null,
): DueAdjustment[] {
  const due: DueAdjustment[] = [];
  for (const employeeId of unique([...Object.keys(current), ...Object.keys(paid)])) {
    const now = current[employeeId] ?? {};
    const then = paid[employeeId] ?? {};
    for (const date of unique([...Object.keys(now), ...Object.keys(then)])) {
      const delta = {
        minutes: (now[date]?.minutes ?? 0) - (then[date]?.minutes ?? 0),
        pence: (now[date]?.pence ?? 0) - (then[date]?.pence ?? 0),
      };
      if (delta.minutes === 0 && delta.pence === 0) continue;
      due.push({ employeeId, adjustsPeriod, date, delta, ratePence: rateOn(employeeId, date) ?? 0 });
    }
  }
  return due;
}

/** Minutes as hours to 2 places, half up (the lines' `hours`). */
export function hoursOfMinutes(minutes: number): number {
  const hundredths = Math.sign(minutes) * Math.floor((Math.abs(minutes) * 100 + 30) / 60);
  return hundredths / 100;
}

/** A period's totals: its lines' minutes and amounts added. */
export function totalsOf(lines: readonly Pick<PayLine, 'minutes' | 'amountPence'>[]): { minutes: number; amountPence: number } {
  return lines.reduce((t, l) => ({ minutes: t.minutes + l.minutes, amountPence: t.amountPence + l.amountPence }), {
    minutes: 0,
    amountPence: 0,
  });
}
