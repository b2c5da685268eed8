import { ACCOUNT_PURGE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { STAFF_NOTICES, StaffNoticeDocument } from '../read-models';

/** The last e-mail's assignments per employee: what the next notification compares with. */
export const staffNoticesProjection = defineDomainProjection({
  name: 'staff-notices',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [STAFF_NOTICES],
  indexes: [{ collection: STAFF_NOTICES, fields: ['ownerId'] }],
  eventTypes: ['StaffNotified', 'EmployeeRemoved', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'StaffNotified': {
        // The stored event and document keep their field name, `shifts`: they hold assignments.
        const { employeeId, shifts: assignments } = event.data;
        // Always appended by a signed-in team member acting for the owner: the owner is in the metadata.
        const ownerId = event.metadata.ownerId ?? event.metadata.userId;
        if (!ownerId) return;
        batch.put(STAFF_NOTICES, {
          id: employeeId,
          employeeId,
          ownerId,
          shifts: assignments,
          notifiedAt: event.metadata.at,
        } satisfies StaffNoticeDocument);
        return;
      }
      case 'EmployeeRemoved':
        batch.delete(STAFF_NOTICES, event.data.employeeId);
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(STAFF_NOTICES, { ownerId: event.data.userId });
        return;
    }
  },
});
