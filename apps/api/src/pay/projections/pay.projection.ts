import { minutesPerEmployeePerDay, ROTA_EVENT_TYPES } from '@rotaledger/domain';
import type { StoredEvent } from '@rotaledger/event-store';
import type { Projection, ProjectionBatch } from '@rotaledger/read-models';
import {
  dropWorkplaceDocuments,
  EMPLOYEE_EVENT_TYPES,
  evolveDayDocument,
  purgeOwner,
  trackEmployee,
  trackWorkplace,
  WORKPLACE_EVENT_TYPES,
} from '../../rota/projections/rota-projection-kit';
import { PAY_DAYS, PAY_EMPLOYEES, PAY_WORKPLACES, PayDayDocument } from '../pay.read-models';

const ALL = [PAY_DAYS, PAY_WORKPLACES, PAY_EMPLOYEES];

/** Hours per employee per day, kept from the rota's events (minutes, so sums stay exact). */
export const payProjection: Projection = {
  name: 'pay',
  collections: ALL,
  indexes: [
    { collection: PAY_DAYS, fields: ['workplaceId', 'rotaDate'] },
    ...ALL.map((collection) => ({ collection, fields: ['ownerId'] })),
  ],
  eventTypes: [...ROTA_EVENT_TYPES, ...WORKPLACE_EVENT_TYPES, ...EMPLOYEE_EVENT_TYPES, 'AccountDeleted'],
  async apply(event: StoredEvent, batch: ProjectionBatch): Promise<void> {
    if ((WORKPLACE_EVENT_TYPES as readonly string[]).includes(event.type)) {
      await trackWorkplace(event, batch, PAY_WORKPLACES);
      if (event.type === 'WorkplaceDeleted') await dropWorkplaceDocuments(event, batch, [PAY_DAYS]);
      return;
    }
    if ((EMPLOYEE_EVENT_TYPES as readonly string[]).includes(event.type)) {
      await trackEmployee(event, batch, PAY_EMPLOYEES);
      return;
    }
    if (event.type === 'AccountDeleted') {
      await purgeOwner(event, batch, ALL);
      return;
    }
    const result = await evolveDayDocument(event, batch, { days: PAY_DAYS, workplaces: PAY_WORKPLACES });
    if (!result) return;
    const day = result.after;
    const spans = day.assignments.map((a) => ({ ...a, rotaDate: day.rotaDate }));
    const minutesByEmployee = Object.fromEntries(
      Object.entries(minutesPerEmployeePerDay(spans)).map(([employeeId, days]) => [employeeId, days[day.rotaDate]]),
    );
    batch.put(PAY_DAYS, { ...day, minutesByEmployee } satisfies PayDayDocument);
  },
};
