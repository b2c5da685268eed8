import { ACCOUNT_PURGE_EVENT_TYPES, isAccountPurgeEvent } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { AUDIT_STREAMS } from '../audit.read-models';
import { joinHistory, STREAM_JOINING_EVENT_TYPES } from './history-streams';

/**
 * Finds each workplace's streams for the audit (the rule is joinHistory's). Deleting a workplace
 * keeps them (its history stays readable); deleting the account purges them with everything else.
 */
export const auditStreamsProjection = defineDomainProjection({
  name: 'audit-streams',
  collections: [AUDIT_STREAMS],
  indexes: [
    { collection: AUDIT_STREAMS, fields: ['workplaceId'] },
    { collection: AUDIT_STREAMS, fields: ['ownerId'] },
    { collection: AUDIT_STREAMS, fields: ['streamId'] },
  ],
  eventTypes: [...STREAM_JOINING_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    if (isAccountPurgeEvent(event.type)) {
      await batch.deleteWhere(AUDIT_STREAMS, { ownerId: (event.data as { userId: string }).userId });
      return;
    }
    await joinHistory(event, batch, AUDIT_STREAMS);
  },
});
