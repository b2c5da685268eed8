import type { Availability, AvailabilityWindow, Weekday } from './types';
import { WEEKDAYS } from './types';

/** What a person picks for a day: any time, not at all, or only between some times. */
export type DayChoice = 'any' | 'none' | 'windows';

export interface DayForm {
  choice: DayChoice;
  windows: AvailabilityWindow[];
}

export interface ExceptionForm extends DayForm {
  /** Stable across edits, for React keys and labels. */
  key: string;
  date: string;
}

export interface AvailabilityForm {
  weekly: Record<Weekday, DayForm>;
  exceptions: ExceptionForm[];
}

export const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The server's words for a window that ends too early (tmp/issue27-design.md). */
export const WINDOW_ORDER_MESSAGE = 'A window must end after it starts.';

export const DEFAULT_WINDOW: AvailabilityWindow = { from: '09:00', to: '17:00' };

/** A whole day as a window: what "any time" means on a single date. */
const WHOLE_DAY: AvailabilityWindow = { from: '00:00', to: '24:00' };

const isWholeDay = (windows: AvailabilityWindow[]) => windows.length === 1 && windows[0].from === '00:00' && windows[0].to === '24:00';

/** A time input cannot say 24:00: an end of 00:00 means midnight at the end of the day. */
const toInput = (clock: string) => (clock === '24:00' ? '00:00' : clock);
const fromInput = (clock: string) => (clock === '00:00' ? '24:00' : clock);

function dayForm(windows: AvailabilityWindow[] | undefined): DayForm {
  if (windows === undefined || isWholeDay(windows)) return { choice: 'any', windows: [{ ...DEFAULT_WINDOW }] };
  if (windows.length === 0) return { choice: 'none', windows: [{ ...DEFAULT_WINDOW }] };
  return { choice: 'windows', windows: windows.map((w) => ({ from: w.from, to: toInput(w.to) })) };
}

let nextKey = 0;
export const exceptionKey = () => `exception-${++nextKey}`;

export function availabilityForm(availability: Availability): AvailabilityForm {
  return {
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, dayForm(availability.weekly[day])])) as Record<Weekday, DayForm>,
    exceptions: availability.exceptions.map((exception) => ({ key: exceptionKey(), date: exception.date, ...dayForm(exception.windows) })),
  };
}

const windowsOf = (day: DayForm): AvailabilityWindow[] =>
  day.choice === 'any' ? [WHOLE_DAY] : day.choice === 'none' ? [] : day.windows.map((w) => ({ from: w.from, to: fromInput(w.to) }));

/** The PUT body: a day available any time is left out; a day not available is an empty list. */
export function availabilityOf(form: AvailabilityForm): Availability {
  const weekly: Availability['weekly'] = {};
  for (const day of WEEKDAYS) if (form.weekly[day].choice !== 'any') weekly[day] = windowsOf(form.weekly[day]);
  return { weekly, exceptions: form.exceptions.map((exception) => ({ date: exception.date, windows: windowsOf(exception) })) };
}

/** The first thing the server would refuse that the browser can see for itself, or null. */
export function windowProblem(day: DayForm): string | null {
  if (day.choice !== 'windows') return null;
  const broken = day.windows.some((w) => !w.from || !w.to || fromInput(w.to) <= w.from);
  return broken ? WINDOW_ORDER_MESSAGE : null;
}
