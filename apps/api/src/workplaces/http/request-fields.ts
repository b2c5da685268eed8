import { invalid } from '@rotaledger/domain';

/**
 * Small explicit parsers for request fields: a wrong type or shape is a 400 with the
 * given message, never a 500. Shared by the workplaces and employees controllers.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** More ids than any category offers: a longer list is not a service list. */
const MAX_SERVICE_IDS = 50;

export const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** The JSON body as an object (a missing body reads as empty). */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw invalid('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A UUID-shaped id, lowercased as the server writes them. */
export function uuidField(value: unknown, message: string): string {
  if (typeof value !== 'string' || !UUID.test(value.trim())) throw invalid(message);
  return value.trim().toLowerCase();
}

/** A whole number given as a number or as digits (HTML selects send text). */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

export function optionalWholeNumber(value: unknown, message: string): number | undefined {
  if (isAbsent(value)) return undefined;
  const number = wholeNumber(value);
  if (number === null) throw invalid(message);
  return number;
}

/** A list of numeric service ids; absent reads as undefined. */
export function optionalServiceIds(value: unknown, message: string): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > MAX_SERVICE_IDS) throw invalid(message);
  return value.map((item) => {
    const id = wholeNumber(item);
    if (id === null) throw invalid(message);
    return id;
  });
}

/** A text field; absent reads as undefined, any other type is the message. */
export function optionalText(value: unknown, message: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(message);
  return value;
}
