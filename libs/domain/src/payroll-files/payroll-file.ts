/*
 * What a payroll file is made from (issue 39): one workplace's finalised period, its people and
 * their pay lines. Plain data in, the file's text out: the formatters do no I/O and read no clock,
 * so re-exporting a period gives the same bytes.
 */
import { conflict } from '../shared/errors';
import { PAY_LINE_TYPES, type PayLineType } from '../pay-runs/pay-lines';
import type { PayrollCodes } from './payroll-codes';

export const PAYROLL_FILE_FORMATS = ['sage50', 'brightpay', 'csv'] as const;
export type PayrollFileFormat = (typeof PAYROLL_FILE_FORMATS)[number];

/** One pay line as `GET /pay/lines` answers it: hours to 2 places, money in pence (the amount rounded once, half up). */
export interface PayrollFileLine {
  employeeId: string;
  type: PayLineType;
  /** yyyy-mm-dd: the day it pays for (an adjustment: the day it corrects), when it is one day's. */
  date?: string;
  hours: number;
  ratePence: number;
  amountPence: number;
  eventIds: string[];
  note?: string;
}

export interface PayrollFileEmployee {
  employeeId: string;
  /** The works number the payroll software matches on; null or blank: none (the payroll formats refuse to run). */
  payrollId: string | null;
  firstName: string;
  surname: string;
  department?: string | null;
}

export interface PayrollFileInput {
  workplace: { name: string; payrollCodes: PayrollCodes };
  /** yyyy-mm-dd, both inclusive. */
  period: { start: string; end: string };
  /** The workplace's people: a line of anyone else is left out of every file. */
  employees: PayrollFileEmployee[];
  lines: PayrollFileLine[];
}

/** Code-point order, the same on every machine (localeCompare depends on the runtime's locale data). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** People in a stable order: surname, first name, then id. */
export const byName = (a: PayrollFileEmployee, b: PayrollFileEmployee): number =>
  byCodePoint(a.surname, b.surname) || byCodePoint(a.firstName, b.firstName) || byCodePoint(a.employeeId, b.employeeId);

export const typeRank = (type: PayLineType): number => PAY_LINE_TYPES.indexOf(type);

/** Hours (2 places) as whole hundredths, so sums never drift. */
export const hundredthsOf = (hours: number): number => Math.round(hours * 100);

/**
 * Hundredths of an hour × a rate in pence, in pence rounded half up (away from zero for a
 * negative correction), as the pay lines round: integer arithmetic only.
 */
export function hoursTimesRate(hundredths: number, ratePence: number): number {
  const product = Math.abs(hundredths * ratePence);
  const pence = Math.floor((product + 50) / 100);
  return hundredths * ratePence < 0 ? -pence : pence;
}

/** The workplace's people, in order, each with their lines (lines of anyone else left out). */
export function linesByEmployee(input: PayrollFileInput): { employee: PayrollFileEmployee; lines: PayrollFileLine[] }[] {
  const lines = new Map<string, PayrollFileLine[]>();
  for (const line of input.lines) lines.set(line.employeeId, [...(lines.get(line.employeeId) ?? []), line]);
  return [...input.employees]
    .sort(byName)
    .map((employee) => ({ employee, lines: lines.get(employee.employeeId) ?? [] }))
    .filter((entry) => entry.lines.length > 0);
}

const hasPayrollId = (employee: PayrollFileEmployee) => (employee.payrollId ?? '').trim() !== '';

/** The people with pay in the file but no payroll ID, in the file's order. */
export function employeesWithoutPayrollId(input: PayrollFileInput): PayrollFileEmployee[] {
  return linesByEmployee(input)
    .map((entry) => entry.employee)
    .filter((employee) => !hasPayrollId(employee));
}

export const PAYROLL_FILE_MESSAGES = {
  /** 409 of the sage50 and brightpay exports: "These people have no payroll ID: Ann Lee, Bob Ray. Add …". */
  missingPayrollIds: (names: readonly string[]) =>
    `${names.length === 1 ? 'This person has' : 'These people have'} no payroll ID: ${names.join(', ')}. Add it on their profile (Payroll ID), then export again.`,
} as const;

/** The 409 message naming who lacks a payroll ID, or null when everyone with pay has one. */
export function missingPayrollIdMessage(input: PayrollFileInput): string | null {
  const missing = employeesWithoutPayrollId(input);
  return missing.length === 0 ? null : PAYROLL_FILE_MESSAGES.missingPayrollIds(missing.map((e) => `${e.firstName} ${e.surname}`));
}

/** The payroll formats match on the payroll ID: without one for everyone paid, 409 naming them. */
export function requirePayrollIds(input: PayrollFileInput): void {
  const message = missingPayrollIdMessage(input);
  if (message) throw conflict(message);
}
