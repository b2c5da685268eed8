import { DomainEvent } from '../shared/decider';

/**
 * Stream: `publication-{workplaceId}`. In 'on-publish' mode, the week from `weekStart` (a Monday)
 * is now what staff see: its day and week links, personal pages and calendar feeds.
 */
export type RotaWeekPublished = DomainEvent<'RotaWeekPublished', { workplaceId: string; weekStart: string; ownerId: string }>;

export type PublicationEvent = RotaWeekPublished;

export const PUBLICATION_EVENT_TYPES: readonly PublicationEvent['type'][] = ['RotaWeekPublished'];

export const publicationStream = (workplaceId: string) => `publication-${workplaceId}`;
