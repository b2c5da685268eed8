import { ACCOUNT_PURGE_EVENT_TYPES, ROTA_EVENT_TYPES, TIMESHEET_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveDayDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
} from '../../read-side';
import { TIMESHEET_DAYS, TIMESHEET_EMPLOYEES, TIMESHEET_WORKPLACES } from './timesheets.read-models';

const ALL = [TIMESHEET_DAYS, TIMESHEET_WORKPLACES, TIMESHEET_EMPLOYEES];
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: TIMESHEET_WORKPLACES,
  employees: TIMESHEET_EMPLOYEES,
  workplaceDocuments: [TIMESHEET_DAYS],
  all: ALL,
};
const DAY_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];

/** Rota days with their timesheets, for the manager's timesheet view and the personal page's clock. */
export const timesheetsProjection = defineDomainProjection({
  name: 'timesheets',
  collections: ALL,
  indexes: [
    { collection: TIMESHEET_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...DAY_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (await applySharedContextEvent(event, batch, SHARED_CONTEXT)) return;
    await evolveDayDocument(event, batch, { days: TIMESHEET_DAYS, workplaces: TIMESHEET_WORKPLACES }, DAY_EVENT_TYPES);
  },
});
