import { DomainEvent } from '../shared/decider';
import type { BreakRule } from '../pay/breaks';
import type { PayrollCodes } from '../payroll-files/payroll-codes';
import type { PayRules } from '../pay-runs/pay-rules';
import type { KioskSettingsDetails } from './kiosk-settings';

/** Stream: `workplace-{workplaceId}`. Kiosk settings (issue 41): absent in every event before them, and whenever they are off. */
export interface WorkplaceDetails extends KioskSettingsDetails {
  name: string;
  industryCategory: string;
  /** Numeric service ids from the catalogue of the industry category. */
  services: number[];
  /** Whole hours 0-24, end after start. */
  rotaStartTime: number;
  rotaEndTime: number;
  /** IANA zone of the workplace's clock; absent in events from before zones were recorded (read as DEFAULT_TIME_ZONE). */
  timeZone?: string;
  /** What staff see: absent (in every event before publishing, and whenever it is 'live') = 'live'. */
  publishMode?: PublishMode;
  /** Unpaid breaks by an assignment's length, sorted by afterHours: absent (in every event before breaks, and whenever none) = []. */
  breakRules?: BreakRule[];
  /** Payroll payment numbers (issue 39): absent (in every event before them, and whenever they are the defaults) = DEFAULT_PAYROLL_CODES. */
  payrollCodes?: PayrollCodes;
  /** Pay schedule, overtime and premium days, each dated (issue 39): absent (in every event before them) = the defaults. */
  payRules?: PayRules;
}

/** 'live': staff-facing views follow every change; 'on-publish': they show each week as last published. */
export const PUBLISH_MODES = ['live', 'on-publish'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];
export const DEFAULT_PUBLISH_MODE: PublishMode = 'live';

/** A workplace's publish mode from its details or any copy of them (absent = live). */
export const publishModeOf = (details: { publishMode?: unknown }): PublishMode =>
  details.publishMode === 'on-publish' ? 'on-publish' : DEFAULT_PUBLISH_MODE;

/** A workplace's pay rules from its details or any copy of them (absent = the defaults). */
export const payRulesOf = (details: { payRules?: PayRules }): PayRules => details.payRules ?? {};

/** A workplace's break rules from its details or any copy of them (absent = none). */
export const breakRulesOf = (details: { breakRules?: readonly BreakRule[] }): BreakRule[] => [...(details.breakRules ?? [])];

export type WorkplaceCreated = DomainEvent<'WorkplaceCreated', WorkplaceDetails & { workplaceId: string; ownerId: string }>;
export type WorkplaceUpdated = DomainEvent<'WorkplaceUpdated', WorkplaceDetails & { workplaceId: string }>;
export type WorkplaceDeleted = DomainEvent<'WorkplaceDeleted', { workplaceId: string }>;

export type WorkplaceEvent = WorkplaceCreated | WorkplaceUpdated | WorkplaceDeleted;

export const WORKPLACE_EVENT_TYPES: readonly WorkplaceEvent['type'][] = ['WorkplaceCreated', 'WorkplaceUpdated', 'WorkplaceDeleted'];

export const workplaceStream = (workplaceId: string) => `workplace-${workplaceId}`;
