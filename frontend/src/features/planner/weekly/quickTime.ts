import { MINUTES_PER_DAY, QUARTER_HOUR, type TimeSpan } from '@rotaledger/domain';
import { toWireTime } from '@rotaledger/contracts/wire-time';

/**
 * Quick time entry for the weekly shift popup: '9-17', '16:00-23:30', '7.30-15.30',
 * '0930-1730', '9am-5:30pm', '22-2'. Minutes count from the rota day's midnight; an end at or
 * before the start is the next day (end + 1440), as the rota contract has it.
 */
export type QuickSpan = TimeSpan;

export type QuickTimeResult = { ok: true; span: QuickSpan } | { ok: false; reason: string };

export const QUICK_TIME_MESSAGES = {
  shape: 'Type a start and an end, like 9-17 or 16:00-23:30.',
  badTime: 'That is not a time of day.',
  quarterHour: 'Times must be on the quarter hour.',
  sameTime: 'The end must differ from the start.',
} as const;

// One time: 9 | 09 | 9:30 | 9.30 | 0930 | 930, with an optional am/pm.
const TIME = String.raw`(\d{1,2}(?:[:.h]\d{2})?|\d{3,4})\s*([ap]\.?m?\.?)?`;
const SPAN = new RegExp(String.raw`^\s*${TIME}\s*(?:-|–|—|to|until|till)\s*${TIME}\s*$`, 'i');

/** One side of the span in minutes after midnight (0-1440), or null when it is not a time. */
function minutesOf(text: string, meridiem: string | undefined): number | null {
  let hours: number;
  let minutes: number;
  const separated = /^(\d{1,2})[:.h](\d{2})$/i.exec(text);
  if (separated) {
    hours = Number(separated[1]);
    minutes = Number(separated[2]);
  } else if (text.length <= 2) {
    hours = Number(text);
    minutes = 0;
  } else {
    // '930' or '0930': the last two digits are the minutes.
    hours = Number(text.slice(0, -2));
    minutes = Number(text.slice(-2));
  }
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const pm = meridiem.toLowerCase().startsWith('p');
    hours = (hours % 12) + (pm ? 12 : 0);
  }
  const total = hours * 60 + minutes;
  return hours > 24 || total > MINUTES_PER_DAY ? null : total;
}

/** Reads a typed span; the reason says what to fix when it cannot. */
export function parseQuickTime(text: string): QuickTimeResult {
  const match = SPAN.exec(text);
  if (!match) return { ok: false, reason: QUICK_TIME_MESSAGES.shape };
  const start = minutesOf(match[1], match[2]);
  const clockEnd = minutesOf(match[3], match[4]);
  if (start === null || clockEnd === null || start >= MINUTES_PER_DAY) return { ok: false, reason: QUICK_TIME_MESSAGES.badTime };
  if (start % QUARTER_HOUR !== 0 || clockEnd % QUARTER_HOUR !== 0) return { ok: false, reason: QUICK_TIME_MESSAGES.quarterHour };
  // '0' and '24' at the end are the same midnight; only a true same-time span is refused.
  if (clockEnd % MINUTES_PER_DAY === start) {
    return start === 0
      ? { ok: true, span: { startMinute: start, endMinute: MINUTES_PER_DAY } }
      : { ok: false, reason: QUICK_TIME_MESSAGES.sameTime };
  }
  const end = clockEnd <= start ? clockEnd + MINUTES_PER_DAY : clockEnd;
  return { ok: true, span: { startMinute: start, endMinute: end } };
}

/** The span as people type it back: '09:00-17:00', '22:00-02:00'. */
export function quickTimeText(span: QuickSpan): string {
  return `${toWireTime(span.startMinute, 'HH:MM')}-${toWireTime(span.endMinute, 'HH:MM')}`;
}
