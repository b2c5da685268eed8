import {
  ACCOUNT_PURGE_EVENT_TYPES,
  approvedMinutesByEmployee,
  minutesPerEmployeePerDay,
  ROTA_EVENT_TYPES,
  TIMESHEET_EVENT_TYPES,
  timeZoneOf,
} from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import {
  applySharedContextEvent,
  EMPLOYEE_EVENT_TYPES,
  evolveDayDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
} from '../../read-side';
import { PAY_DAYS, PAY_EMPLOYEES, PAY_WORKPLACES, PayDayDocument } from '../pay.read-models';

const ALL = [PAY_DAYS, PAY_WORKPLACES, PAY_EMPLOYEES];
/** The day stream's events pay reads: the plan, and the timesheets for the actual basis. */
const DAY_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];

/** Hours per employee per day, kept from the rota's events (minutes, so sums stay exact). */
/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: PAY_WORKPLACES,
  employees: PAY_EMPLOYEES,
  workplaceDocuments: [PAY_DAYS],
  all: ALL,
};

export const payProjection = defineDomainProjection({
  name: 'pay',
  collections: ALL,
  indexes: [
    { collection: PAY_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...DAY_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (await applySharedContextEvent(event, batch, SHARED_CONTEXT)) return;
    const result = await evolveDayDocument(event, batch, { days: PAY_DAYS, workplaces: PAY_WORKPLACES }, DAY_EVENT_TYPES);
    if (!result) return;
    const day = result.after;
    const spans = day.assignments.map((a) => ({ ...a, rotaDate: day.rotaDate }));
    const minutesByEmployee = Object.fromEntries(
      Object.entries(minutesPerEmployeePerDay(spans)).map(([employeeId, days]) => [employeeId, days[day.rotaDate]]),
    );
    const workplace = await batch.get<WorkplaceDirectoryDocument>(PAY_WORKPLACES, day.workplaceId);
    const { actualMinutesByEmployee: _was, ...rest } = day as PayDayDocument;
    const actual = approvedMinutesByEmployee(day, day.rotaDate, timeZoneOf(workplace ?? {}));
    batch.put(PAY_DAYS, { ...rest, minutesByEmployee, ...(actual ? { actualMinutesByEmployee: actual } : {}) } satisfies PayDayDocument);
  },
});
