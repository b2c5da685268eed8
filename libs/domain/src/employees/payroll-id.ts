/*
 * The employee's payroll ID (issue 39): the works number their payroll software (Sage 50's
 * employee reference, BrightPay's works number) matches an imported line on. Optional; the two
 * payroll file formats need it.
 */
import { invalid } from '../shared/errors';

export const PAYROLL_ID_MAX_LENGTH = 20;

/** Letters, digits and . _ / - (what payroll references use), starting with a letter or digit. */
const PAYROLL_ID = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

export const PAYROLL_ID_MESSAGES = {
  invalid: `payrollId must be up to ${PAYROLL_ID_MAX_LENGTH} letters, digits, dots, dashes, slashes or underscores (like 0042 or EMP-7), or null to clear it.`,
} as const;

/**
 * A payroll ID as sent, trimmed and checked (400 otherwise). Null or blank is none: null.
 * Case is kept: payroll software compares it as it is.
 */
export function checkedPayrollId(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalid(PAYROLL_ID_MESSAGES.invalid);
  const payrollId = value.trim();
  if (payrollId === '') return null;
  if (payrollId.length > PAYROLL_ID_MAX_LENGTH || !PAYROLL_ID.test(payrollId)) throw invalid(PAYROLL_ID_MESSAGES.invalid);
  return payrollId;
}
