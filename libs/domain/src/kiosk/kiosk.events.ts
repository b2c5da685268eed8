import type { DomainEvent } from '../shared/decider';

/**
 * A workplace's kiosks (issue 41), on one stream per workplace, `kiosks-{workplaceId}`: its kiosk
 * links (a shared tablet's page, `/kiosk/{token}`) and the PINs its people clock in with there,
 * with each PIN's wrong tries. One stream, so the cap on links and the count of wrong tries are
 * each decided on one expected revision.
 */
export type KioskLinkCreated = DomainEvent<
  'KioskLinkCreated',
  { kioskId: string; workplaceId: string; ownerId: string; name: string; token: string }
>;
export type KioskLinkRevoked = DomainEvent<'KioskLinkRevoked', { kioskId: string; workplaceId: string }>;
/** `pinHash`: the PIN hashed as passwords are (argon2id PHC string); the PIN itself is never stored. */
export type KioskPinSet = DomainEvent<'KioskPinSet', { workplaceId: string; ownerId: string; employeeId: string; pinHash: string }>;
/** A wrong PIN at a kiosk: `failures` wrong tries in a row so far. */
export type KioskPinRejected = DomainEvent<
  'KioskPinRejected',
  { workplaceId: string; employeeId: string; kioskId: string; failures: number }
>;
/** The last wrong try of a row: the PIN is locked until `until` (ISO), and the manager is told (the history shows it). */
export type KioskPinLocked = DomainEvent<'KioskPinLocked', { workplaceId: string; employeeId: string; kioskId: string; until: string }>;
/** A right PIN after wrong ones: the count starts again. */
export type KioskPinFailuresCleared = DomainEvent<'KioskPinFailuresCleared', { workplaceId: string; employeeId: string }>;

export type KioskEvent = KioskLinkCreated | KioskLinkRevoked | KioskPinSet | KioskPinRejected | KioskPinLocked | KioskPinFailuresCleared;

export const KIOSK_EVENT_TYPES: readonly KioskEvent['type'][] = [
  'KioskLinkCreated',
  'KioskLinkRevoked',
  'KioskPinSet',
  'KioskPinRejected',
  'KioskPinLocked',
  'KioskPinFailuresCleared',
];

export const kiosksStream = (workplaceId: string) => `kiosks-${workplaceId}`;
