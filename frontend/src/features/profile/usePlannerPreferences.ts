import { currencySymbol, weekStartOrDefault } from '@rotaledger/domain';
import { usePreferences } from '../preferences';

/**
 * The preferences profile and planner read, with defaults (£, 24-hour clock). The edit locks
 * stay closed until the preferences arrive so a locked '+' tile never flashes up; if they
 * cannot be loaded at all, editing is allowed.
 */
export function useDisplayPreferences() {
  const { preferences, isError } = usePreferences();
  const currency = preferences?.currency ?? 'gbp';
  const unlockedByDefault = isError;
  return {
    currency,
    currencySymbol: currencySymbol(currency),
    twelveHour: preferences?.tf_1 ?? false,
    /** Where the planner's weeks (and the dashboard's weekly pay periods) begin. */
    weekStart: weekStartOrDefault(preferences?.week_start),
    allowWorkplaceEdit: preferences ? preferences.allow_workplace_edit !== false : unlockedByDefault,
    allowEmployeeEdit: preferences ? preferences.allow_employee_edit !== false : unlockedByDefault,
  };
}
