import { AUDIT_STREAM_KINDS, AuditStreamKind, invalid, isIsoDate, isSupportedYear } from '@rotaledger/domain';
import { isMissing, outsideSupportedYears } from '../../common/http/request-parsers';

/**
 * The audit's query parameters, each read by a small parser that answers the typed value
 * or a 400 a person can act on. A repeated parameter arrives as an array and is refused.
 */

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 500;

const INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO instant with its zone (so it means one moment everywhere), normalised to UTC ISO. */
export function requiredInstant(value: unknown, name: string): string {
  if (isMissing(value)) throw invalid(`${name} is required.`);
  return instantOf(value, name);
}

export function optionalInstant(value: unknown, name: string): string | null {
  return isMissing(value) ? null : instantOf(value, name);
}

function instantOf(value: unknown, name: string): string {
  const match = typeof value === 'string' ? INSTANT.exec(value) : null;
  const time = match && isIsoDate(match[1]) ? Date.parse(value as string) : NaN;
  if (!Number.isFinite(time)) throw invalid(`${name} must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.`);
  if (!isSupportedYear(new Date(time).getUTCFullYear())) throw invalid(outsideSupportedYears(name));
  return new Date(time).toISOString();
}

/** from ≤ to, when both are given. */
export function checkOrder(from: string | null, to: string | null): void {
  if (from !== null && to !== null && from > to) throw invalid('from must not be later than to.');
}

const WHOLE = /^\d{1,15}$/;

/** The position of the last event already seen (0: from the start). */
export function cursorOf(value: unknown): number {
  if (isMissing(value)) return 0;
  if (typeof value !== 'string' || !WHOLE.test(value)) throw invalid('cursor must be a whole number of 0 or more.');
  return Number(value);
}

export function limitOf(value: unknown): number {
  if (isMissing(value)) return DEFAULT_LIMIT;
  const limit = typeof value === 'string' && WHOLE.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIMIT)) throw invalid(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  return limit;
}

export function kindOf(value: unknown): AuditStreamKind | null {
  if (isMissing(value)) return null;
  if (!AUDIT_STREAM_KINDS.includes(value as AuditStreamKind)) throw invalid('kind must be workplace, employee or rota.');
  return value as AuditStreamKind;
}

export type ExportFormat = 'csv' | 'json';

export function formatOf(value: unknown): ExportFormat {
  if (value !== 'csv' && value !== 'json') throw invalid('format must be csv or json.');
  return value;
}
