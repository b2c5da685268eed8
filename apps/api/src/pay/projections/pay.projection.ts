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
  RotaDayDocument,
  RotaProjectionCollections,
  WORKPLACE_EVENT_TYPES,
  WorkplaceDirectoryDocument,
} from '../../read-side';
import { PAY_DAYS, PAY_EMPLOYEES, PAY_WORKPLACES, PayDayDocument } from '../pay.read-models';

const ALL = [PAY_DAYS, PAY_WORKPLACES, PAY_EMPLOYEES];
/** The day stream's events pay reads: the plan, and the timesheets for the actual basis. */
const DAY_EVENT_TYPES = [...ROTA_EVENT_TYPES, ...TIMESHEET_EVENT_TYPES];

/** Workplace and employee copies, and what WorkplaceDeleted and AccountDeleted remove. */
const SHARED_CONTEXT: RotaProjectionCollections = {
  workplaces: PAY_WORKPLACES,
  employees: PAY_EMPLOYEES,
  workplaceDocuments: [PAY_DAYS],
  all: ALL,
};

/**
 * Paid minutes per employee on a day (minutes, so sums stay exact): the time that really passes
 * on the workplace's clock, less each assignment's stored break.
 */
function payDayOf(day: RotaDayDocument, timeZone: string): PayDayDocument {
  const spans = day.assignments.map((a) => ({ ...a, rotaDate: day.rotaDate }));
  const minutesByEmployee = Object.fromEntries(
    Object.entries(minutesPerEmployeePerDay(spans, timeZone)).map(([employeeId, days]) => [employeeId, days[day.rotaDate]]),
  );
  // Approved actual minutes (timesheets) are counted on the same clock.
  const { actualMinutesByEmployee: _was, ...rest } = day as PayDayDocument;
  const actual = approvedMinutesByEmployee(day, day.rotaDate, timeZone);
  return { ...rest, minutesByEmployee, ...(actual ? { actualMinutesByEmployee: actual } : {}) };
}

const zoneOfCopy = async (batch: ProjectionBatch, workplaceId: string) =>
  timeZoneOf((await batch.get<WorkplaceDirectoryDocument>(PAY_WORKPLACES, workplaceId)) ?? {});

export const payProjection = defineDomainProjection({
  name: 'pay',
  collections: ALL,
  indexes: [
    { collection: PAY_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...DAY_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (event.type === 'WorkplaceUpdated') {
      const { workplaceId } = event.data;
      const before = await zoneOfCopy(batch, workplaceId);
      await applySharedContextEvent(event, batch, SHARED_CONTEXT);
      const after = await zoneOfCopy(batch, workplaceId);
      // A new clock changes how long its days' assignments are: every day is counted again, as a rebuild would.
      if (after !== before) {
        for (const day of await batch.find<PayDayDocument>(PAY_DAYS, { workplaceId })) batch.put(PAY_DAYS, payDayOf(day, after));
      }
      return;
    }
    if (await applySharedContextEvent(event, batch, SHARED_CONTEXT)) return;
    const result = await evolveDayDocument(event, batch, { days: PAY_DAYS, workplaces: PAY_WORKPLACES }, DAY_EVENT_TYPES);
    if (!result) return;
    const day = result.after;
    batch.put(PAY_DAYS, payDayOf(day, await zoneOfCopy(batch, day.workplaceId)));
  },
});
