/**
 * A workplace's clock: an IANA time zone name (`Europe/London`), so calendar feeds carry
 * real instants instead of floating times. Workplaces created before zones were recorded
 * read as the default.
 */
export const DEFAULT_TIME_ZONE = 'Europe/London';

export const TIME_ZONE_MESSAGES = {
  invalid: 'Please choose a valid time zone (an IANA name such as Europe/London).',
} as const;

let supported: ReadonlySet<string> | null = null;

/** The zones this runtime knows (`Intl.supportedValuesOf('timeZone')`) plus 'UTC', sorted. */
export function supportedTimeZones(): readonly string[] {
  return [...supportedTimeZoneSet()].sort();
}

function supportedTimeZoneSet(): ReadonlySet<string> {
  supported ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return supported;
}

export function isTimeZone(value: unknown): value is string {
  return typeof value === 'string' && supportedTimeZoneSet().has(value);
}

/** The broken time zone rule's message, or null. */
export function timeZoneProblem(value: unknown): string | null {
  return isTimeZone(value) ? null : TIME_ZONE_MESSAGES.invalid;
}

/** The zone a workplace's details carry, the default for ones recorded before zones. */
export const timeZoneOf = (details: { timeZone?: string }): string => details.timeZone ?? DEFAULT_TIME_ZONE;
