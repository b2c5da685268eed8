/**
 * Calendar dates as plain 'yyyy-mm-dd' strings, with no time of day and no time zone:
 * a rota day is the same day wherever the browser or the server runs. Arithmetic goes
 * through whole day numbers (days since 1970-01-01), so there is no DST or clock drift.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHORT_DATE = /^(\d{2})\/(\d{2})\/(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** True for a real calendar date written 'yyyy-mm-dd' (so '2025-02-30' is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The years a date the app accepts may fall in. Rotas and pay are planned around now; a
 * year like 0202 or 9999 is a typo or a probe, and would make ranges and exports absurd.
 */
export const SUPPORTED_YEARS = { first: 2000, last: 2100 } as const;

export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= SUPPORTED_YEARS.first && year <= SUPPORTED_YEARS.last;
}

export function parseIsoDate(value: IsoDate): DateParts {
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date (yyyy-mm-dd): ${String(value)}`);
  return { year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)), day: Number(value.slice(8, 10)) };
}

export function toIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/** Whole days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * MS_PER_DAY);
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** 0 = Sunday ... 6 = Saturday, as the spec's num_1 preference counts. */
export function weekdayOf(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Every date from start to end, both included; empty when end is before start. */
export function datesInRange(start: IsoDate, end: IsoDate): IsoDate[] {
  const first = dayNumber(start);
  const last = dayNumber(end);
  const dates: IsoDate[] = [];
  for (let n = first; n <= last; n += 1) dates.push(fromDayNumber(n));
  return dates;
}

/** 'dd/mm/yy': how the spec shows dates and how the pay API keys `hoursInDays`. */
export function toShortDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad2(day)}/${pad2(month)}/${pad2(year % 100)}`;
}

/** 'dd/mm/yyyy': unambiguous in a spreadsheet. */
export function toLongDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/** Reads a pay API key 'dd/mm/yy' (years 2000-2099); null when it is not a real date. */
export function fromShortDate(value: string): IsoDate | null {
  const match = SHORT_DATE.exec(value);
  if (!match) return null;
  const iso = `20${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}
