import { invalid } from '../shared/errors';
import { DEFAULT_WEEK_START, isWeekStartValue, type WeekStart } from '../pay-periods/week-start';

/** Stored codes; the screen shows £, $, €. */
export const CURRENCY_CODES = ['gbp', 'usd', 'eur'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CURRENCIES: readonly { code: CurrencyCode; symbol: string; name: string }[] = [
  { code: 'gbp', symbol: '£', name: 'Pound' },
  { code: 'usd', symbol: '$', name: 'Dollar' },
  { code: 'eur', symbol: '€', name: 'Euro' },
];

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** One user's preferences (spec section 3), under the spec's field names. */
export interface PreferenceValues {
  currency: CurrencyCode;
  theme_mode: ThemeMode;
  allow_workplace_edit: boolean;
  allow_employee_edit: boolean;
  public_rota: boolean;
  /** true = planner times as 12-hour AM/PM. */
  tf_1: boolean;
  /** true = weekly pay periods, false = monthly. */
  tf_2: boolean;
  /** The spec's weekly pay period start day, 0 = Sunday ... 6 = Saturday: kept and checked, no longer deciding any week (week_start does). */
  num_1: number;
  /** Where every week begins, the planner's and the dashboard's alike: Monday or Sunday. */
  week_start: WeekStart;
}

export type PreferenceField = keyof PreferenceValues;

export const DEFAULT_PREFERENCES: Readonly<PreferenceValues> = {
  currency: 'gbp',
  theme_mode: 'light',
  allow_workplace_edit: true,
  allow_employee_edit: true,
  public_rota: true,
  tf_1: false,
  tf_2: true,
  num_1: 0,
  week_start: DEFAULT_WEEK_START,
};

export const PREFERENCE_FIELDS = Object.keys(DEFAULT_PREFERENCES) as PreferenceField[];

export const PREFERENCE_ERRORS = {
  nothingToChange: 'Send at least one preference to change.',
  unknownField: (field: string) => `Unknown preference: ${field.slice(0, 40)}.`,
  currency: 'Currency must be one of gbp, usd or eur.',
  themeMode: 'Theme must be light or dark.',
  boolean: (field: string) => `${field} must be true or false.`,
  weekStartDay: 'The week start day (num_1) must be a whole number from 0 (Sunday) to 6 (Saturday).',
  weekStart: 'week_start must be monday or sunday.',
} as const;

const isPreferenceField = (field: string): field is PreferenceField => (PREFERENCE_FIELDS as string[]).includes(field);

/** Checks one field's value and answers it typed, or throws the field's message. */
export function parsePreferenceValue<F extends PreferenceField>(field: F, value: unknown): PreferenceValues[F] {
  switch (field) {
    case 'currency':
      if (!(CURRENCY_CODES as readonly unknown[]).includes(value)) throw invalid(PREFERENCE_ERRORS.currency);
      break;
    case 'theme_mode':
      if (!(THEME_MODES as readonly unknown[]).includes(value)) throw invalid(PREFERENCE_ERRORS.themeMode);
      break;
    case 'num_1':
      if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > 6) {
        throw invalid(PREFERENCE_ERRORS.weekStartDay);
      }
      break;
    case 'week_start':
      if (!isWeekStartValue(value)) throw invalid(PREFERENCE_ERRORS.weekStart);
      break;
    case 'allow_workplace_edit':
    case 'allow_employee_edit':
    case 'public_rota':
    case 'tf_1':
    case 'tf_2':
      if (typeof value !== 'boolean') throw invalid(PREFERENCE_ERRORS.boolean(field));
  }
  return value as PreferenceValues[F];
}

/** The changes asked for: one or more known fields, each valid; anything else is refused. */
export function parsePreferenceChanges(input: Record<string, unknown>): Partial<PreferenceValues> {
  const fields = Object.keys(input);
  const unknown = fields.find((field) => !isPreferenceField(field));
  if (unknown !== undefined) throw invalid(PREFERENCE_ERRORS.unknownField(unknown));
  if (fields.length === 0) throw invalid(PREFERENCE_ERRORS.nothingToChange);
  const changes: Partial<Record<PreferenceField, unknown>> = {};
  for (const field of fields as PreferenceField[]) changes[field] = parsePreferenceValue(field, input[field]);
  return changes as Partial<PreferenceValues>;
}
