import { CommandOf, Decider, unhandledCommand } from '../shared/decider';
import { DomainError } from '../shared/errors';
import { EMPLOYEE_MESSAGES, MAX_EMPLOYEES_PER_ACCOUNT } from '../employees/employee.rules';
import { MAX_WORKPLACES_PER_ACCOUNT, WORKPLACE_MESSAGES } from '../workplaces/workplace.rules';
import { RosterEvent } from './roster.events';

export type ClaimKind = 'workplace' | 'employee';

/**
 * A claim younger than this may belong to a command still between its two appends, so a
 * repair leaves it alone; an older one without a matching aggregate is from a crash.
 */
export const CLAIM_GRACE_MS = 60_000;

/** Per kind: aggregate id → the name keys it holds → when each was claimed (ISO). */
export type RosterState = Record<ClaimKind, Record<string, Record<string, string>>>;

/** What the aggregate stream behind a claim says now. */
export type ClaimTruth = { status: 'missing' } | { status: 'gone' } | { status: 'live'; nameKey: string };
export interface ClaimFinding {
  kind: ClaimKind;
  id: string;
  truth: ClaimTruth;
}

export type RosterCommand =
  | { type: 'Claim'; data: { kind: ClaimKind; id: string; nameKey: string; at: string } }
  | { type: 'ReserveName'; data: { kind: ClaimKind; id: string; nameKey: string; at: string } }
  | { type: 'FreeName'; data: { kind: ClaimKind; id: string; nameKey: string } }
  | { type: 'Release'; data: { kind: ClaimKind; ids: string[] } }
  | { type: 'Repair'; data: { at: string; findings: ClaimFinding[] } };

/** A cap or a duplicate name; `suspects` are the claims a repair should check first. */
export class RosterConflict extends DomainError {
  constructor(
    message: string,
    readonly suspects: { kind: ClaimKind; id: string }[],
  ) {
    super('conflict', message);
  }
}

const RULES = {
  workplace: { cap: MAX_WORKPLACES_PER_ACCOUNT, capMessage: WORKPLACE_MESSAGES.cap, duplicate: WORKPLACE_MESSAGES.duplicateName },
  employee: { cap: MAX_EMPLOYEES_PER_ACCOUNT, capMessage: EMPLOYEE_MESSAGES.cap, duplicate: EMPLOYEE_MESSAGES.duplicateDisplayName },
} as const;

const claimed = (kind: ClaimKind, id: string, nameKey: string, at: string): RosterEvent =>
  kind === 'workplace'
    ? { type: 'WorkplaceClaimed', data: { workplaceId: id, nameKey, at } }
    : { type: 'EmployeeClaimed', data: { employeeId: id, nameKey, at } };
const reserved = (kind: ClaimKind, id: string, nameKey: string, at: string): RosterEvent =>
  kind === 'workplace'
    ? { type: 'WorkplaceNameReserved', data: { workplaceId: id, nameKey, at } }
    : { type: 'EmployeeNameReserved', data: { employeeId: id, nameKey, at } };
const freed = (kind: ClaimKind, id: string, nameKey: string): RosterEvent =>
  kind === 'workplace'
    ? { type: 'WorkplaceNameFreed', data: { workplaceId: id, nameKey } }
    : { type: 'EmployeeNameFreed', data: { employeeId: id, nameKey } };
const released = (kind: ClaimKind, id: string): RosterEvent =>
  kind === 'workplace' ? { type: 'WorkplaceReleased', data: { workplaceId: id } } : { type: 'EmployeeReleased', data: { employeeId: id } };

/** Own keys only: a name such as 'constructor' must not match Object.prototype. */
const holds = (keys: Record<string, string> | undefined, nameKey: string) => !!keys && Object.hasOwn(keys, nameKey);
const claimOf = (state: RosterState, kind: ClaimKind, id: string) => (Object.hasOwn(state[kind], id) ? state[kind][id] : undefined);

function assertNameFree(state: RosterState, kind: ClaimKind, id: string, nameKey: string): void {
  const holder = Object.entries(state[kind]).find(([other, keys]) => other !== id && holds(keys, nameKey));
  if (holder) throw new RosterConflict(RULES[kind].duplicate, [{ kind, id: holder[0] }]);
}

const olderThanGrace = (since: string, now: string) => Date.parse(now) - Date.parse(since) >= CLAIM_GRACE_MS;

function repair(state: RosterState, at: string, findings: ClaimFinding[]): RosterEvent[] {
  const events: RosterEvent[] = [];
  for (const { kind, id, truth } of findings) {
    const keys = claimOf(state, kind, id);
    if (!keys) continue;
    const stale = Object.entries(keys).filter(([key, since]) =>
      truth.status === 'live' ? key !== truth.nameKey && olderThanGrace(since, at) : olderThanGrace(since, at),
    );
    if (truth.status === 'gone' || (truth.status === 'missing' && stale.length === Object.keys(keys).length)) {
      events.push(released(kind, id));
    } else if (truth.status === 'live') {
      events.push(...stale.map(([key]) => freed(kind, id, key)));
    }
  }
  return events;
}

type Command<Type extends RosterCommand['type']> = CommandOf<RosterCommand, Type>;

/**
 * A name for an aggregate: nothing when it holds it already, refused when another holds it.
 * `capped`: a new aggregate counts against the cap; a rename of one the roster has not seen
 * claims it without the cap (it already exists).
 */
function nameClaim(data: Command<'Claim'>['data'], state: RosterState, capped: boolean): RosterEvent[] {
  const { kind, id, nameKey, at } = data;
  const keys = claimOf(state, kind, id);
  if (holds(keys, nameKey)) return [];
  assertNameFree(state, kind, id, nameKey);
  if (keys) return [reserved(kind, id, nameKey, at)];
  const claimedIds = Object.keys(state[kind]);
  if (capped && claimedIds.length >= RULES[kind].cap) {
    throw new RosterConflict(
      RULES[kind].capMessage,
      claimedIds.map((other) => ({ kind, id: other })),
    );
  }
  return [claimed(kind, id, nameKey, at)];
}

const decideClaim = ({ data }: Command<'Claim'>, state: RosterState): RosterEvent[] => nameClaim(data, state, true);

const decideReserveName = ({ data }: Command<'ReserveName'>, state: RosterState): RosterEvent[] => nameClaim(data, state, false);

function decideFreeName({ data }: Command<'FreeName'>, state: RosterState): RosterEvent[] {
  const { kind, id, nameKey } = data;
  const keys = claimOf(state, kind, id);
  // The last key is never freed: a live aggregate always holds its name.
  if (!keys || !holds(keys, nameKey) || Object.keys(keys).length < 2) return [];
  return [freed(kind, id, nameKey)];
}

function decideRelease({ data }: Command<'Release'>, state: RosterState): RosterEvent[] {
  const { kind, ids } = data;
  return [...new Set(ids)].filter((id) => claimOf(state, kind, id)).map((id) => released(kind, id));
}

const decideRepair = ({ data }: Command<'Repair'>, state: RosterState): RosterEvent[] => repair(state, data.at, data.findings);

function decide(command: RosterCommand, state: RosterState): RosterEvent[] {
  const { type } = command;
  switch (type) {
    case 'Claim':
      return decideClaim(command, state);
    case 'ReserveName':
      return decideReserveName(command, state);
    case 'FreeName':
      return decideFreeName(command, state);
    case 'Release':
      return decideRelease(command, state);
    case 'Repair':
      return decideRepair(command, state);
    default:
      return unhandledCommand(type);
  }
}

function withKeys(state: RosterState, kind: ClaimKind, id: string, keys: Record<string, string> | null): RosterState {
  const { [id]: _previous, ...others } = state[kind];
  return { ...state, [kind]: keys ? { ...others, [id]: keys } : others };
}

function withoutKey(state: RosterState, kind: ClaimKind, id: string, nameKey: string): RosterState {
  const keys = claimOf(state, kind, id);
  if (!keys) return state;
  const { [nameKey]: _freed, ...rest } = keys;
  return withKeys(state, kind, id, rest);
}

function evolve(state: RosterState, event: RosterEvent): RosterState {
  switch (event.type) {
    case 'WorkplaceClaimed':
      return withKeys(state, 'workplace', event.data.workplaceId, { [event.data.nameKey]: event.data.at });
    case 'EmployeeClaimed':
      return withKeys(state, 'employee', event.data.employeeId, { [event.data.nameKey]: event.data.at });
    case 'WorkplaceNameReserved': {
      const { workplaceId, nameKey, at } = event.data;
      return withKeys(state, 'workplace', workplaceId, { ...claimOf(state, 'workplace', workplaceId), [nameKey]: at });
    }
    case 'EmployeeNameReserved': {
      const { employeeId, nameKey, at } = event.data;
      return withKeys(state, 'employee', employeeId, { ...claimOf(state, 'employee', employeeId), [nameKey]: at });
    }
    case 'WorkplaceNameFreed':
      return withoutKey(state, 'workplace', event.data.workplaceId, event.data.nameKey);
    case 'EmployeeNameFreed':
      return withoutKey(state, 'employee', event.data.employeeId, event.data.nameKey);
    case 'WorkplaceReleased':
      return withKeys(state, 'workplace', event.data.workplaceId, null);
    case 'EmployeeReleased':
      return withKeys(state, 'employee', event.data.employeeId, null);
    default:
      return state;
  }
}

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = {
  initialState: () => ({ workplace: {}, employee: {} }),
  evolve,
  decide,
};
