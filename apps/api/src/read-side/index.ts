/**
 * The read side shared by every rota-shaped projection and query (rota, pay, timesheets,
 * employees, sharing, feeds): the one day document and its collections, the staff-facing
 * projections' own copies of workplaces and employees, and who an assignment counts for. It
 * imports no context, so any context may use it.
 */
export * from './projected-employees';
export * from './rota-day-document';
export * from './rota-projection-kit';
export * from './staff-visible-days';
