/**
 * The read side shared by every rota-shaped projection and query (rota, pay, sharing, feeds):
 * each projection's own copies of workplaces and employees, the rota day document and
 * who an assignment counts for. It imports no context, so any context may use it.
 */
export * from './projected-employees';
export type { RotaDayDocument } from './rota-day-document';
export * from './rota-projection-kit';
export * from './staff-visible-days';
