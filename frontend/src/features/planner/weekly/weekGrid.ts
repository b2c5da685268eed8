import { formatHoursMinutes, formatMoney, type CurrencyCode } from '@rotaledger/domain';
import type { Dayjs } from 'dayjs';
import { fromServedTime } from '@rotaledger/contracts/wire-time';
import type { WeekAssignment } from '../types';
import type { Tally } from './weekSummary';

/** The row key of the open shifts (an employee's row is keyed by their id). */
export const OPEN_ROW = 'open';
/** The grid's rows by index (table.rows): the days' header, open shifts, then employees, then the totals. */
export const HEADER_ROW_INDEX = 0;
export const OPEN_ROW_INDEX = 1;
export const FIRST_EMPLOYEE_ROW_INDEX = 2;
/** The week's column: the name is 0, the days 1-7. */
export const WEEK_COLUMN = 8;

export const cellKey = (row: string, isoDate: string) => `${row}|${isoDate}`;

export function byStart<T extends WeekAssignment>(list: readonly T[] | undefined): T[] {
  return [...(list ?? [])].sort((a, b) => fromServedTime(a.time_start) - fromServedTime(b.time_start));
}

/** "Monday 8 March", as the cells' buttons name their day. */
export const longDayName = (d: Dayjs) => d.format('dddd D MMMM');

/** The figures' words in the owner's currency: '—' where a rate is unknown. */
export function moneyWords(currency: CurrencyCode) {
  const money = (pence: number | null) => (pence === null ? '—' : formatMoney(pence, currency));
  const tallyText = (tally: Tally) => `${formatHoursMinutes(tally.minutes)}, ${money(tally.pence)}`;
  return { money, tallyText };
}
