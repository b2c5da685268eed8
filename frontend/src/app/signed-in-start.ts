import type { AppDispatch } from '../lib/store';
import { plannerPlaceOf, prefetchPlaceReads, prefetchPlannerWeek } from '../features/planner/entry';
import { preferencesApi } from '../features/preferences/entry';
import { profileApi } from '../features/profile/entry';

type PlannerModule = typeof import('../features/planner');

let plannerCode: Promise<PlannerModule> | undefined;
let plannerArrived: PlannerModule | undefined;

/** The planner's code, which the router loads on demand for `/` signed in (one download; a failed one is tried again). */
export function loadPlanner(): Promise<PlannerModule> {
  plannerCode ??= import('../features/planner').then(
    (planner) => (plannerArrived = planner),
    (error: unknown) => {
      plannerCode = undefined;
      throw error;
    },
  );
  return plannerCode;
}

/** The planner's code if it has arrived, so the router can render the page without suspending. */
export const loadedPlanner = (): PlannerModule | undefined => plannerArrived;

/** The planner's code while it downloads, once something has asked for it (the signed-in reads on `/`). */
export const plannerDownload = (): Promise<PlannerModule> | undefined => (plannerArrived ? undefined : plannerCode);

/**
 * Starts what the signed-in home screen needs the moment the session is known, all at once:
 * the planner's code (on `/`), the preferences, the workplaces and the employees, and the
 * week the address opens: at once when the address names its workplace, else as soon as the
 * workplaces and employees are known (never waiting for the planner's code). Left to the
 * screens, each waits for the one before (the code, then the workplaces, then the employees,
 * then the week). The screens' own queries then find these in the cache, or in flight. The
 * imports are the features' api and read modules, not their index files, so the entry that
 * calls this (src/main.tsx) does not carry their screens.
 */
export function startSignedInReads(dispatch: AppDispatch, userId: string, location: { pathname: string; search: string }) {
  dispatch(preferencesApi.util.prefetch('getPreferences', userId, {}));
  const workplaces = dispatch(profileApi.endpoints.getWorkplaces.initiate(userId, { subscribe: false }));
  const employees = dispatch(profileApi.endpoints.getEmployees.initiate(userId, { subscribe: false }));
  if (location.pathname !== '/') return;
  // A failed download or read is the page's to report (the route's retry, or its own query).
  loadPlanner().catch(() => undefined);
  prefetchAddressedWeek(dispatch, userId, location.search);
  Promise.all([workplaces.unwrap(), employees.unwrap()])
    .then(([workplaceList, employeeList]) => prefetchPlannerWeek(dispatch, userId, location.search, workplaceList, employeeList))
    .catch(() => undefined);
}

/**
 * The reads of the week an address like `/?w=<workplace>&date=…` opens need nothing but the
 * session, so they start beside the workplaces' instead of after them (prefetchPlannerWeek
 * then finds them in flight). A workplace that is not the user's only answers 404 into a cache
 * entry the page never reads (it opens the first workplace instead); one without staff reads an
 * empty week it does not show.
 */
function prefetchAddressedWeek(dispatch: AppDispatch, userId: string, search: string) {
  const params = new URLSearchParams(search);
  const workplaceId = params.get('w');
  // Whether it has staff is not known yet: the week is read anyway (see above).
  if (workplaceId) prefetchPlaceReads(dispatch, userId, workplaceId, plannerPlaceOf(params, []), true);
}
