import { invalid } from '../shared/errors';
import { isIsoDate, parseIsoDate } from '../pay-periods/calendar-date';

/**
 * An employee's date of birth (issue 28): optional, only for the minimum wage of their age band.
 * Personal data: answered by getemployees to the team, never on a personal page, shared rota,
 * feed or e-mail, and dropped from the read side when they are removed.
 */
export const DATE_OF_BIRTH_AGES = { youngest: 13, oldest: 100 } as const;

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Please provide a valid date_of_birth (yyyy-mm-dd) or null.',
  future: 'The date of birth cannot be in the future.',
  age: `The date of birth must give an age from ${DATE_OF_BIRTH_AGES.youngest} to ${DATE_OF_BIRTH_AGES.oldest} years.`,
} as const;

/** Whole years of age on `date` (a 29 February birthday counts from 1 March in other years). */
export function ageOn(dateOfBirth: string, date: string): number {
  const born = parseIsoDate(dateOfBirth);
  const on = parseIsoDate(date);
  const hadBirthday = on.month > born.month || (on.month === born.month && on.day >= born.day);
  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/** A valid date of birth on `today` (yyyy-mm-dd, aged 13 to 100), null for none, or a 400. */
export function checkedDateOfBirth(value: unknown, today: string): string | null {
  if (value === null) return null;
  if (!isIsoDate(value)) throw invalid(DATE_OF_BIRTH_MESSAGES.invalid);
  if (value > today) throw invalid(DATE_OF_BIRTH_MESSAGES.future);
  const age = ageOn(value, today);
  if (age < DATE_OF_BIRTH_AGES.youngest || age > DATE_OF_BIRTH_AGES.oldest) throw invalid(DATE_OF_BIRTH_MESSAGES.age);
  return value;
}
