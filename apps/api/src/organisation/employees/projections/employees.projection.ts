import { ACCOUNT_PURGE_EVENT_TYPES, DELETED_PERSON, rateHistoryAfter, singleRate } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../../infrastructure/domain-log';
import { EMPLOYEE_DIRECTORY, EMPLOYEE_LIST, EmployeeDirectoryDocument, EmployeeListDocument } from '../read-models';

/**
 * The employee list (current employees of live workplaces) and the employee directory
 * (everyone ever added, removed ones flagged, so past hours keep a name). Deterministic:
 * times come from the event's metadata.
 */
export const employeesProjection = defineDomainProjection({
  name: 'employees',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [EMPLOYEE_LIST, EMPLOYEE_DIRECTORY],
  indexes: [
    { collection: EMPLOYEE_LIST, fields: ['ownerId'] },
    { collection: EMPLOYEE_LIST, fields: ['workplaceId'] },
    { collection: EMPLOYEE_DIRECTORY, fields: ['ownerId'] },
    { collection: EMPLOYEE_DIRECTORY, fields: ['workplaceId'] },
  ],
  eventTypes: [
    'EmployeeAdded',
    'EmployeeUpdated',
    'EmployeeRemoved',
    'EmployeeForgotten',
    'EmployeeEmailChanged',
    'WorkplaceDeleted',
    ...ACCOUNT_PURGE_EVENT_TYPES,
  ],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    const at = event.metadata.at;
    switch (event.type) {
      case 'EmployeeAdded': {
        const { employeeId, ...rest } = event.data;
        const listed: EmployeeListDocument = {
          id: employeeId,
          employeeId,
          ...rest,
          rateHistory: singleRate(rest.ratePence),
          createdAt: at,
          seq: event.position,
        };
        batch.put(EMPLOYEE_LIST, listed);
        batch.put(EMPLOYEE_DIRECTORY, { ...listed, removed: false, removedAt: null, updatedAt: at } satisfies EmployeeDirectoryDocument);
        return;
      }
      case 'EmployeeUpdated': {
        const { employeeId, rateEffectiveFrom: _from, moveEffectiveFrom: _moved, ...rest } = event.data;
        const entry = await batch.get<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, employeeId);
        if (!entry) return;
        // Documents written before rates had dates have no history: their one rate applies to every day.
        const rateHistory = rateHistoryAfter(entry.rateHistory ?? singleRate(entry.ratePence), event.data);
        const details = { ...rest, rateHistory };
        batch.put(EMPLOYEE_DIRECTORY, { ...entry, ...details, updatedAt: at });
        // An update is only decided into a live workplace, so a current employee is listed again.
        if (!entry.removed) {
          const { removed: _r, removedAt: _a, updatedAt: _u, ...listed } = entry;
          batch.put(EMPLOYEE_LIST, { ...listed, ...details } satisfies EmployeeListDocument);
        }
        return;
      }
      case 'EmployeeRemoved': {
        const { employeeId } = event.data;
        batch.delete(EMPLOYEE_LIST, employeeId);
        const entry = await batch.get<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, employeeId);
        if (entry && !entry.removed) {
          // A removed employee's e-mail, date of birth and phone are no longer needed: the directory keeps their name only.
          const { email: _email, dateOfBirth: _dateOfBirth, phone: _phone, ...kept } = entry;
          batch.put(EMPLOYEE_DIRECTORY, { ...kept, removed: true, removedAt: at, updatedAt: at });
        }
        return;
      }
      case 'EmployeeForgotten': {
        // The directory keeps what their hours and pay need (ids, workplace, rates, services), named by nobody.
        const entry = await batch.get<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, event.data.employeeId);
        if (!entry) return;
        const { email: _email, dateOfBirth: _dateOfBirth, phone: _phone, payrollId: _payrollId, ...kept } = entry;
        const names = { displayName: DELETED_PERSON, firstName: DELETED_PERSON, surname: DELETED_PERSON };
        batch.put(EMPLOYEE_DIRECTORY, { ...kept, ...names, updatedAt: at });
        return;
      }
      case 'EmployeeEmailChanged': {
        const { employeeId, email } = event.data;
        const entry = await batch.get<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, employeeId);
        if (!entry || entry.removed) return;
        batch.put(EMPLOYEE_DIRECTORY, { ...entry, email, updatedAt: at });
        const listed = await batch.get<EmployeeListDocument>(EMPLOYEE_LIST, employeeId);
        if (listed) batch.put(EMPLOYEE_LIST, { ...listed, email });
        return;
      }
      case 'WorkplaceDeleted':
        // The list drops them at once; each gets its own EmployeeRemoved right after.
        await batch.deleteWhere(EMPLOYEE_LIST, { workplaceId: event.data.workplaceId });
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(EMPLOYEE_LIST, { ownerId: event.data.userId });
        await batch.deleteWhere(EMPLOYEE_DIRECTORY, { ownerId: event.data.userId });
        return;
    }
  },
});
