// Public surface for the app shell and the planner, profile, dashboard and theme features.
export { usePreferences } from './usePreferences';
export { preferencesApi, useGetPreferencesQuery, useUpdatePreferenceMutation } from './api';
export type { Preferences, CurrencyCode } from './types';
export { PreferencesPage } from './PreferencesPage';
