import type { CurrencyCode } from '../accounts/preferences';
import { formatMoney } from '../pay/pay-maths';
import { MONTH_NAMES, parseIsoDate, WEEKDAY_NAMES, weekdayOf } from '../pay-periods/calendar-date';
import { formatTimeOfDay, MINUTES_PER_DAY, TimeSpan } from '../shared/time-span';
import { serviceById } from '../shared/catalogue';

/** '2026-12-07' → 'Mon 7 Dec': short enough for a one-line summary. */
export function auditDate(isoDate: string): string {
  const { month, day } = parseIsoDate(isoDate);
  return `${WEEKDAY_NAMES[weekdayOf(isoDate)].slice(0, 3)} ${day} ${MONTH_NAMES[month - 1].slice(0, 3)}`;
}

/** Minutes after midnight → 'HH:MM' (1440 → '24:00'). */
export const auditTime = (minutes: number) => formatTimeOfDay(minutes, false);

/** An overnight end reads as the clock shows it, marked as the next day: '22:00-02:00 +1'. */
export const auditSpan = (span: TimeSpan) =>
  `${auditTime(span.startMinute)}-${auditTime(span.endMinute)}${span.endMinute > MINUTES_PER_DAY ? ' +1' : ''}`;

/** A workplace's whole-hour rota range: 6, 24 → '06:00-24:00'. */
export const auditHours = (start: number, end: number) => `${auditTime(start * 60)}-${auditTime(end * 60)}`;

/** Money with its currency, as everywhere else in the app: 1350 → '£13.50'. */
export const auditMoney = (pence: number, currency: CurrencyCode) => formatMoney(pence, currency);

export const auditRate = (pence: number, currency: CurrencyCode) => `${auditMoney(pence, currency)} per hour`;

export function auditServices(serviceIds: readonly number[]): string {
  return serviceIds.length === 0 ? 'none' : serviceIds.map((id) => serviceById(id).service_name).join(', ');
}
