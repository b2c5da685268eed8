import { DomainEvent } from '../shared/decider';

/** Stream: `workplace-{workplaceId}`. */
export interface WorkplaceDetails {
  name: string;
  industryCategory: string;
  /** Numeric service ids from the catalogue of the industry category. */
  services: number[];
  /** Whole hours 0-24, end after start. */
  rotaStartTime: number;
  rotaEndTime: number;
  /** IANA zone of the workplace's clock; absent in events from before zones were recorded (read as DEFAULT_TIME_ZONE). */
  timeZone?: string;
}

export type WorkplaceCreated = DomainEvent<'WorkplaceCreated', WorkplaceDetails & { workplaceId: string; ownerId: string }>;
export type WorkplaceUpdated = DomainEvent<'WorkplaceUpdated', WorkplaceDetails & { workplaceId: string }>;
export type WorkplaceDeleted = DomainEvent<'WorkplaceDeleted', { workplaceId: string }>;

export type WorkplaceEvent = WorkplaceCreated | WorkplaceUpdated | WorkplaceDeleted;

export const WORKPLACE_EVENT_TYPES: readonly WorkplaceEvent['type'][] = ['WorkplaceCreated', 'WorkplaceUpdated', 'WorkplaceDeleted'];

export const workplaceStream = (workplaceId: string) => `workplace-${workplaceId}`;
