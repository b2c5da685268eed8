/** Whole-hour labels for the workplace's rota hours: '09:00' or '9 AM'; 24 is midnight at the end. */
export function hourLabel(hour: number, twelveHour: boolean): string {
  if (!twelveHour) return `${String(hour).padStart(2, '0')}:00`;
  const h = hour % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  const shown = h % 12 === 0 ? 12 : h % 12;
  return hour === 24 ? '12 AM (midnight)' : `${shown} ${suffix}`;
}

export const START_HOURS = Array.from({ length: 24 }, (_, h) => h);

/** End hours are those above the start, up to 24. */
export function endHoursAfter(start: number): number[] {
  return Array.from({ length: 24 - start }, (_, i) => start + 1 + i);
}
