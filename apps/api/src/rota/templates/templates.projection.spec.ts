import type { TemplateNeed } from '@rotaledger/domain';
import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { ROTA_TEMPLATES } from './templates.read-models';
import { templatesProjection } from './templates.projection';

const need = (count: number): TemplateNeed => ({ weekday: 'mon', serviceType: 701, startMinute: 540, endMinute: 1020, count });
const created = (templateId: string, ownerId = 'ada', workplaceId = 'w1'): GivenDomainEvent => ({
  type: 'TemplateCreated',
  data: { templateId, workplaceId, ownerId, name: `Template ${templateId}`, needs: [need(2)] },
  streamId: `templates-${workplaceId}`,
});
/** The scenario's n-th event's instant (given-events: a minute apart from 09:00). */
const minute = (n: number) => `2026-01-05T09:0${n}:00.000Z`;

describe('rota-templates projection', () => {
  it('keeps each live template with its workplace, owner, name, needs and creation time', async () => {
    await givenDomainEvents(templatesProjection, [
      created('t1'),
      created('t2'),
      { type: 'TemplateUpdated', data: { templateId: 't1', workplaceId: 'w1', name: 'Weekdays' }, streamId: 'templates-w1' },
      { type: 'TemplateUpdated', data: { templateId: 't1', workplaceId: 'w1', needs: [need(3)] }, streamId: 'templates-w1' },
      { type: 'TemplateDeleted', data: { templateId: 't2', workplaceId: 'w1' }, streamId: 'templates-w1' },
    ]).thenDocuments(ROTA_TEMPLATES, [
      { id: 't1', ownerId: 'ada', workplaceId: 'w1', name: 'Weekdays', needs: [need(3)], createdAt: minute(0) },
    ]);
  });

  it("drops an account's templates with the account", async () => {
    await givenDomainEvents(templatesProjection, [
      created('t1', 'ada'),
      created('t2', 'bea', 'w2'),
      { type: 'AccountDeleted', data: { userId: 'ada' }, streamId: 'account-deletions' },
    ]).thenDocuments(ROTA_TEMPLATES, [
      { id: 't2', ownerId: 'bea', workplaceId: 'w2', name: 'Template t2', needs: [need(2)], createdAt: minute(1) },
    ]);
  });
});
