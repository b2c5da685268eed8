import { ACCOUNT_PURGE_EVENT_TYPES, TEMPLATE_EVENT_TYPES } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { ROTA_TEMPLATES, TemplateDocument } from './templates.read-models';

/** The templates of every workplace as their decider leaves them: a fold of the templates streams. */
export const templatesProjection = defineDomainProjection({
  name: 'rota-templates',
  // Every document is one business's, and every event it reads names it: partitioned by owner (issue 42 §5).
  partitioned: true,
  collections: [ROTA_TEMPLATES],
  indexes: [
    { collection: ROTA_TEMPLATES, fields: ['workplaceId'] },
    { collection: ROTA_TEMPLATES, fields: ['ownerId'] },
  ],
  eventTypes: [...TEMPLATE_EVENT_TYPES, ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'TemplateCreated': {
        const { templateId, workplaceId, ownerId, name, needs } = event.data;
        batch.put(ROTA_TEMPLATES, {
          id: templateId,
          ownerId,
          workplaceId,
          name,
          needs,
          createdAt: event.metadata.at,
        } satisfies TemplateDocument);
        return;
      }
      case 'TemplateUpdated': {
        const known = await batch.get<TemplateDocument>(ROTA_TEMPLATES, event.data.templateId);
        if (!known) return;
        const { name, needs } = event.data;
        batch.put(ROTA_TEMPLATES, { ...known, ...(name !== undefined ? { name } : {}), ...(needs !== undefined ? { needs } : {}) });
        return;
      }
      case 'TemplateDeleted':
        batch.delete(ROTA_TEMPLATES, event.data.templateId);
        return;
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        await batch.deleteWhere(ROTA_TEMPLATES, { ownerId: event.data.userId });
        return;
    }
  },
});
