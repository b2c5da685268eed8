import type { DayKey } from '../employees/availability';
import type { DomainEvent } from '../shared/decider';
import type { TimeSpan } from '../shared/time-span';

/**
 * A staffing template (issue 38): a named list of needs, each "on this weekday, this service,
 * these times, this many people". Times are the rota's: minutes after the day's midnight, an
 * overnight end past 1440 (22:00-02:00 is 1320-1560).
 */
export interface TemplateNeed extends TimeSpan {
  weekday: DayKey;
  serviceType: number;
  count: number;
}

/**
 * Stream: `templates-{workplaceId}`, one per workplace rather than one per template: the
 * workplace's rules over all its templates (at most 20, names unique) are then one stream's
 * state, decided with its expected revision, so two racing creates cannot both pass the cap.
 */
export type TemplateCreated = DomainEvent<
  'TemplateCreated',
  { templateId: string; workplaceId: string; ownerId: string; name: string; needs: TemplateNeed[] }
>;
/** Only what changed is carried: a rename has no `needs`, a new list of needs no `name`. */
export type TemplateUpdated = DomainEvent<
  'TemplateUpdated',
  { templateId: string; workplaceId: string; name?: string; needs?: TemplateNeed[] }
>;
export type TemplateDeleted = DomainEvent<'TemplateDeleted', { templateId: string; workplaceId: string }>;

export type TemplateEvent = TemplateCreated | TemplateUpdated | TemplateDeleted;

export const TEMPLATE_EVENT_TYPES: readonly TemplateEvent['type'][] = ['TemplateCreated', 'TemplateUpdated', 'TemplateDeleted'];

export const templatesStream = (workplaceId: string) => `templates-${workplaceId}`;

/** The workplace of a templates stream, or null for any other stream. */
export function parseTemplatesStream(streamId: string): { workplaceId: string } | null {
  return streamId.startsWith('templates-') ? { workplaceId: streamId.slice('templates-'.length) } : null;
}
