import { unsafeDisplayTextMessage } from '../shared/display-text';
import { invalid } from '../shared/errors';

/** Employee limits and messages (spec sections 5 and 9), shared by the API and the browser. */
export const EMPLOYEE_NAME_MAX_LENGTH = 40;
export const MAX_EMPLOYEES_PER_ACCOUNT = 40;
/** A default of the browser's form only: the server never invents a rate. */
export const DEFAULT_RATE = 7.55;
export const MAX_RATE_PENCE = 100_000;
export const RATE_MAX_DECIMALS = 2;

export const EMPLOYEE_MESSAGES = {
  required: 'All fields must be filled out and rate must be greater than 0.',
  nameTooLong: `Names can be at most ${EMPLOYEE_NAME_MAX_LENGTH} characters.`,
  nameCharacters: unsafeDisplayTextMessage('Names'),
  duplicateDisplayName: 'An employee with this display name already exists.',
  workplaceRequired: 'Please select a workplace.',
  workplaceRequiredOnEdit: 'An employee must be linked to a workplace.',
  invalidEdit: 'Please fill in all fields correctly.',
  rateDecimals: `Rate can have at most ${RATE_MAX_DECIMALS} decimal places.`,
  rateTooHigh: `Rate can be at most ${formatRate(MAX_RATE_PENCE)} per hour.`,
  servicesOutsideCategory: "Services must belong to the workplace's industry category.",
  cap: `You can have at most ${MAX_EMPLOYEES_PER_ACCOUNT} employees.`,
  notFound: 'Employee not found.',
  forgetActive: 'Remove this staff member before forgetting them.',
  /** The workplaces context's own words for it (WORKPLACE_MESSAGES.notFound). */
  workplaceNotFound: 'Workplace not found.',
  invalidEmployeeId: 'Please provide a valid employee_id.',
  rateEffectiveFromInvalid: 'Please provide a valid rate_effective_from (yyyy-mm-dd).',
  moveEffectiveFromInvalid: 'Please provide a valid move_effective_from (yyyy-mm-dd).',
  moveEffectiveFromPast: 'A move cannot start in the past: choose today or a later day for move_effective_from.',
} as const;

/** Characters after which a new name part starts: white space, hyphen, plain and typographic apostrophes. */
const NAME_PART_BREAK = /^[\s'\u2019-]$/u;

/**
 * Each part upper-case first, the rest lower, surrounding spaces dropped; a part starts the name or
 * follows a space, hyphen or apostrophe: " o'bRIEN-smith " → "O'Brien-Smith", 'mary ann' → 'Mary Ann'.
 */
export function capitaliseName(name: string): string {
  let startsPart = true;
  let result = '';
  for (const char of name.trim()) {
    result += startsPart ? char.toUpperCase() : char.toLowerCase();
    startsPart = NAME_PART_BREAK.test(char);
  }
  return result;
}

const NAME_COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Orders names as people read them: numbers by value (Temp2 before Temp10), case and accents aside. */
export function compareNames(a: string, b: string): number {
  return NAME_COLLATOR.compare(a, b);
}

/** Display names are unique per account ignoring case and surrounding spaces. */
export function displayNameKey(displayName: string): string {
  return displayName.trim().toLowerCase();
}

/**
 * A rate as typed (a number, or text with '.' or ',' as the decimal point) in pence, so
 * pay maths never drifts. Parsed as text: 7.55 is 755, never 754.9999.
 */
export function rateToPence(raw: unknown): number {
  const read = readRate(raw);
  if (typeof read === 'string') throw invalid(read);
  return read;
}

/**
 * An hourly rate (7.55, '7.55' or '7,55') in pence by the same rule, or null when there is no
 * usable rate (a pay answer's day without a figure). It returns rather than throws: the planner
 * prices hundreds of cells per render, and an exception (with its stack trace) per unknown rate
 * was a fifth of the weekly grid's first render.
 */
export function knownRatePence(raw: unknown): number | null {
  const read = readRate(raw);
  return typeof read === 'string' ? null : read;
}

/** The rate in pence, or the message that refuses it. */
function readRate(raw: unknown): number | string {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(text);
  if (!match || (match[1] === '' && !match[2])) return EMPLOYEE_MESSAGES.required;
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > RATE_MAX_DECIMALS) return EMPLOYEE_MESSAGES.rateDecimals;
  const pence = whole * 100 + Number(fraction.padEnd(RATE_MAX_DECIMALS, '0'));
  if (pence <= 0) return EMPLOYEE_MESSAGES.required;
  if (pence > MAX_RATE_PENCE) return EMPLOYEE_MESSAGES.rateTooHigh;
  return pence;
}

/** Pence back to the decimal the API answers with: 755 → 7.55. */
export function penceToRate(pence: number): number {
  return Math.round(pence) / 100;
}

/** How the browser shows a rate after leaving the field: two decimals. */
export function formatRate(pence: number): string {
  return (Math.round(pence) / 100).toFixed(2);
}
