/*
 * Payroll payment numbers (issue 39): each type of pay line goes to payroll under the number of
 * a payment set up there (Sage 50 Payroll: Company > Pay Elements > Payments, its Reference).
 * Per workplace; the defaults number the types in the order a payroll usually lists them.
 */
import { invalid } from '../shared/errors';
import type { PayLineType } from '../pay-runs/pay-lines';

/** The payment number of each type of pay line (the API's field names: `shortNotice` for 'short-notice'). */
export interface PayrollCodes {
  normal: number;
  overtime: number;
  premium: number;
  holiday: number;
  shortNotice: number;
  adjustment: number;
}
export const PAYROLL_CODE_FIELDS = ['normal', 'overtime', 'premium', 'holiday', 'shortNotice', 'adjustment'] as const;

export const DEFAULT_PAYROLL_CODES: Readonly<PayrollCodes> = Object.freeze({
  normal: 1,
  overtime: 2,
  premium: 3,
  holiday: 4,
  shortNotice: 5,
  adjustment: 6,
});

export const MAX_PAYROLL_CODE = 9999;

export const PAYROLL_CODE_MESSAGES = {
  shape: 'payrollCodes must be an object like { normal: 1, overtime: 2 }: the payroll payment number of each type of pay.',
  number: (field: string) => `payrollCodes.${field} must be a whole number from 1 to ${MAX_PAYROLL_CODE}.`,
  duplicate: 'Each type of pay needs its own payroll payment number.',
} as const;

/** The field of `PayrollCodes` a type of pay line is numbered by. */
export const payrollCodeField = (type: PayLineType): keyof PayrollCodes => (type === 'short-notice' ? 'shortNotice' : type);

/** The payment number of a type of pay line. */
export const payrollCodeOf = (codes: PayrollCodes, type: PayLineType): number => codes[payrollCodeField(type)];

/**
 * Payment numbers as sent, over `current` (a field absent keeps its number), checked: whole
 * numbers from 1 to 9999, no two types under one number (400 with the first broken rule).
 * Other fields are ignored.
 */
export function checkedPayrollCodes(value: unknown, current: PayrollCodes = DEFAULT_PAYROLL_CODES): PayrollCodes {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid(PAYROLL_CODE_MESSAGES.shape);
  const given = value as Record<string, unknown>;
  const codes = { ...current };
  for (const field of PAYROLL_CODE_FIELDS) {
    const code = given[field];
    if (code === undefined) continue;
    if (typeof code !== 'number' || !Number.isInteger(code) || code < 1 || code > MAX_PAYROLL_CODE) {
      throw invalid(PAYROLL_CODE_MESSAGES.number(field));
    }
    codes[field] = code;
  }
  const numbers = PAYROLL_CODE_FIELDS.map((field) => codes[field]);
  if (new Set(numbers).size !== numbers.length) throw invalid(PAYROLL_CODE_MESSAGES.duplicate);
  return codes;
}

/** A workplace's payment numbers from its details or any copy of them (absent: the defaults). */
export const payrollCodesOf = (details: { payrollCodes?: PayrollCodes }): PayrollCodes => ({
  ...DEFAULT_PAYROLL_CODES,
  ...(details.payrollCodes ?? {}),
});

export const samePayrollCodes = (a: PayrollCodes, b: PayrollCodes): boolean => PAYROLL_CODE_FIELDS.every((field) => a[field] === b[field]);
