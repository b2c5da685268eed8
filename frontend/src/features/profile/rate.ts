import { DEFAULT_RATE as DOMAIN_DEFAULT_RATE } from '@rotaledger/domain';

/** What the rate box starts with: the domain's default, as shown (7.55). */
export const DEFAULT_RATE = DOMAIN_DEFAULT_RATE.toFixed(2);
export const RATE_STEP = 0.01;

/** What the rate box keeps while typing: digits and one decimal point; a comma counts as the point. */
export function cleanRateInput(text: string): string {
  const withPoint = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const firstPoint = withPoint.indexOf('.');
  if (firstPoint === -1) return withPoint;
  return withPoint.slice(0, firstPoint + 1) + withPoint.slice(firstPoint + 1).replace(/\./g, '');
}

/** The rate as a number, or NaN when the box holds nothing usable. */
export function parseRate(text: string): number {
  const cleaned = cleanRateInput(text);
  if (!cleaned || cleaned === '.') return Number.NaN;
  return Number.parseFloat(cleaned);
}

/** Two decimals, as shown after leaving the box. Unusable input is left for validation to name. */
export function formatRate(text: string): string {
  const value = parseRate(text);
  return Number.isFinite(value) ? value.toFixed(2) : cleanRateInput(text);
}

/** One step up or down (arrow keys), never below zero. */
export function stepRate(text: string, direction: 1 | -1): string {
  const value = parseRate(text);
  const base = Number.isFinite(value) ? value : 0;
  const next = Math.max(0, Math.round((base + direction * RATE_STEP) * 100) / 100);
  return next.toFixed(2);
}
