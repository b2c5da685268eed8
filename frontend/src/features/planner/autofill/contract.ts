import type { Employee } from '../../profile';

/** The employee's contracted paid hours and days (issue 38); absent = no limit. */
export interface EmployeeContract {
  minWeeklyHours?: number;
  maxWeeklyHours?: number;
  maxDaysPerWeek?: number;
}

/** getemployees' new `contract` field, while the profile's Employee type does not name it yet. */
export const contractOf = (employee: Employee & { contract?: EmployeeContract | null }): EmployeeContract | null =>
  employee.contract ?? null;

/** 22, 7.5: hours to one decimal place, no trailing zero. */
export const hoursText = (hours: number) => String(Math.round(hours * 10) / 10);

/** "22 of 16–30 h", "22 of max 30 h", "22 of min 16 h": hours against a contracted range; null without one. */
export function hoursAgainstRange(hours: number, range: Pick<EmployeeContract, 'minWeeklyHours' | 'maxWeeklyHours'>): string | null {
  const { minWeeklyHours: min, maxWeeklyHours: max } = range;
  const shown = hoursText(hours);
  if (min !== undefined && max !== undefined) return `${shown} of ${hoursText(min)}–${hoursText(max)} h`;
  if (max !== undefined) return `${shown} of max ${hoursText(max)} h`;
  if (min !== undefined) return `${shown} of min ${hoursText(min)} h`;
  return null;
}

/** The person row's contract line: "22 of 16–30 h · max 5 days"; null when the contract sets nothing. */
export function contractLabel(weekMinutes: number, contract: EmployeeContract | null): string | null {
  if (!contract) return null;
  const parts = [
    hoursAgainstRange(weekMinutes / 60, contract),
    contract.maxDaysPerWeek !== undefined ? `max ${contract.maxDaysPerWeek} ${contract.maxDaysPerWeek === 1 ? 'day' : 'days'}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}
