/**
 * The rota context's read models. Ids derive from aggregate ids, so a rebuild yields the same
 * documents. The day documents and their index are shared with pay, timesheets and employees
 * (`read-side/rota-day-document.ts`); the rota projection writes them.
 */
export {
  ROTA_DAYS,
  ROTA_EMPLOYEES,
  ROTA_INDEX,
  ROTA_POPULATED_DATES,
  ROTA_WORKPLACES,
  type PopulatedDateDocument,
  type RotaDayDocument,
  type RotaIndexDocument,
} from '../read-side/rota-day-document';
