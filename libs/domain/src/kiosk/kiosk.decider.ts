import { liveWorkplace, type CommandWorkplace } from '../shared/live-workplace';
import { type Decider, type DomainCommand, unhandledCommand } from '../shared/decider';
import { conflict, DomainError, invalid, notFound } from '../shared/errors';
import type { KioskEvent } from './kiosk.events';
import {
  DEFAULT_KIOSK_NAME,
  KIOSK_MESSAGES,
  KIOSK_NAME_MAX_LENGTH,
  MAX_KIOSKS_PER_WORKPLACE,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
} from './kiosk.rules';

export interface KioskLink {
  kioskId: string;
  name: string;
  token: string;
  revoked: boolean;
}

/** One person's PIN at this workplace: its hash, the wrong tries in a row, and the lock's end (ISO) if locked. */
export interface KioskPin {
  employeeId: string;
  pinHash: string | null;
  failures: number;
  lockedUntil: string | null;
}

/** Stream `kiosks-{workplaceId}`. */
export interface KioskState {
  links: KioskLink[];
  pins: KioskPin[];
}

interface KioskCommandBase {
  workplace: CommandWorkplace | null;
}

/** `token`: 32 random bytes, base64url, drawn by the API. */
export type CreateKioskLink = DomainCommand<'CreateKioskLink', KioskCommandBase & { kioskId: string; name?: string | null; token: string }>;
export type RevokeKioskLink = DomainCommand<'RevokeKioskLink', KioskCommandBase & { kioskId: string }>;
/** `pinHash`: the checked PIN, hashed by the API. */
export type SetKioskPin = DomainCommand<'SetKioskPin', KioskCommandBase & { employeeId: string; pinHash: string }>;
/**
 * A PIN entered at a kiosk, as the API found it against the stored hash (`matches`), at `now`
 * (ISO, the server's clock). Refused while the PIN is locked; a wrong one is counted.
 */
export type AttemptKioskPin = DomainCommand<
  'AttemptKioskPin',
  KioskCommandBase & { kioskId: string; employeeId: string; matches: boolean; now: string }
>;

export type KioskCommand = CreateKioskLink | RevokeKioskLink | SetKioskPin | AttemptKioskPin;

export const initialKioskState = (): KioskState => ({ links: [], pins: [] });

export const locked = () => new DomainError('locked', KIOSK_MESSAGES.locked);
export const wrongPin = (message: string = KIOSK_MESSAGES.wrongPin) => new DomainError('unauthorized', message);

export const pinOf = (state: KioskState, employeeId: string): KioskPin | undefined => state.pins.find((p) => p.employeeId === employeeId);

/** Whether the person's PIN is locked at `now` (epoch ms). */
export function isPinLocked(pin: KioskPin | undefined, now: number): boolean {
  return pin?.lockedUntil != null && Date.parse(pin.lockedUntil) > now;
}

/**
 * The refusal a PIN attempt's events mean: 423 when they lock the PIN, 401 for another wrong
 * try, none when the PIN was right (the API appends the events first, then answers this).
 */
export function pinRefusalOf(events: readonly KioskEvent[]): DomainError | null {
  if (events.some((e) => e.type === 'KioskPinLocked')) return locked();
  if (events.some((e) => e.type === 'KioskPinRejected')) return wrongPin();
  return null;
}

function decideCreateKioskLink({ data }: CreateKioskLink, state: KioskState): KioskEvent[] {
  const { workplaceId, ownerId } = liveWorkplace(data);
  const { kioskId, token } = data;
  const name = (data.name ?? '').trim() || DEFAULT_KIOSK_NAME;
  if (name.length > KIOSK_NAME_MAX_LENGTH) throw invalid(KIOSK_MESSAGES.nameTooLong);
  if (state.links.some((l) => l.kioskId === kioskId)) return [];
  if (state.links.filter((l) => !l.revoked).length >= MAX_KIOSKS_PER_WORKPLACE) throw conflict(KIOSK_MESSAGES.tooMany);
  return [{ type: 'KioskLinkCreated', data: { kioskId, workplaceId, ownerId, name, token } }];
}

function decideRevokeKioskLink({ data }: RevokeKioskLink, state: KioskState): KioskEvent[] {
  const { workplaceId } = liveWorkplace(data);
  const link = state.links.find((l) => l.kioskId === data.kioskId);
  if (!link) throw notFound(KIOSK_MESSAGES.kioskNotFound);
  if (link.revoked) return [];
  return [{ type: 'KioskLinkRevoked', data: { kioskId: link.kioskId, workplaceId } }];
}

function decideSetKioskPin({ data }: SetKioskPin, _state: KioskState): KioskEvent[] {
  const { workplaceId, ownerId } = liveWorkplace(data);
  const { employeeId, pinHash } = data;
  return [{ type: 'KioskPinSet', data: { workplaceId, ownerId, employeeId, pinHash } }];
}

function decideAttemptKioskPin({ data }: AttemptKioskPin, state: KioskState): KioskEvent[] {
  const { workplaceId } = liveWorkplace(data);
  const { kioskId, employeeId, matches } = data;
  const now = Date.parse(data.now);
  const link = state.links.find((l) => l.kioskId === kioskId);
  if (!link || link.revoked) throw notFound(KIOSK_MESSAGES.notFound);
  const pin = pinOf(state, employeeId);
  if (isPinLocked(pin, now)) throw locked();
  if (!pin || pin.pinHash === null) throw wrongPin(KIOSK_MESSAGES.noPin);
  if (matches) return pin.failures > 0 ? [{ type: 'KioskPinFailuresCleared', data: { workplaceId, employeeId } }] : [];
  const failures = pin.failures + 1;
  const rejected: KioskEvent = { type: 'KioskPinRejected', data: { workplaceId, employeeId, kioskId, failures } };
  if (failures < PIN_MAX_FAILURES) return [rejected];
  const until = new Date(now + PIN_LOCK_MINUTES * 60_000).toISOString();
  return [rejected, { type: 'KioskPinLocked', data: { workplaceId, employeeId, kioskId, until } }];
}

export function decideKiosk(command: KioskCommand, state: KioskState): KioskEvent[] {
  const { type } = command;
  switch (type) {
    case 'CreateKioskLink':
      return decideCreateKioskLink(command, state);
    case 'RevokeKioskLink':
      return decideRevokeKioskLink(command, state);
    case 'SetKioskPin':
      return decideSetKioskPin(command, state);
    case 'AttemptKioskPin':
      return decideAttemptKioskPin(command, state);
    default:
      return unhandledCommand(type);
  }
}

function withPin(state: KioskState, employeeId: string, update: Partial<KioskPin>): KioskState {
  const existing = pinOf(state, employeeId);
  const pins = existing
    ? state.pins.map((p) => (p.employeeId === employeeId ? { ...p, ...update } : p))
    : [...state.pins, { employeeId, pinHash: null, failures: 0, lockedUntil: null, ...update }];
  return { ...state, pins };
}

export function evolveKiosk(state: KioskState, event: KioskEvent): KioskState {
  switch (event.type) {
    case 'KioskLinkCreated': {
      const { kioskId, name, token } = event.data;
      return { ...state, links: [...state.links, { kioskId, name, token, revoked: false }] };
    }
    case 'KioskLinkRevoked':
      return { ...state, links: state.links.map((l) => (l.kioskId === event.data.kioskId ? { ...l, revoked: true } : l)) };
    case 'KioskPinSet':
      // A new PIN, set by the person or their manager, also lifts a lock.
      return withPin(state, event.data.employeeId, { pinHash: event.data.pinHash, failures: 0, lockedUntil: null });
    case 'KioskPinRejected':
      return withPin(state, event.data.employeeId, { failures: event.data.failures });
    case 'KioskPinLocked':
      // The lock starts the count again: after it, five more wrong tries lock it again.
      return withPin(state, event.data.employeeId, { failures: 0, lockedUntil: event.data.until });
    case 'KioskPinFailuresCleared':
      return withPin(state, event.data.employeeId, { failures: 0 });
  }
}

export const kioskDecider: Decider<KioskCommand, KioskEvent, KioskState> = {
  initialState: initialKioskState,
  evolve: evolveKiosk,
  decide: decideKiosk,
};
