import { mondayOf } from '../pay/working-time-checks';
import { addDays, dayNumber } from '../pay-periods/calendar-date';
import { checkWithinHorizon } from '../rota/planning-horizon';
import { type DomainCommand, type DomainEvent, unhandledCommand } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { FillGoal, FillInput, FillResult } from './fill-types';

/**
 * An auto-fill run as a fact (issue 38): a proposal is an event in a stream of its own, with who
 * asked (its metadata), the digest of its inputs, the solver and its answer. It changes no
 * assignment; accepting it places its rows through the rota's own AssignEmployee path.
 */

export const MAX_FILL_DAYS = 31;
/** A proposal may be accepted for a day after it was made; then it is not found. */
export const PROPOSAL_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const FILL_GOALS: readonly FillGoal[] = ['cost', 'fair'];

export const AUTOFILL_MESSAGES = {
  rangeBackwards: 'from must be on or before to.',
  rangeTooLong: `A fill covers at most ${MAX_FILL_DAYS} days.`,
  goal: "goal must be 'cost' or 'fair'.",
  mayMoveOthers: 'mayMoveOthers must be true or false.',
  assignmentIds: 'assignmentIds must be a list of assignment ids.',
  proposalNotFound: 'Proposal not found.',
  notARow: 'Every assignmentId must be a row of the proposal.',
  rotaChanged: 'The rota changed since this proposal: fill again.',
  alreadyProposed: 'This proposal exists already.',
} as const;

/** The stream of one proposal. */
export const autofillStream = (proposalId: string) => `autofill-${proposalId}`;

/** Refuses (400) a range backwards, longer than MAX_FILL_DAYS, or ending past the planning horizon. */
export function checkFillRange(from: string, to: string, today: string): void {
  if (from > to) throw invalid(AUTOFILL_MESSAGES.rangeBackwards);
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_FILL_DAYS) throw invalid(AUTOFILL_MESSAGES.rangeTooLong);
  checkWithinHorizon(to, today);
}

/** Whether a proposal made at `proposedAt` is past its lifetime at `now` (ISO instants, from the Clock). */
export const proposalExpired = (proposedAt: string, now: string) => Date.parse(now) - Date.parse(proposedAt) > PROPOSAL_LIFETIME_MS;

export interface AutoFillProposedData {
  proposalId: string;
  ownerId: string;
  workplaceId: string;
  from: string;
  to: string;
  goal: FillGoal;
  mayMoveOthers: boolean;
  /** sha-256 of the canonical JSON of the whole FillInput. */
  inputDigest: string;
  /** assignmentId → sha-256 of what that row depends on (its slot and its person's inputs): checked on accept. */
  rowDigests: Record<string, string>;
  result: FillResult;
}
export type AutoFillProposed = DomainEvent<'AutoFillProposed', AutoFillProposedData>;
export type AutoFillEvent = AutoFillProposed;
export const AUTOFILL_EVENT_TYPES: readonly AutoFillEvent['type'][] = ['AutoFillProposed'];

export type ProposeFill = DomainCommand<'ProposeFill', AutoFillProposedData>;
export type AutoFillCommand = ProposeFill;

export type AutoFillState = { status: 'none' } | { status: 'proposed'; proposal: AutoFillProposedData };

export function decideProposeFill({ data }: ProposeFill, state: AutoFillState): AutoFillEvent[] {
  if (state.status !== 'none') throw conflict(AUTOFILL_MESSAGES.alreadyProposed);
  return [{ type: 'AutoFillProposed', data }];
}

export const autofillDecider = {
  initialState: (): AutoFillState => ({ status: 'none' }),
  evolve(_state: AutoFillState, event: AutoFillEvent): AutoFillState {
    switch (event.type) {
      case 'AutoFillProposed':
        return { status: 'proposed', proposal: event.data };
    }
  },
  decide(command: AutoFillCommand, state: AutoFillState): AutoFillEvent[] {
    const { type } = command;
    switch (type) {
      case 'ProposeFill':
        return decideProposeFill(command, state);
      default:
        return unhandledCommand(type);
    }
  },
};

/**
 * A value as JSON with every object's keys sorted (arrays keep their order): the same inputs
 * always give the same text, so their digest names them.
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * What one slot's row depends on, as canonical JSON: the slot itself (open, its times, service,
 * break) and everything the person brings (services, availability, time off, rates, contract and
 * every fixed assignment). Null when the slot or the person is no longer in the input.
 */
export function rowDependencies(input: FillInput, assignmentId: string, employeeId: string): string | null {
  const slot = input.slots.find((s) => s.assignmentId === assignmentId);
  const candidate = input.candidates.find((c) => c.employeeId === employeeId);
  if (!slot || !candidate) return null;
  return canonicalJson({ slot, candidate });
}

/** The days around from..to that rest and weekly limits read: the Monday-Sunday weeks, and two days before. */
export function fillWindow(from: string, to: string): { from: string; to: string } {
  return { from: addDays(mondayOf(from), -2), to: addDays(mondayOf(to), 7) };
}
