import {
  checkedPayrollId,
  checkedPhone,
  DomainError,
  displayNameKey,
  isIsoDate,
  rateToPence,
  staffEmailOf,
  workplaceNameKey,
  workplaceNameProblem,
} from '@rotaledger/domain';
import { PROFILE_MESSAGES } from './messages';
import type { Employee, Workplace } from './types';

/** The name rules the server also enforces: 3-24 characters after trimming, unique per account. */
export function workplaceNameError(name: string, workplaces: readonly Workplace[], exceptId?: string): string | null {
  const problem = workplaceNameProblem(name);
  if (problem) return problem;
  const key = workplaceNameKey(name);
  if (workplaces.some((w) => w.workplace_id !== exceptId && workplaceNameKey(w.name) === key)) {
    return PROFILE_MESSAGES.workplaceNameTaken;
  }
  return null;
}

export interface EmployeeDetailsInput {
  displayName: string;
  firstName: string;
  surname: string;
  rate: string;
}

/** The rate's problem as the server would word it, or null. */
export function rateError(rate: string): string | null {
  try {
    rateToPence(rate);
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.message : PROFILE_MESSAGES.employeeFieldsRequired;
  }
}

/** Step 1 of the employee wizard (and the edit form): all filled, rate above 0, display name unique. */
export function employeeDetailsError(
  details: EmployeeDetailsInput,
  employees: readonly Employee[],
  exceptId?: string,
  missingMessage: string = PROFILE_MESSAGES.employeeFieldsRequired,
): string | null {
  if (!details.displayName.trim() || !details.firstName.trim() || !details.surname.trim()) return missingMessage;
  const problem = rateError(details.rate);
  if (problem) return problem === PROFILE_MESSAGES.employeeFieldsRequired ? missingMessage : problem;
  const key = displayNameKey(details.displayName);
  if (employees.some((e) => e.employee_id !== exceptId && displayNameKey(e.display_name) === key)) {
    return PROFILE_MESSAGES.displayNameTaken;
  }
  return null;
}

/** An employee's e-mail as typed: empty means none (null), otherwise the trimmed address. */
export function employeeEmailValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The optional e-mail's problem (the server's own rule and message, `staffEmailOf`), or null. */
export function employeeEmailError(text: string): string | null {
  try {
    staffEmailOf(text);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

export const DATE_OF_BIRTH_INVALID = 'Please enter the date of birth as a date (yyyy-mm-dd), or leave it empty.';

/** A date of birth as typed: empty means none (null), otherwise the yyyy-mm-dd. */
export function dateOfBirthValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The optional date of birth's problem (not a real calendar date), or null. */
export function dateOfBirthError(text: string): string | null {
  const value = dateOfBirthValue(text);
  return value === null || isIsoDate(value) ? null : DATE_OF_BIRTH_INVALID;
}

/** A payroll ID as typed, by the server's own rule (`checkedPayrollId`): blank is none (null). */
export function payrollIdValue(text: string): string | null {
  try {
    return checkedPayrollId(text);
  } catch {
    return text.trim();
  }
}

/** The optional payroll ID's problem (the server's own rule and message), or null. */
export function payrollIdError(text: string): string | null {
  try {
    checkedPayrollId(text);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** A phone number as typed, by the server's own rule (`checkedPhone`): blank is none (null). */
export function phoneValue(text: string): string | null {
  try {
    return checkedPhone(text);
  } catch {
    return text.trim();
  }
}

/** The optional phone number's problem (the server's own rule and message), or null. */
export function phoneError(text: string): string | null {
  try {
    checkedPhone(text);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}
