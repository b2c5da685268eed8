// Public surface for the planner, profile and dashboard features.
export { usePreferences } from './usePreferences';
export { useGetPreferencesQuery } from './api';
export type { Preferences, CurrencyCode } from './types';
export { WEEK_DAYS } from './week-days';
