import { invalid, isIsoDate, isSupportedYear, parseTimeOfDay, SUPPORTED_YEARS } from '@rotaledger/domain';

/**
 * Small explicit parsers for request fields: each answers the typed value or throws a
 * 400 with a message a person can act on. Query strings may arrive as arrays
 * (`?a=1&a=2`) and bodies as anything JSON allows, so nothing is trusted by type.
 * Shared by every controller; a request shape of one context stays in its `http/` folder.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** The JSON body as an object; no body reads as empty, any other JSON value is refused. */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A required id sent by the client: present and UUID-shaped, lowercased as the server writes ids. */
export function requiredId(value: unknown, name: string): string {
  if (isMissing(value)) throw invalid(`${name} is required.`);
  if (!isUuid(value)) throw invalid(`${name} must be a valid id.`);
  return value.toLowerCase();
}

/** An optional employee id: missing, null or '' mean "nobody". */
export function optionalId(value: unknown, name: string): string | null {
  return isMissing(value) ? null : requiredId(value, name);
}

export function requiredIsoDate(value: unknown, name: string): string {
  if (isMissing(value)) throw invalid(`${name} is required.`);
  if (!isIsoDate(value)) throw invalid(`${name} must be a real date in the form yyyy-mm-dd.`);
  if (!isSupportedYear(Number(value.slice(0, 4)))) throw invalid(outsideSupportedYears(name));
  return value;
}

/** The refusal for a real date outside the years the app accepts. */
export function outsideSupportedYears(name: string): string {
  return `${name} must be in the years ${SUPPORTED_YEARS.first} to ${SUPPORTED_YEARS.last}.`;
}

/** 'HH:MM' or 'HH:MM:SS' → minutes after midnight (the quarter-hour rule is the domain's). */
export function requiredTime(value: unknown, name: string): number {
  if (isMissing(value)) throw invalid(`${name} is required.`);
  const minutes = parseTimeOfDay(value);
  if (minutes === null) throw invalid(`${name} must be a time like 09:00 or 09:00:00.`);
  return minutes;
}

/** A UUID-shaped id (surrounding spaces forgiven), lowercased; anything else is the given message. */
export function uuidField(value: unknown, message: string): string {
  if (typeof value !== 'string' || !UUID.test(value.trim())) throw invalid(message);
  return value.trim().toLowerCase();
}

/** A whole number given as a number or as digits (HTML selects send text); null for anything else. */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}
