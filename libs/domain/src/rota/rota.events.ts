import { DomainEvent } from '../shared/decider';
import type { TimesheetEvent } from './timesheets';

/**
 * Stream: `rota-{workplaceId}-{yyyy-mm-dd}`: every shift of one workplace on one day and
 * their assignments. Times are minutes after the rota day's midnight (quarter-hour multiples);
 * an overnight assignment ends after 1440 (22:00 → 02:00 is 1320-1560). The API shows them
 * as clock times HH:MM:SS.
 */
export type ShiftCreated = DomainEvent<
  'ShiftCreated',
  { shiftId: string; workplaceId: string; rotaDate: string; serviceType: number; ownerId: string }
>;
export type ShiftDeleted = DomainEvent<'ShiftDeleted', { shiftId: string }>;
/**
 * The unpaid break decided with the times (issue 28): `breakMinutes` absent = 0 (every event from
 * before breaks, and a rule break of none); `ownBreak` when the manager set it.
 */
export interface BreakFields {
  breakMinutes?: number;
  ownBreak?: true;
}
export type AssignmentAdded = DomainEvent<
  'AssignmentAdded',
  { assignmentId: string; shiftId: string; startMinute: number; endMinute: number; employeeId: string | null } & BreakFields
>;
/** New times or a new break (the same times then): the break fields state the break from now on. */
export type AssignmentTimed = DomainEvent<
  'AssignmentTimed',
  { assignmentId: string; startMinute: number; endMinute: number } & BreakFields
>;
export type EmployeeAssigned = DomainEvent<'EmployeeAssigned', { assignmentId: string; employeeId: string }>;
/** `noShow` (issue 41): they did not come, so the manager opened their shift (the history says so). */
export type EmployeeUnassigned = DomainEvent<'EmployeeUnassigned', { assignmentId: string; employeeId: string; noShow?: true }>;
export type AssignmentRemoved = DomainEvent<'AssignmentRemoved', { assignmentId: string }>;
/** The assignment changed row (shift) within the day: its new time collided with a colleague's in its old row. */
export type AssignmentMoved = DomainEvent<'AssignmentMoved', { assignmentId: string; toShiftId: string }>;
/**
 * Marks a copy: the events after it in the same append are the assignments (and rows) copied
 * from `fromWorkplaceId`'s `fromDate`; `copied` counts the assignments.
 */
export type RotaDayCopied = DomainEvent<'RotaDayCopied', { fromWorkplaceId: string; fromDate: string; copied: number }>;
/**
 * Marks a template drawn into the day (issue 38): the events after it in the same append are the
 * open assignments (and rows) the day still lacked; `added` counts the assignments.
 */
export type TemplateApplied = DomainEvent<'TemplateApplied', { templateId: string; templateName: string; added: number }>;
/**
 * Heads the events of an undo on this day (issue 29): the events after it in the same append
 * revert what change `changeId` did here; `undone` counts the assignments put back as they were.
 * The day's share of a change is undone once: this marker is how the stream knows.
 */
export type ChangeUndone = DomainEvent<'ChangeUndone', { changeId: string; undone: number }>;
/**
 * The day was shared by link; `rotaId` is the unguessable public id (>= 128 bits).
 * `sharingGeneration` is the owner's sharing generation when the link was made (see
 * `sharingGenerationFrom`); the link dies once the owner turns public_rota off. Links
 * shared before generations were recorded lack it and count as generation 0.
 * `span: 'week'` (in a Monday's stream) shares the week from that Monday instead; day
 * links carry no span, so every stream written before week links replays unchanged.
 */
export type RotaShared = DomainEvent<
  'RotaShared',
  { rotaId: string; workplaceId: string; rotaDate: string; ownerId: string; sharingGeneration?: number; span?: 'week' }
>;
/** The owner revoked the day's link (or, with `span: 'week'`, the week's): `rotaId` answers 404 for good; sharing again makes a new one. */
export type SharedRotaRevoked = DomainEvent<
  'SharedRotaRevoked',
  { rotaId: string; workplaceId: string; rotaDate: string; ownerId: string; span?: 'week' }
>;

/**
 * Staff requests on a workplace day (issue 27): a claim on an open shift, and an offer to swap
 * one's own shift. Approving either is followed in the same append by `EmployeeAssigned`, so
 * the approval and the placement stand or fall together under the stream's expected revision.
 */
export type ShiftClaimed = DomainEvent<'ShiftClaimed', { claimId: string; assignmentId: string; employeeId: string }>;
export type ClaimApproved = DomainEvent<'ClaimApproved', { claimId: string }>;
export type ClaimDeclined = DomainEvent<'ClaimDeclined', { claimId: string }>;
export type SwapOffered = DomainEvent<'SwapOffered', { swapId: string; assignmentId: string; employeeId: string }>;
/** `employeeId` is the colleague who offers to cover. */
export type SwapAccepted = DomainEvent<'SwapAccepted', { swapId: string; employeeId: string }>;
export type SwapApproved = DomainEvent<'SwapApproved', { swapId: string }>;
export type SwapDeclined = DomainEvent<'SwapDeclined', { swapId: string }>;
/** The offerer took their offer back before anyone offered to cover it. */
export type SwapWithdrawn = DomainEvent<'SwapWithdrawn', { swapId: string }>;

export type RotaRequestEvent =
  ShiftClaimed | ClaimApproved | ClaimDeclined | SwapOffered | SwapAccepted | SwapApproved | SwapDeclined | SwapWithdrawn;

/**
 * Kept apart from ROTA_EVENT_TYPES: they change no assignment (the approval's EmployeeAssigned
 * does), so the grid, pay, sharing and feeds projections need not read them.
 */
export const ROTA_REQUEST_EVENT_TYPES: readonly RotaRequestEvent['type'][] = [
  'ShiftClaimed',
  'ClaimApproved',
  'ClaimDeclined',
  'SwapOffered',
  'SwapAccepted',
  'SwapApproved',
  'SwapDeclined',
  'SwapWithdrawn',
];

export type RotaEvent =
  | RotaRequestEvent
  | TimesheetEvent
  | ShiftCreated
  | ShiftDeleted
  | AssignmentAdded
  | AssignmentTimed
  | EmployeeAssigned
  | EmployeeUnassigned
  | AssignmentRemoved
  | AssignmentMoved
  | RotaDayCopied
  | TemplateApplied
  | ChangeUndone
  | RotaShared
  | SharedRotaRevoked;

export const rotaStream = (workplaceId: string, rotaDate: string) => `rota-${workplaceId}-${rotaDate}`;

/** The events that change the day's shifts, assignments or links: what the grid, pay, sharing and feeds read. */
export const ROTA_EVENT_TYPES = [
  'ShiftCreated',
  'ShiftDeleted',
  'AssignmentAdded',
  'AssignmentTimed',
  'EmployeeAssigned',
  'EmployeeUnassigned',
  'AssignmentRemoved',
  'AssignmentMoved',
  'RotaDayCopied',
  'TemplateApplied',
  'ChangeUndone',
  'RotaShared',
  'SharedRotaRevoked',
] as const satisfies readonly RotaEvent['type'][];
/** One of ROTA_EVENT_TYPES. */
export type RotaDayEvent = Extract<RotaEvent, { type: (typeof ROTA_EVENT_TYPES)[number] }>;

/** The workplace and day of a rota stream; null for any other stream. */
export function parseRotaStream(streamId: string): { workplaceId: string; rotaDate: string } | null {
  const match = /^rota-(.+)-(\d{4}-\d{2}-\d{2})$/.exec(streamId);
  return match ? { workplaceId: match[1], rotaDate: match[2] } : null;
}
