import { DateTime } from 'luxon';
/**
 * A workplace's clock: an IANA time zone name (`Europe/London`), so calendar feeds carry
 * real instants instead of floating times. Workplaces created before zones were recorded
 * read as the default.
 */
export const DEFAULT_TIME_ZONE = 'Europe/London';

export const TIME_ZONE_MESSAGES = {
  invalid: 'Please choose a valid time zone (an IANA name such as Europe/London).',
} as const;

import CURRENT_ZONE_NAMES from '@vvo/tzdb/time-zones-names.json';

let supported: ReadonlySet<string> | null = null;
let listed: readonly string[] | null = null;

/**
 * The zones to choose from, by their current IANA names (`Asia/Kolkata`, `Europe/Kyiv`: the
 * tz database's, from @vvo/tzdb, where runtimes list ICU's older `Asia/Calcutta`, `Europe/Kiev`),
 * those this runtime can read, plus 'UTC', sorted. Older names stay valid (isTimeZone).
 */
export function supportedTimeZones(): readonly string[] {
  listed ??= [...new Set([...CURRENT_ZONE_NAMES.filter(resolvesAsTimeZone), 'UTC'])].sort();
  return listed;
}

function supportedTimeZoneSet(): ReadonlySet<string> {
  supported ??= new Set([...Intl.supportedValuesOf('timeZone'), ...supportedTimeZones()]);
  return supported;
}

/** How IANA spells a zone name: capitalised segments (`America/Argentina/Buenos_Aires`, `Etc/GMT+1`). */
const IANA_ZONE_NAME = /^[A-Z][A-Za-z]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * A zone this runtime lists, or an IANA name it still resolves: runtimes list only canonical
 * names, and those differ between versions (Node 20 lists `Asia/Calcutta`, newer browsers
 * `Asia/Kolkata`), so a zone a browser offers must not be refused by the server.
 */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  return supportedTimeZoneSet().has(value) || (IANA_ZONE_NAME.test(value) && resolvesAsTimeZone(value));
}

function resolvesAsTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The broken time zone rule's message, or null. */
export function timeZoneProblem(value: unknown): string | null {
  return isTimeZone(value) ? null : TIME_ZONE_MESSAGES.invalid;
}

/** The zone a workplace's details carry, the default for ones recorded before zones. */
export const timeZoneOf = (details: { timeZone?: string }): string => details.timeZone ?? DEFAULT_TIME_ZONE;

/** The date (yyyy-mm-dd) a workplace's clock shows at an instant: its "today". */
export const workplaceDateAt = (instant: Date, details: { timeZone?: string }): string =>
  DateTime.fromJSDate(instant, { zone: timeZoneOf(details) }).toISODate() ?? instant.toISOString().slice(0, 10);
