/**
 * The read side shared by every rota-shaped projection and query (rota, pay, timesheets,
 * employees, sharing, feeds): the one day document and its collections, the staff-facing
 * projections' own copies of workplaces and employees, who an assignment counts for, and what
 * each team's business is called (the team context keeps it; staff e-mails name it). It
 * imports no context, so any context may use it.
 */
export * from './business-names';
export * from './projected-employees';
export * from './rota-day-document';
export * from './rota-projection-kit';
export * from './staff-visible-days';
export * from './holiday-balances';
