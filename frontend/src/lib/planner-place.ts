// Where the planner was last left (workplace, view and week as its query string), so the
// header's Planner link brings you back there rather than to this week. Per tab, like the history.
const KEY = 'rotaledger.plannerPlace';

export function rememberPlannerPlace(search: string): void {
  try {
    if (search) window.sessionStorage.setItem(KEY, search);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be switched off; the link then opens this week, as before.
  }
}

/** The planner's address with the last place viewed, `/` when there is none. */
export function plannerHref(): string {
  try {
    const search = window.sessionStorage.getItem(KEY);
    return search ? `/?${search}` : '/';
  } catch {
    return '/';
  }
}
