import { DateTime } from 'luxon';
import { MONTH_NAMES, parseIsoDate, type IsoDate } from '../pay-periods/calendar-date';
import { localInstant } from '../pay/elapsed-time';
import { paidMinutesOf, payPence } from '../pay/pay-maths';
import { formatTimeOfDay } from '../shared/time-span';
import { shortDayName, type PayLine } from './pay-lines';
import type { ShortNoticeRule } from './pay-rules';

/**
 * Short-notice pay (issue 39): a shift cancelled or cut less than the rule's hours before it
 * starts pays the paid hours lost (or the rule's fixed hours) at the employee's rate that day.
 *
 * "Before it starts" counts from when the employee was told, as the event log records it:
 * - 'live' mode: staff see every change at once, so they were told by the change itself, and
 *   knew of the shift from when it was given to them;
 * - 'on-publish' mode: staff see each week as last published, so they knew of the shift from the
 *   publish that showed it, and are told of the cancellation or cut by the next publish that no
 *   longer shows it (a change never published tells no one, and a shift never published was
 *   never theirs to lose).
 *
 * A change told after the shift has ended is a correction of the record, not a cancellation: it
 * pays nothing. Times are on the workplace's clock; hours lost are paid minutes (breaks out,
 * clock changes counted), as everywhere else in pay.
 */

/** A person's time on a shift: rota-day minutes and the unpaid break. */
export interface CutSpan {
  startMinute: number;
  endMinute: number;
  breakMinutes?: number;
}

/** One employee's assignment cancelled or cut, as the pay ledger records it from the events. */
export interface ShiftCut {
  assignmentId: string;
  employeeId: string;
  rotaDate: IsoDate;
  /** The shift as the employee knew it. */
  before: CutSpan;
  /** What is left of it for them (null: cancelled, or given to someone else). */
  after: CutSpan | null;
  /** When they were told of the shift as it was (the publish that showed it, or the change that gave it to them): ISO instant. */
  publishedAt: string;
  publishedEventId: string;
  /** When the cancellation or cut was made: ISO instant. */
  changedAt: string;
  /** When they were told of it (the change itself in 'live' mode, the next publish in 'on-publish' mode): ISO instant. */
  toldAt: string;
  /** The change, and in 'on-publish' mode the publish that told them. */
  toldEventIds: string[];
}

const MS_PER_HOUR = 3_600_000;

const clockAt = (at: string, zone: string) => {
  const local = DateTime.fromISO(at, { zone });
  const { month, day } = parseIsoDate(local.toISODate() ?? at.slice(0, 10));
  return `${day} ${MONTH_NAMES[month - 1].slice(0, 3)} ${local.toFormat('HH:mm')}`;
};

const hhmm = (minute: number) => formatTimeOfDay(minute, false);
const spanText = (span: CutSpan) => `${hhmm(span.startMinute)}–${hhmm(span.endMinute)}`;

/**
 * "Short notice for Tue 3 Nov 09:00–17:00: published 1 Nov 10:00, cancelled 3 Nov 07:30", and
 * when staff learnt of it later than it was made (on-publish mode): ", told 3 Nov 08:00".
 */
export function shortNoticeNote(cut: ShiftCut, zone: string): string {
  const what = cut.after ? `cut to ${spanText(cut.after)}` : 'cancelled';
  const changed = clockAt(cut.changedAt, zone);
  const told = clockAt(cut.toldAt, zone);
  const head = `Short notice for ${shortDayName(cut.rotaDate)} ${spanText(cut.before)}: published ${clockAt(cut.publishedAt, zone)}, ${what} ${changed}`;
  return told === changed ? head : `${head}, told ${told}`;
}

/** The paid minutes the cut took from the employee (0 when it took none). */
export function lostPaidMinutes(cut: ShiftCut, zone: string): number {
  const paid = (span: CutSpan) => paidMinutesOf({ rotaDate: cut.rotaDate, ...span }, zone);
  return Math.max(0, paid(cut.before) - (cut.after ? paid(cut.after) : 0));
}

/**
 * The short-notice pay line a cut earns under the rule in force on its day, or null: no rule,
 * enough notice, nothing lost, or told only after the shift had ended.
 */
export function shortNoticeLine(cut: ShiftCut, rule: ShortNoticeRule | null, zone: string, ratePence: number | null): PayLine | null {
  if (!rule) return null;
  const starts = localInstant(cut.rotaDate, cut.before.startMinute, zone);
  const ends = localInstant(cut.rotaDate, cut.before.endMinute, zone);
  const told = Date.parse(cut.toldAt);
  if (starts === null || ends === null || Number.isNaN(told)) return null;
  if (told >= ends || starts - told >= rule.hours * MS_PER_HOUR) return null;
  const lost = lostPaidMinutes(cut, zone);
  if (lost === 0) return null;
  const minutes = rule.pay === 'fixed' ? Math.round((rule.fixedHours ?? 0) * 60) : lost;
  const rate = ratePence ?? 0;
  return {
    employeeId: cut.employeeId,
    type: 'short-notice',
    date: cut.rotaDate,
    minutes,
    ratePence: rate,
    amountPence: payPence(minutes, rate),
    eventIds: [...new Set([cut.publishedEventId, ...cut.toldEventIds])].sort(),
    note: shortNoticeNote(cut, zone),
  };
}
