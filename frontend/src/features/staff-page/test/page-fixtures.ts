import dayjs from 'dayjs';
import { mockFetch, type MockResponse } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render';
import type { StaffPageData, StaffShift } from '../types';

export const TOKEN = 'T'.repeat(43);
export const PAGE_PATH = `/staff/${TOKEN}`;
export const today = dayjs().format('YYYY-MM-DD');
export const inDays = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

export const shift = (id: string, date: string, start: string, end: string, extra: Partial<StaffShift> = {}): StaffShift => ({
  id,
  date,
  start,
  end,
  ends_next_day: false,
  starts_at: `${date}T${start}:00.000Z`,
  ends_at: `${date}T${end}:00.000Z`,
  workplace: 'The Anchor',
  time_zone: 'Europe/London',
  service: { id: 201, name: 'Bartender', icon: '🍺' },
  breakMinutes: 0,
  paidMinutes: minutesBetween(start, end),
  ...extra,
});

/** 'HH:MM' to 'HH:MM' in minutes, an end at or before the start the next day (no clock change in fixtures). */
function minutesBetween(start: string, end: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const span = minutes(end) - minutes(start);
  return span > 0 ? span : span + 24 * 60;
}

/** A page with nothing asked for yet: any time, no requests, no open shifts, no swaps. */
export const page = (extra: Partial<StaffPageData> = {}): StaffPageData => ({
  display_name: 'Mary',
  ics_url: `https://rota.example/api/feeds/${TOKEN}.ics`,
  webcal_url: `webcal://rota.example/api/feeds/${TOKEN}.ics`,
  shifts: [],
  email: null,
  clock: null,
  clockedToday: [],
  availability: { weekly: {}, exceptions: [] },
  timeOff: [],
  openShifts: [],
  swaps: { offered: [], toCover: [] },
  holidayBalance: { accruedHours: 0, takenHours: 0, balanceHours: 0 },
  ...extra,
});

type Routes = Parameters<typeof mockFetch>[0];

/**
 * The personal page over a stubbed API: GET answers `answers` in turn (the last one again
 * after that), so a test can say what the page reads after an action.
 */
export function openPage(answers: (StaffPageData | MockResponse)[], routes: Routes = {}) {
  let reads = 0;
  const asResponse = (answer: StaffPageData | MockResponse): MockResponse => ('display_name' in answer ? { body: answer } : answer);
  const fetched = mockFetch({
    [`GET ${PAGE_PATH}`]: () => asResponse(answers[Math.min(reads++, answers.length - 1)]),
    ...routes,
  });
  return { ...renderApp(PAGE_PATH, { user: null }), ...fetched };
}
