/**
 * What the signed-in start needs of the planner before its screens' code (app/signed-in-start.ts):
 * the first week's reads, and the Undo list's slice (it injects itself into the store and records
 * who holds each assignment from those very reads).
 */
export { plannerPlaceOf, prefetchPlaceReads, prefetchPlannerWeek } from './startReads';
export { undoSlice } from './undo/undoSlice';
