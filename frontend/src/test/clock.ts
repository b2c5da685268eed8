import { vi } from 'vitest';

/**
 * The instant every component test starts at (src/test/setup.ts): a Wednesday in mid-June,
 * Europe/London (BST), far from month, year and clock-change edges. Tests of a date-sensitive
 * rule move it to the edges with setTestDate.
 */
export const FIXED_NOW = new Date('2026-06-10T09:30:00+01:00');

/** The edges every date-sensitive rule is tried across (local wall-clock times, Europe/London). */
export const DATE_EDGES = [
  '2026-12-01T09:00', // the 1st of a month
  '2026-12-31T09:00', // the 31st, and the year's last day
  '2026-12-23T09:00', // 23-31 December: nine days on is next year
  '2026-12-28T09:00',
  '2027-01-01T09:00', // 1 January
  '2028-02-29T09:00', // a leap day
  '2027-03-27T12:00', // the Saturday before the clocks go forward
  '2026-10-24T12:00', // the Saturday before the clocks go back
  '2026-12-06T23:30', // Sunday 23:30
] as const;

/** Moves the mocked clock to a local wall-clock time (the tests' zone is Europe/London). */
export function setTestDate(localDateTime: string): void {
  vi.setSystemTime(new Date(localDateTime));
}
