import { addDays, type IsoDate } from '../pay-periods/calendar-date';
import type { PayPeriod } from '../pay-periods/pay-periods';
import type { DayFigure, DueAdjustment } from './pay-lines';
import type { FinalisedPayLine, FinalisedPeriod } from './pay-period.decider';

/**
 * Where a finalised period's later changes are paid, and what counts as paid already (issue 39).
 * A change inside a finalised period is paid once: as an adjustment line of the first open period
 * after it; once that period is finalised too, the adjustment counts as paid (`paidDays`), so it
 * never shows again. Hours worked and paid holiday are compared apart (`AdjustmentBasis`): a rate
 * correction reprices both, and a holiday adjustment accrues no holiday. A period finalised before
 * paid holiday was kept by day (no `holidayDays`) has its paid holiday left as paid.
 */

/** What an adjustment corrects: the hours worked (with short-notice pay) or the paid holiday of a day. */
export type AdjustmentBasis = 'worked' | 'paid-holiday';

const basisOf = (line: Pick<FinalisedPayLine, 'paidHoliday'>): AdjustmentBasis => (line.paidHoliday ? 'paid-holiday' : 'worked');

/** What was paid for each employee-day of a finalised period: its figures then, plus the adjustments finalised since. */
export function paidDays(
  period: FinalisedPeriod,
  finalised: readonly FinalisedPeriod[],
  basis: AdjustmentBasis = 'worked',
): Record<string, Record<IsoDate, DayFigure>> {
  const paid: Record<string, Record<IsoDate, DayFigure>> = {};
  const figures = basis === 'worked' ? period.days : (period.holidayDays ?? {});
  for (const [employeeId, days] of Object.entries(figures)) {
    paid[employeeId] = Object.fromEntries(Object.entries(days).map(([date, figure]) => [date, { ...figure }]));
  }
  for (const other of finalised) {
    if (other.periodStart === period.periodStart) continue;
    for (const line of other.lines) {
      if (line.type !== 'adjustment' || line.adjustsPeriod !== period.periodStart || !line.date || basisOf(line) !== basis) continue;
      const figure = ((paid[line.employeeId] ??= {})[line.date] ??= { minutes: 0, pence: 0 });
      figure.minutes += line.minutes;
      figure.pence += line.amountPence;
    }
  }
  return paid;
}

/** The first period after `period` that is not finalised: where its adjustments are paid. */
export function firstOpenPeriodAfter(
  period: Pick<PayPeriod, 'end'>,
  periodOn: (date: IsoDate) => PayPeriod,
  isFinalised: (periodStart: IsoDate) => boolean,
  maxSteps = 1000,
): PayPeriod {
  let next = periodOn(addDays(period.end, 1));
  for (let step = 0; isFinalised(next.start) && step < maxSteps; step++) next = periodOn(addDays(next.end, 1));
  return next;
}

/** The events behind an employee-day's change since it was finalised, and the latest of them. */
export interface DayChangeSources {
  eventIds: string[];
  change: { type: string; userId: string | null; at: string } | null;
}

/** Due adjustments as pay lines (type 'adjustment', one per employee-day and basis), in date order. */
export function adjustmentLines(
  due: readonly DueAdjustment[],
  sourcesOf: (employeeId: string, date: IsoDate) => DayChangeSources,
  basis: AdjustmentBasis = 'worked',
): FinalisedPayLine[] {
  return [...due]
    .sort((a, b) => a.date.localeCompare(b.date) || a.employeeId.localeCompare(b.employeeId))
    .map((adjustment) => {
      const sources = sourcesOf(adjustment.employeeId, adjustment.date);
      return {
        employeeId: adjustment.employeeId,
        type: 'adjustment' as const,
        date: adjustment.date,
        minutes: adjustment.delta.minutes,
        ratePence: adjustment.ratePence,
        amountPence: adjustment.delta.pence,
        eventIds: sources.eventIds,
        adjustsPeriod: adjustment.adjustsPeriod,
        ...(basis === 'paid-holiday' ? { paidHoliday: true as const } : {}),
        ...(sources.change ? { change: sources.change } : {}),
      };
    });
}

/** Whether a line's minutes count as paid hours worked for holiday accrual (never holiday itself, nor pay for a shift not worked). */
export const accruesHoliday = (line: Pick<FinalisedPayLine, 'type' | 'paidHoliday'>): boolean =>
  ['normal', 'overtime', 'premium'].includes(line.type) || (line.type === 'adjustment' && !line.paidHoliday);
