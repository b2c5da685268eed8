import { type DomainCommand, unhandledCommand } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import { isOpenedAt, type RotaEmployee, type RotaWorkplace } from './rota-context';
import { liveWorkplace, type RotaCommandBase } from './rota-command';
import type { RotaEvent, RotaRequestEvent } from './rota.events';
import { MAX_REQUESTS_PER_DAY, ROTA_MESSAGES } from './rota.messages';
import type { RotaAssignment, RotaClaim, RotaState, RotaSwap } from './rota-state';
import { busyElsewhere, BusyElsewhere, checkAssignable, employeeOverlaps, existingAssignment, serviceOfShift } from './placement-rules';

/*
 * Staff requests on a rota day: claims on its open shifts and offers to swap. Their commands and
 * events live on the rota day stream, so this decider is composed into the rota decider (its
 * `decide` and `evolveRota` hand these cases here). Approving one assigns the shift in the same
 * decision (EmployeeAssigned after the approval), so the first approved claim wins and a later one
 * finds the shift taken.
 */

const M = ROTA_MESSAGES;

/** The day's staff requests: `today` is the workplace's date (a past shift is not asked for nor given). */
export interface RequestBase extends RotaCommandBase {
  today: string;
}
/**
 * A staff member asks for an open shift. `employee` is the claimant as loaded; `holder` the
 * assignment's current employee as loaded (their removal, move or time off may be what opened it).
 */
export type ClaimShift = DomainCommand<
  'ClaimShift',
  RequestBase &
    BusyElsewhere & {
      claimId: string;
      assignmentId: string;
      employeeId: string;
      employee: RotaEmployee | null;
      holder: RotaEmployee | null;
    }
>;
/** A manager approves (the claimant takes the shift, same rules as any placement) or declines a claim. */
export type DecideClaim = DomainCommand<
  'DecideClaim',
  RequestBase & BusyElsewhere & { claimId: string; approve: boolean; employee: RotaEmployee | null; holder: RotaEmployee | null }
>;
/** A staff member offers one of their own shifts: "can anyone cover?". */
export type OfferSwap = DomainCommand<
  'OfferSwap',
  RequestBase & { swapId: string; assignmentId: string; employeeId: string; employee: RotaEmployee | null }
>;
/** A colleague offers to cover an offered shift (`employee`: them, as loaded). */
export type AcceptSwap = DomainCommand<
  'AcceptSwap',
  RequestBase & BusyElsewhere & { swapId: string; employeeId: string; employee: RotaEmployee | null }
>;
/** The offerer takes back their offer while nobody has offered to cover it. */
export type WithdrawSwap = DomainCommand<'WithdrawSwap', RequestBase & { swapId: string; employeeId: string }>;
/** A manager approves (the colleague takes the shift) or declines a swap; `employee` is the colleague covering, as loaded. */
export type DecideSwap = DomainCommand<
  'DecideSwap',
  RequestBase & BusyElsewhere & { swapId: string; approve: boolean; employee: RotaEmployee | null }
>;
export type RotaRequestCommand = ClaimShift | DecideClaim | OfferSwap | AcceptSwap | WithdrawSwap | DecideSwap;

/** Open: nobody's, or opened by its employee's removal, move or time off (`holder` is that employee as loaded). */
const isOpenShift = (assignment: RotaAssignment, holder: RotaEmployee | null, workplaceId: string, rotaDate: string) =>
  assignment.employeeId === null || (holder?.employeeId === assignment.employeeId && isOpenedAt(holder, workplaceId, rotaDate));

/** Whether `employeeId` may take `assignment`, by the same rules as any placement (and the services they do). */
function checkCanTake(
  command: RequestBase & BusyElsewhere & { employee: RotaEmployee | null },
  employeeId: string,
  assignment: RotaAssignment,
  state: RotaState,
  workplace: RotaWorkplace,
): void {
  if (command.rotaDate < command.today) throw conflict(M.pastShift);
  checkAssignable({ ...command, employeeId }, workplace);
  const services = command.employee?.services ?? [];
  const service = serviceOfShift(state, assignment.shiftId);
  if (services.length > 0 && service !== undefined && !services.includes(service)) throw conflict(M.notTheirService);
  if (employeeOverlaps(state, employeeId, assignment, assignment.assignmentId) || busyElsewhere(command, assignment)) {
    throw conflict(M.employeeBusy);
  }
}

function checkRoomForRequest(state: RotaState): void {
  if ((state.claims?.length ?? 0) + (state.swaps?.length ?? 0) >= MAX_REQUESTS_PER_DAY) throw conflict(M.tooManyRequests);
}

function claimOf(state: RotaState, claimId: string): RotaClaim {
  const claim = state.claims?.find((c) => c.claimId === claimId);
  if (!claim) throw notFound(M.requestNotFound);
  return claim;
}

function swapOf(state: RotaState, swapId: string): RotaSwap {
  const swap = state.swaps?.find((s) => s.swapId === swapId);
  if (!swap) throw notFound(M.requestNotFound);
  return swap;
}

export function decideClaimShift({ data }: ClaimShift, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  if (!isOpenShift(assignment, data.holder, workplace.workplaceId, data.rotaDate)) throw conflict(M.shiftNoLongerOpen);
  checkCanTake(data, data.employeeId, assignment, state, workplace);
  const pending = (state.claims ?? []).some(
    (c) => c.assignmentId === assignment.assignmentId && c.employeeId === data.employeeId && c.status === 'pending',
  );
  if (pending) throw conflict(M.alreadyClaimed);
  checkRoomForRequest(state);
  if (state.claims?.some((c) => c.claimId === data.claimId)) throw conflict(M.alreadyClaimed);
  return [{ type: 'ShiftClaimed', data: { claimId: data.claimId, assignmentId: assignment.assignmentId, employeeId: data.employeeId } }];
}

export function decideDecideClaim({ data }: DecideClaim, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const claim = claimOf(state, data.claimId);
  if (claim.status !== 'pending') throw conflict(M.alreadyDecided);
  if (!data.approve) return [{ type: 'ClaimDeclined', data: { claimId: claim.claimId } }];
  const assignment = state.assignments.find((a) => a.assignmentId === claim.assignmentId);
  if (!assignment || !isOpenShift(assignment, data.holder, workplace.workplaceId, data.rotaDate)) throw conflict(M.shiftNoLongerOpen);
  checkCanTake(data, claim.employeeId, assignment, state, workplace);
  // The shift is taken: the other claims on it are answered in the same decision.
  const others = (state.claims ?? []).filter(
    (c) => c.assignmentId === claim.assignmentId && c.claimId !== claim.claimId && c.status === 'pending',
  );
  return [
    { type: 'ClaimApproved', data: { claimId: claim.claimId } },
    { type: 'EmployeeAssigned', data: { assignmentId: assignment.assignmentId, employeeId: claim.employeeId } },
    ...others.map((c): RotaEvent => ({ type: 'ClaimDeclined', data: { claimId: c.claimId } })),
  ];
}

export function decideOfferSwap({ data }: OfferSwap, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  const theirs =
    assignment.employeeId === data.employeeId &&
    data.employee?.employeeId === data.employeeId &&
    !isOpenedAt(data.employee, workplace.workplaceId, data.rotaDate);
  if (!theirs) throw notFound(M.assignmentNotFound);
  if (data.rotaDate < data.today) throw conflict(M.pastShift);
  const live = (state.swaps ?? []).some(
    (s) => s.assignmentId === assignment.assignmentId && (s.status === 'open' || s.status === 'accepted'),
  );
  if (live || state.swaps?.some((s) => s.swapId === data.swapId)) throw conflict(M.alreadyOffered);
  checkRoomForRequest(state);
  return [{ type: 'SwapOffered', data: { swapId: data.swapId, assignmentId: assignment.assignmentId, employeeId: data.employeeId } }];
}

export function decideAcceptSwap({ data }: AcceptSwap, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const swap = swapOf(state, data.swapId);
  if (swap.employeeId === data.employeeId) throw conflict(M.ownSwap);
  if (swap.status === 'accepted') throw conflict(M.alreadyCovered);
  if (swap.status !== 'open') throw conflict(M.alreadyDecided);
  const assignment = offeredAssignment(state, swap);
  checkCanTake(data, data.employeeId, assignment, state, workplace);
  return [{ type: 'SwapAccepted', data: { swapId: swap.swapId, employeeId: data.employeeId } }];
}

export function decideWithdrawSwap({ data }: WithdrawSwap, state: RotaState): RotaEvent[] {
  liveWorkplace(data);
  const swap = swapOf(state, data.swapId);
  // A colleague's offer reads as unknown, like another account's.
  if (swap.employeeId !== data.employeeId) throw notFound(M.requestNotFound);
  if (swap.status === 'accepted') throw conflict(M.swapAlreadyAccepted);
  if (swap.status !== 'open') throw conflict(M.alreadyDecided);
  return [{ type: 'SwapWithdrawn', data: { swapId: swap.swapId } }];
}

export function decideDecideSwap({ data }: DecideSwap, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const swap = swapOf(state, data.swapId);
  if (swap.status === 'approved' || swap.status === 'declined' || swap.status === 'withdrawn') throw conflict(M.alreadyDecided);
  if (!data.approve) return [{ type: 'SwapDeclined', data: { swapId: swap.swapId } }];
  if (swap.status !== 'accepted' || swap.coveredBy === null) throw conflict(M.nobodyCovers);
  const assignment = offeredAssignment(state, swap);
  checkCanTake(data, swap.coveredBy, assignment, state, workplace);
  return [
    { type: 'SwapApproved', data: { swapId: swap.swapId } },
    { type: 'EmployeeAssigned', data: { assignmentId: assignment.assignmentId, employeeId: swap.coveredBy } },
  ];
}

/** The offered shift, still the offerer's (re-timed is fine; removed or given to someone else is not). */
function offeredAssignment(state: RotaState, swap: RotaSwap): RotaAssignment {
  const assignment = state.assignments.find((a) => a.assignmentId === swap.assignmentId);
  if (!assignment || assignment.employeeId !== swap.employeeId) throw conflict(M.swapChanged);
  return assignment;
}

/** Every staff request on a rota day, each to its own function. */
export function decideRotaRequest(command: RotaRequestCommand, state: RotaState): RotaEvent[] {
  const { type } = command;
  switch (type) {
    case 'ClaimShift':
      return decideClaimShift(command, state);
    case 'DecideClaim':
      return decideDecideClaim(command, state);
    case 'OfferSwap':
      return decideOfferSwap(command, state);
    case 'AcceptSwap':
      return decideAcceptSwap(command, state);
    case 'WithdrawSwap':
      return decideWithdrawSwap(command, state);
    case 'DecideSwap':
      return decideDecideSwap(command, state);
    default:
      return unhandledCommand(type);
  }
}

/** The day's claims and swaps (evolveRota hands these events here). */
export function evolveRotaRequests(state: RotaState, event: RotaRequestEvent): RotaState {
  const claims = state.claims ?? [];
  const swaps = state.swaps ?? [];
  const claim = (claimId: string, status: RotaClaim['status']) => ({
    ...state,
    claims: claims.map((c) => (c.claimId === claimId ? { ...c, status } : c)),
  });
  const swap = (swapId: string, change: Partial<RotaSwap>) => ({
    ...state,
    swaps: swaps.map((s) => (s.swapId === swapId ? { ...s, ...change } : s)),
  });
  switch (event.type) {
    case 'ShiftClaimed':
      return { ...state, claims: [...claims, { ...event.data, status: 'pending' }] };
    case 'ClaimApproved':
      return claim(event.data.claimId, 'approved');
    case 'ClaimDeclined':
      return claim(event.data.claimId, 'declined');
    case 'SwapOffered':
      return { ...state, swaps: [...swaps, { ...event.data, coveredBy: null, status: 'open' }] };
    case 'SwapAccepted':
      return swap(event.data.swapId, { coveredBy: event.data.employeeId, status: 'accepted' });
    case 'SwapApproved':
      return swap(event.data.swapId, { status: 'approved' });
    case 'SwapDeclined':
      return swap(event.data.swapId, { status: 'declined' });
    case 'SwapWithdrawn':
      return swap(event.data.swapId, { status: 'withdrawn' });
  }
}
