import { DayDocument, ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES } from '../read-side';

/**
 * What pay reads: the one day document per workplace day with its paid minutes, and the
 * workplace and employee copies kept beside it (issue 31: no copy of its own any more).
 */
export const PAY_DAYS = ROTA_DAYS;
export type PayDayDocument = DayDocument;
/** Time zones, owners and deletion. */
export const PAY_WORKPLACES = ROTA_WORKPLACES;
/** Display names, rates by date, moves and removal days, for the answer and the removal rule. */
export const PAY_EMPLOYEES = ROTA_EMPLOYEES;
