/*
 * What an employee is contracted for (issue 38), in paid hours a week and days a week; an absent
 * field is no limit. The auto-fill keeps to it; the planner shows it on the person's row. One type
 * for it: the auto-fill's input declares `EmployeeContract` (fill-types.ts), the employee records it.
 */
import type { EmployeeContract } from '../autofill/fill-types';
import { invalid } from '../shared/errors';

export const MAX_CONTRACT_HOURS = 168;

export const CONTRACT_MESSAGES = {
  shape: 'contract must be an object like { minWeeklyHours, maxWeeklyHours, maxDaysPerWeek }, or null to clear it.',
  hours: (field: string) => `${field} must be a number of hours from 0 to ${MAX_CONTRACT_HOURS}, in quarter hours (like 37.5 or 37.75).`,
  minAboveMax: 'minWeeklyHours cannot be more than maxWeeklyHours.',
  days: 'maxDaysPerWeek must be a whole number from 1 to 7.',
} as const;

const isQuarterOfAnHour = (hours: number) => Number.isInteger(hours * 4);

function hoursOf(value: unknown, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_CONTRACT_HOURS || !isQuarterOfAnHour(value)) {
    throw invalid(CONTRACT_MESSAGES.hours(field));
  }
  return value;
}

/**
 * A contract as sent, checked (400 with the first broken rule): hours from 0 to 168 in quarter
 * hours (the rota's own step), the minimum not above the maximum, at most 1 to 7 days. Null, `{}`
 * or one with every field absent is no contract: null. Other fields are ignored.
 */
export function checkedContract(value: unknown): EmployeeContract | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(CONTRACT_MESSAGES.shape);
  const fields = value as Record<string, unknown>;
  const minWeeklyHours = hoursOf(fields.minWeeklyHours, 'minWeeklyHours');
  const maxWeeklyHours = hoursOf(fields.maxWeeklyHours, 'maxWeeklyHours');
  const days = fields.maxDaysPerWeek;
  if (days !== undefined && days !== null && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 7)) {
    throw invalid(CONTRACT_MESSAGES.days);
  }
  if (minWeeklyHours !== undefined && maxWeeklyHours !== undefined && minWeeklyHours > maxWeeklyHours) {
    throw invalid(CONTRACT_MESSAGES.minAboveMax);
  }
  const contract: EmployeeContract = {
    ...(minWeeklyHours !== undefined ? { minWeeklyHours } : {}),
    ...(maxWeeklyHours !== undefined ? { maxWeeklyHours } : {}),
    ...(typeof days === 'number' ? { maxDaysPerWeek: days } : {}),
  };
  return Object.keys(contract).length === 0 ? null : contract;
}

export const sameContract = (a: EmployeeContract | null | undefined, b: EmployeeContract | null | undefined) =>
  (a?.minWeeklyHours ?? null) === (b?.minWeeklyHours ?? null) &&
  (a?.maxWeeklyHours ?? null) === (b?.maxWeeklyHours ?? null) &&
  (a?.maxDaysPerWeek ?? null) === (b?.maxDaysPerWeek ?? null);

/** The contract in words for the history and the dialog: "20–30 h a week, at most 5 days" ('no contract' for none). */
export function contractText(contract: EmployeeContract | null | undefined): string {
  if (!contract) return 'no contract';
  const { minWeeklyHours: min, maxWeeklyHours: max, maxDaysPerWeek: days } = contract;
  const hours =
    min !== undefined && max !== undefined
      ? `${min}–${max} h a week`
      : min !== undefined
        ? `at least ${min} h a week`
        : max !== undefined
          ? `at most ${max} h a week`
          : null;
  const parts = [hours, days !== undefined ? `at most ${days} ${days === 1 ? 'day' : 'days'} a week` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no contract';
}
