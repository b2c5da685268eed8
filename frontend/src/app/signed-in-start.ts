import type { AppDispatch } from './store';
import { preferencesApi } from '../features/preferences';
import { profileApi } from '../features/profile';

/** The planner's code, which the router loads on demand for `/` signed in. */
export const loadPlanner = () => import('../features/planner');

/**
 * Starts what the signed-in home screen needs the moment the session is known, all at once:
 * the planner's code (on `/`), the preferences, the workplaces and the employees, then the
 * week the address opens as soon as those are known. Left to the screens, each waits for the
 * one before (the code, then the workplaces, then the employees, then the week). The screens'
 * own queries then find these in the cache, or in flight.
 */
export function startSignedInReads(dispatch: AppDispatch, userId: string, location: { pathname: string; search: string }) {
  dispatch(preferencesApi.util.prefetch('getPreferences', userId, {}));
  const workplaces = dispatch(profileApi.endpoints.getWorkplaces.initiate(userId, { subscribe: false }));
  const employees = dispatch(profileApi.endpoints.getEmployees.initiate(userId, { subscribe: false }));
  if (location.pathname !== '/') return;
  Promise.all([loadPlanner(), workplaces.unwrap(), employees.unwrap()])
    .then(([planner, workplaceList, employeeList]) =>
      planner.prefetchPlannerWeek(dispatch, userId, location.search, workplaceList, employeeList),
    )
    // A failed read or download is the page's to report (its own query, or the route's retry).
    .catch(() => undefined);
}
