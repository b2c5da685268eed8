import { Decider, DomainCommand, unhandledCommand } from '../shared/decider';
import { conflict, DomainError, invalid, notFound } from '../shared/errors';
import { isOpenedAt, RotaEmployee, RotaWorkplace } from './rota-context';
import { liveWorkplace, RotaCommandBase } from './rota-command';
import { MAX_ASSIGNMENTS_PER_COPY, MAX_ASSIGNMENTS_PER_DAY, MAX_SHIFTS_PER_DAY, ROTA_MESSAGES } from './rota.messages';
import { isIsoDate } from '../pay-periods/calendar-date';
import { formatTimeOfDay, isQuarterHour, MINUTES_PER_DAY, spansOverlap, TimeSpan } from '../shared/time-span';
import { checkWithinHorizon } from './planning-horizon';
import { isInsideRotaHours } from './rota-hours';
import { BREAK_MESSAGES, breakFor, checkedBreakMinutes } from '../pay/breaks';
import { elapsedMinutes, missingLocalTimeProblem } from '../pay/elapsed-time';
import { timeZoneOf } from '../shared/time-zone';
import type { AssignmentRemoved, RotaEvent, ShiftCreated, ShiftDeleted } from './rota.events';
import type { AssignmentBreak, RotaAssignment, RotaShift, RotaState } from './rota-state';
import { busyElsewhere, BusyElsewhere, checkAssignable, employeeOverlaps, existingAssignment, serviceOfShift } from './placement-rules';
import { decideRotaRequest, evolveRotaRequests, RotaRequestCommand } from './rota-requests.decider';
import { decideSharing, evolveSharing, initialSharingState, SharingCommand } from './sharing.decider';
import { NO_SHOW_MESSAGES } from './manager-day';
import { decideTimesheet, evolveTimesheets, plannedInstant, rotaMinuteOf, TIMESHEET_MESSAGES, TimesheetCommand } from './timesheets';

/** A request's break: a number is the manager's own; null or absent follows the workplace's rules. */
type RequestedBreak = { breakMinutes?: number | null };

/** A rota hour (whole hours, 0-30) as the dialog shows it: "23:00", "midnight", "02:00 the next morning". */
function rotaHourText(hour: number): string {
  if (hour === 24) return 'midnight';
  const clock = formatTimeOfDay((hour * 60) % MINUTES_PER_DAY, false);
  return hour > 24 ? `${clock} the next morning` : clock;
}

/**
 * The refusal of times outside the workplace's rota hours, naming the hour they break and where to
 * change it: "This workplace's rota ends at 23:00. Change its hours under Profile → Edit workplace."
 * A member, who may not edit the workplace, is sent to its owner: "… Ask Ann Lee to widen the rota hours."
 */
export function outsideRotaHoursMessage(
  workplace: Pick<RotaWorkplace, 'rotaStartTime' | 'rotaEndTime' | 'rotaHoursOwner'>,
  span: TimeSpan,
): string {
  const which =
    span.startMinute < workplace.rotaStartTime * 60
      ? `starts at ${rotaHourText(workplace.rotaStartTime)}`
      : `ends at ${rotaHourText(workplace.rotaEndTime)}`;
  const where = workplace.rotaHoursOwner
    ? `Ask ${workplace.rotaHoursOwner} to widen the rota hours.`
    : 'Change its hours under Profile → Edit workplace.';
  return `This workplace's rota ${which}. ${where}`;
}

/**
 * A write that plans a day: `today` is the workplace's date, for the planning horizon (a day past
 * it is refused with "You can plan up to …").
 */
interface Planned {
  today: string;
}

export type CreateShift = DomainCommand<
  'CreateShift',
  RotaCommandBase &
    Planned & {
      shiftId: string;
      workplaceId: string;
      serviceType: number | null;
    }
>;
export type DeleteShift = DomainCommand<'DeleteShift', RotaCommandBase & { shiftId: string }>;
export type AddAssignment = DomainCommand<
  'AddAssignment',
  RotaCommandBase &
    Planned &
    BusyElsewhere &
    TimeSpan & {
      assignmentId: string;
      shiftId: string;
      /** null = unallocated. */
      employeeId: string | null;
      /** The employee as loaded (null when unknown). */
      employee: RotaEmployee | null;
    } & RequestedBreak
>;
/**
 * Constrained only by the employee's own other assignments; a collision with a colleague in the
 * same row moves the assignment to another row of the same service (a free one, else `newShiftId`).
 */
export type TimeAssignment = DomainCommand<
  'TimeAssignment',
  RotaCommandBase &
    Planned &
    BusyElsewhere &
    TimeSpan & {
      assignmentId: string;
      /** The assignment's current employee as loaded, for the removal and move rule (null if none). */
      employee: RotaEmployee | null;
      /** The id of the row to create when no row of the service has room. */
      newShiftId: string;
      /** A number: the manager's own; null: back to the rules; absent: an own break stays, else the rules for the new length. */
      breakMinutes?: number | null;
    }
>;
/** The weekly "+": put someone (or nobody) on a service at a time; the first row with room, else a new one. */
export type PlaceAssignment = DomainCommand<
  'PlaceAssignment',
  RotaCommandBase &
    Planned &
    BusyElsewhere &
    TimeSpan & {
      assignmentId: string;
      serviceType: number;
      /** null = an open shift. */
      employeeId: string | null;
      employee: RotaEmployee | null;
      /** The id of the row to create when no row of the service has room. */
      newShiftId: string;
    } & RequestedBreak
>;
/** One assignment of the source day, as it is to be placed on the target day. */
export type CopiedAssignment = Omit<PlaceAssignment['data'], keyof RotaCommandBase | keyof Planned>;
/** Copies a day's assignments onto this day: each is placed like the weekly "+", or skipped with the reason. */
export type CopyRotaDay = DomainCommand<
  'CopyRotaDay',
  RotaCommandBase &
    Planned & {
      fromWorkplaceId: string;
      fromDate: string;
      assignments: readonly CopiedAssignment[];
    }
>;
/** One need of a template on this day: how many open assignments of a service at these times the day should have. */
export interface DayNeed extends TimeSpan {
  serviceType: number;
  count: number;
  /** Ids for each open assignment that may be added (`count` of them), and for the row each may need. */
  ids: readonly { assignmentId: string; newShiftId: string }[];
}
/**
 * Draws a template's needs of this weekday into the day as open assignments, adding only what the
 * day still lacks: an assignment (open or assigned) of the same service and times counts.
 */
export type ApplyTemplateDay = DomainCommand<
  'ApplyTemplateDay',
  RotaCommandBase &
    Planned & {
      templateId: string;
      templateName: string;
      needs: readonly DayNeed[];
    }
>;
export type AssignEmployee = DomainCommand<
  'AssignEmployee',
  RotaCommandBase &
    BusyElsewhere & {
      assignmentId: string;
      /** null = unassign. */
      employeeId: string | null;
      employee: RotaEmployee | null;
    }
>;
export type RemoveAssignment = DomainCommand<'RemoveAssignment', RotaCommandBase & { assignmentId: string }>;
/**
 * A clock in by someone with no shift today (issue 41), where the workplace allows it: one decision
 * puts a shift on the rota for them, from the clock-in's quarter hour to the rota's closing hour (the
 * manager corrects it), and clocks it in at `at`, so nothing is written unless all of it holds.
 */
export type ClockInWithoutShift = DomainCommand<
  'ClockInWithoutShift',
  RotaCommandBase &
    Planned &
    BusyElsewhere & {
      timeZone: string;
      assignmentId: string;
      newShiftId: string;
      employeeId: string;
      employee: RotaEmployee | null;
      at: string;
      kioskId?: string;
    }
>;

/**
 * A no-show (issue 41): the person has not clocked in to a shift that has started, so the manager
 * opens it for someone else (`now`: the instant the server received it).
 */
export type MarkNoShow = DomainCommand<'MarkNoShow', RotaCommandBase & { assignmentId: string; timeZone: string; now: string }>;

export type RotaCommand =
  | MarkNoShow
  | ClockInWithoutShift
  | RotaRequestCommand
  | TimesheetCommand
  | CreateShift
  | DeleteShift
  | AddAssignment
  | TimeAssignment
  | PlaceAssignment
  | CopyRotaDay
  | ApplyTemplateDay
  | AssignEmployee
  | RemoveAssignment
  | SharingCommand;

const M = ROTA_MESSAGES;

function existingShift(state: RotaState, shiftId: string): RotaShift {
  const shift = state.shifts.find((s) => s.shiftId === shiftId);
  if (!shift) throw notFound(M.shiftNotFound);
  return shift;
}

/** Quarter hours, end after start, inside the workplace's rota hours (end may equal the closing hour). */
export function checkAssignmentTimes(
  span: TimeSpan,
  workplace: Pick<RotaWorkplace, 'rotaStartTime' | 'rotaEndTime' | 'rotaHoursOwner'>,
): void {
  if (!isQuarterHour(span.startMinute) || !isQuarterHour(span.endMinute)) throw invalid(M.notQuarterHour);
  if (span.endMinute <= span.startMinute) throw invalid(M.endBeforeStart);
  if (!isInsideRotaHours(workplace, span)) throw invalid(outsideRotaHoursMessage(workplace, span));
}

/** A start or end the workplace's clock skips that night (the clocks go forward) is refused, naming it. */
export function checkClockTimes(rotaDate: string, span: TimeSpan, workplace: Pick<RotaWorkplace, 'timeZone'>): void {
  const zone = timeZoneOf(workplace);
  const problem = missingLocalTimeProblem(rotaDate, span.startMinute, zone) ?? missingLocalTimeProblem(rotaDate, span.endMinute, zone);
  if (problem) throw invalid(problem);
}

/**
 * The break an assignment at these times gets: `own` (a number) when the manager set one, which
 * must be shorter than the shift; else the workplace's rules for the time that really passes.
 */
export function resolveBreak(
  rotaDate: string,
  span: TimeSpan,
  workplace: Pick<RotaWorkplace, 'timeZone' | 'breakRules'>,
  own: number | null | undefined,
): AssignmentBreak {
  const elapsed = elapsedMinutes(rotaDate, span.startMinute, span.endMinute, timeZoneOf(workplace));
  if (own !== null && own !== undefined) {
    const breakMinutes = checkedBreakMinutes(own);
    if (breakMinutes >= elapsed) throw invalid(BREAK_MESSAGES.breakTooLong);
    return { breakMinutes, ownBreak: true };
  }
  return { breakMinutes: breakFor(elapsed, null, workplace.breakRules), ownBreak: false };
}

/** The break as event fields: a rule break of 0 is their absence, as in every event from before breaks. */
export const breakFields = ({ breakMinutes, ownBreak }: AssignmentBreak): { breakMinutes?: number; ownBreak?: true } =>
  ownBreak ? { breakMinutes, ownBreak } : breakMinutes > 0 ? { breakMinutes } : {};

/** The break as the state holds it, from an event's fields (absent: no break, the rules'). */
const breakOfEvent = (data: { breakMinutes?: number; ownBreak?: true }): AssignmentBreak => ({
  breakMinutes: data.breakMinutes ?? 0,
  ownBreak: data.ownBreak === true,
});

function checkRoomForAnother(state: RotaState): void {
  if (state.assignments.length >= MAX_ASSIGNMENTS_PER_DAY) throw conflict(M.tooManyAssignments);
}

/**
 * A copy is refused whole, before anything is written, when it could write more than the cap:
 * `assignmentsToCopy` counts every source assignment once per target day, landing or not.
 */
export function checkCopySize(assignmentsToCopy: number): void {
  if (assignmentsToCopy > MAX_ASSIGNMENTS_PER_COPY) throw conflict(M.copyTooLarge);
}

const overlapsInRow = (state: RotaState, shiftId: string, span: TimeSpan, except?: string) =>
  state.assignments.some((a) => a.shiftId === shiftId && a.assignmentId !== except && spansOverlap(a, span));

const removalOf = (assignment: RotaAssignment): AssignmentRemoved => ({
  type: 'AssignmentRemoved',
  data: { assignmentId: assignment.assignmentId },
});
const deletionOf = (shiftId: string): ShiftDeleted => ({ type: 'ShiftDeleted', data: { shiftId } });

/** The shift an assignment leaves goes with it when nobody is left in it (no empty rows are left behind). */
const emptiedShift = (state: RotaState, leaving: RotaAssignment): ShiftDeleted[] =>
  state.assignments.some((a) => a.shiftId === leaving.shiftId && a.assignmentId !== leaving.assignmentId)
    ? []
    : [deletionOf(leaving.shiftId)];

/**
 * The row of `serviceType` where `span` fits (the first, in creation order), or a new one
 * made with `newShiftId` (within the day's cap). `except` is an assignment that is leaving its row.
 */
function rowWithRoom(
  state: RotaState,
  command: RotaCommandBase & { newShiftId: string },
  workplace: RotaWorkplace,
  serviceType: number,
  span: TimeSpan,
  except?: string,
): { shiftId: string; created: ShiftCreated[] } {
  const free = state.shifts.find((s) => s.serviceType === serviceType && !overlapsInRow(state, s.shiftId, span, except));
  if (free) return { shiftId: free.shiftId, created: [] };
  if (state.shifts.length >= MAX_SHIFTS_PER_DAY) throw conflict(M.tooManyShifts);
  if (state.shifts.some((s) => s.shiftId === command.newShiftId)) throw conflict(M.shiftExists);
  const data = {
    shiftId: command.newShiftId,
    workplaceId: workplace.workplaceId,
    rotaDate: command.rotaDate,
    serviceType,
    ownerId: workplace.ownerId,
  };
  return { shiftId: command.newShiftId, created: [{ type: 'ShiftCreated', data }] };
}

function place(command: PlaceAssignment['data'], state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(command);
  const { assignmentId, serviceType, startMinute, endMinute, employeeId } = command;
  if (!isIsoDate(command.rotaDate)) throw invalid(M.invalidDate);
  checkWithinHorizon(command.rotaDate, command.today);
  if (!workplace.services.includes(serviceType)) throw invalid(M.serviceNotOffered);
  if (state.assignments.some((a) => a.assignmentId === assignmentId)) throw conflict(M.assignmentExists);
  const span = { startMinute, endMinute };
  checkAssignmentTimes(span, workplace);
  checkClockTimes(command.rotaDate, span, workplace);
  const unpaid = breakFields(resolveBreak(command.rotaDate, span, workplace, command.breakMinutes));
  if (employeeId !== null) checkAssignable({ ...command, employeeId }, workplace);
  checkRoomForAnother(state);
  if (employeeId !== null && (employeeOverlaps(state, employeeId, span) || busyElsewhere(command, span))) {
    throw conflict(M.employeeBusy);
  }
  const row = rowWithRoom(state, command, workplace, serviceType, span);
  return [
    ...row.created,
    { type: 'AssignmentAdded', data: { assignmentId, shiftId: row.shiftId, startMinute, endMinute, employeeId, ...unpaid } },
  ];
}

/** The same person (or nobody) on the same service at the same times is already on the day. */
const alreadyOnRota = (state: RotaState, item: CopiedAssignment) =>
  state.assignments.some(
    (a) =>
      a.employeeId === item.employeeId &&
      a.startMinute === item.startMinute &&
      a.endMinute === item.endMinute &&
      serviceOfShift(state, a.shiftId) === item.serviceType,
  );

export interface SkippedCopy extends TimeSpan {
  employeeId: string | null;
  reason: string;
}

/**
 * A day copy folds the weekly "+" over the target day in the source's order: each assignment
 * lands if the rules allow it on the day as it stands after the ones before, else it is skipped
 * with the refusal's message. One marker event heads the copied events, so the history shows
 * the copy as such; nothing copied, nothing appended (copying twice changes nothing).
 */
export function planDayCopy({ data }: CopyRotaDay, state: RotaState): { events: RotaEvent[]; skipped: SkippedCopy[] } {
  liveWorkplace(data);
  checkWithinHorizon(data.rotaDate, data.today);
  let day = state;
  const placed: RotaEvent[] = [];
  const skipped: SkippedCopy[] = [];
  let copied = 0;
  for (const item of data.assignments) {
    const { employeeId, startMinute, endMinute } = item;
    try {
      if (alreadyOnRota(day, item)) throw conflict(M.alreadyOnRota);
      const events = place({ ...item, rotaDate: data.rotaDate, workplace: data.workplace, today: data.today }, day);
      day = events.reduce(evolveRota, day);
      placed.push(...events);
      copied++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      skipped.push({ employeeId, startMinute, endMinute, reason: error.message });
    }
  }
  if (copied === 0) return { events: [], skipped };
  const marker: RotaEvent = {
    type: 'RotaDayCopied',
    data: { fromWorkplaceId: data.fromWorkplaceId, fromDate: data.fromDate, copied },
  };
  return { events: [marker, ...placed], skipped };
}

/** How many assignments, open or assigned, the day has of a service at exactly these times. */
const assignmentsLike = (state: RotaState, need: DayNeed) =>
  state.assignments.filter(
    (a) => a.startMinute === need.startMinute && a.endMinute === need.endMinute && serviceOfShift(state, a.shiftId) === need.serviceType,
  ).length;

/**
 * A template's day: each need's lacking open assignments placed like the weekly "+" (the first
 * row of the service with room, else a new one), on the day as it stands after the ones before.
 * Unlike a copy nothing is skipped: a refusal (the day's caps, times the workplace no longer
 * opens) refuses the day, so a template lands whole or not at all. One marker heads the events;
 * nothing lacking, nothing appended (applying twice changes nothing).
 */
export function decideApplyTemplateDay({ data }: ApplyTemplateDay, state: RotaState): RotaEvent[] {
  liveWorkplace(data);
  checkWithinHorizon(data.rotaDate, data.today);
  let day = state;
  const placed: RotaEvent[] = [];
  let added = 0;
  for (const need of data.needs) {
    const lacking = Math.max(0, need.count - assignmentsLike(day, need));
    for (const { assignmentId, newShiftId } of need.ids.slice(0, lacking)) {
      const { serviceType, startMinute, endMinute } = need;
      const events = place(
        {
          rotaDate: data.rotaDate,
          workplace: data.workplace,
          today: data.today,
          assignmentId,
          newShiftId,
          serviceType,
          startMinute,
          endMinute,
          employeeId: null,
          employee: null,
        },
        day,
      );
      day = events.reduce(evolveRota, day);
      placed.push(...events);
      added++;
    }
  }
  if (added === 0) return [];
  return [{ type: 'TemplateApplied', data: { templateId: data.templateId, templateName: data.templateName, added } }, ...placed];
}

export function decideCreateShift({ data }: CreateShift, state: RotaState): RotaEvent[] {
  const { shiftId, workplaceId, rotaDate, serviceType } = data;
  if (!rotaDate || serviceType === null || !workplaceId) throw invalid(M.missingShiftData);
  if (!isIsoDate(rotaDate)) throw invalid(M.invalidDate);
  checkWithinHorizon(rotaDate, data.today);
  const workplace = liveWorkplace(data);
  if (!workplace.services.includes(serviceType)) throw invalid(M.serviceNotOffered);
  if (state.shifts.some((s) => s.shiftId === shiftId)) throw conflict(M.shiftExists);
  if (state.shifts.length >= MAX_SHIFTS_PER_DAY) throw conflict(M.tooManyShifts);
  return [
    { type: 'ShiftCreated', data: { shiftId, workplaceId: workplace.workplaceId, rotaDate, serviceType, ownerId: workplace.ownerId } },
  ];
}

export function decideDeleteShift({ data }: DeleteShift, state: RotaState): RotaEvent[] {
  liveWorkplace(data);
  const shift = existingShift(state, data.shiftId);
  const assignments = state.assignments.filter((a) => a.shiftId === shift.shiftId);
  return [...assignments.map(removalOf), deletionOf(shift.shiftId)];
}

export function decideAddAssignment({ data }: AddAssignment, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const { assignmentId, shiftId, startMinute, endMinute, employeeId } = data;
  checkWithinHorizon(data.rotaDate, data.today);
  existingShift(state, shiftId);
  if (state.assignments.some((a) => a.assignmentId === assignmentId)) throw conflict(M.assignmentExists);
  const span = { startMinute, endMinute };
  checkAssignmentTimes(span, workplace);
  checkClockTimes(data.rotaDate, span, workplace);
  const unpaid = breakFields(resolveBreak(data.rotaDate, span, workplace, data.breakMinutes));
  if (employeeId !== null) checkAssignable({ ...data, employeeId }, workplace);
  checkRoomForAnother(state);
  if (overlapsInRow(state, shiftId, span)) throw conflict(M.rowOverlap);
  if (employeeId !== null && (employeeOverlaps(state, employeeId, span) || busyElsewhere(data, span))) {
    throw conflict(M.employeeBusy);
  }
  return [{ type: 'AssignmentAdded', data: { assignmentId, shiftId, startMinute, endMinute, employeeId, ...unpaid } }];
}

export function decideTimeAssignment({ data }: TimeAssignment, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  checkWithinHorizon(data.rotaDate, data.today);
  const span = { startMinute: data.startMinute, endMinute: data.endMinute };
  checkAssignmentTimes(span, workplace);
  const sameTimes = span.startMinute === assignment.startMinute && span.endMinute === assignment.endMinute;
  // Same times and no word on the break: nothing changes (a rule change never reprices what was planned).
  if (sameTimes && data.breakMinutes === undefined) return [];
  checkClockTimes(data.rotaDate, span, workplace);
  const own = data.breakMinutes === undefined && assignment.ownBreak ? assignment.breakMinutes : data.breakMinutes;
  const unpaid = resolveBreak(data.rotaDate, span, workplace, own);
  const timed: RotaEvent = {
    type: 'AssignmentTimed',
    data: { assignmentId: assignment.assignmentId, ...span, ...breakFields(unpaid) },
  };
  if (sameTimes) {
    const unchanged = unpaid.breakMinutes === assignment.breakMinutes && unpaid.ownBreak === assignment.ownBreak;
    return unchanged ? [] : [timed];
  }
  const { employeeId } = assignment;
  // An assignment opened by its employee's removal or move binds nobody: only its row matters.
  const opened = data.employee?.employeeId === employeeId && isOpenedAt(data.employee, workplace.workplaceId, data.rotaDate);
  if (employeeId !== null && !opened) {
    if (employeeOverlaps(state, employeeId, span, assignment.assignmentId)) throw conflict(M.timeOverlap);
    if (busyElsewhere(data, span)) throw conflict(M.employeeBusy);
  }
  if (!overlapsInRow(state, assignment.shiftId, span, assignment.assignmentId)) return [timed];
  // A colleague holds that time in this row: the assignment changes row, not the colleague.
  const serviceType = serviceOfShift(state, assignment.shiftId)!;
  const row = rowWithRoom(state, data, workplace, serviceType, span, assignment.assignmentId);
  return [
    ...row.created,
    { type: 'AssignmentMoved', data: { assignmentId: assignment.assignmentId, toShiftId: row.shiftId } },
    timed,
    ...emptiedShift(state, assignment),
  ];
}

export const decidePlaceAssignment = ({ data }: PlaceAssignment, state: RotaState): RotaEvent[] => place(data, state);

export const decideCopyRotaDay = (command: CopyRotaDay, state: RotaState): RotaEvent[] => planDayCopy(command, state).events;

export function decideAssignEmployee({ data }: AssignEmployee, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  const { employeeId } = data;
  if (employeeId === null) {
    if (assignment.employeeId === null) return [];
    return [{ type: 'EmployeeUnassigned', data: { assignmentId: assignment.assignmentId, employeeId: assignment.employeeId } }];
  }
  checkAssignable({ ...data, employeeId }, workplace);
  if (assignment.employeeId === employeeId) return [];
  if (employeeOverlaps(state, employeeId, assignment, assignment.assignmentId) || busyElsewhere(data, assignment)) {
    throw conflict(M.employeeBusy);
  }
  return [{ type: 'EmployeeAssigned', data: { assignmentId: assignment.assignmentId, employeeId } }];
}

export function decideRemoveAssignment({ data }: RemoveAssignment, state: RotaState): RotaEvent[] {
  liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  return [removalOf(assignment), ...emptiedShift(state, assignment)];
}

export function decideClockInWithoutShift({ data }: ClockInWithoutShift, state: RotaState): RotaEvent[] {
  const workplace = liveWorkplace(data);
  if (!workplace.clockInWithoutShift) throw conflict(TIMESHEET_MESSAGES.noShiftNow);
  const instant = Date.parse(data.at);
  if (Number.isNaN(instant)) throw invalid(TIMESHEET_MESSAGES.notAnInstant);
  const clockMinute = rotaMinuteOf(data.rotaDate, instant, data.timeZone);
  const span = { startMinute: clockMinute - (clockMinute % 15), endMinute: workplace.rotaEndTime * 60 };
  if (!isInsideRotaHours(workplace, span) || span.endMinute <= span.startMinute) {
    throw conflict(TIMESHEET_MESSAGES.withoutShiftClosed(workplace.rotaStartTime, workplace.rotaEndTime));
  }
  // Their own first service the workplace still offers, else the workplace's first.
  const serviceType = data.employee?.services?.find((s) => workplace.services.includes(s)) ?? workplace.services[0];
  if (serviceType === undefined) throw conflict(TIMESHEET_MESSAGES.withoutShiftNoService);
  const placed = place({ ...data, ...span, serviceType, breakMinutes: null }, state);
  const after = placed.reduce(evolveRota, state);
  const { rotaDate, timeZone, assignmentId, employeeId, at, kioskId } = data;
  const clocked = decideTimesheet(
    {
      type: 'ClockIn',
      data: { rotaDate, workplace, timeZone, assignmentId, employeeId, at, ...(kioskId === undefined ? {} : { kioskId }) },
    },
    after,
  );
  return [...placed, ...clocked.map((e) => (e.type === 'ClockedIn' ? { ...e, data: { ...e.data, withoutShift: true as const } } : e))];
}

export function decideMarkNoShow({ data }: MarkNoShow, state: RotaState): RotaEvent[] {
  liveWorkplace(data);
  const assignment = existingAssignment(state, data.assignmentId);
  const { employeeId } = assignment;
  if (employeeId === null) throw conflict(NO_SHOW_MESSAGES.nobody);
  const sheet = state.timesheets?.find((t) => t.assignmentId === assignment.assignmentId);
  if (sheet?.clockedInAt) throw conflict(NO_SHOW_MESSAGES.clockedIn);
  const now = Date.parse(data.now);
  if (Number.isNaN(now) || now < plannedInstant(data.rotaDate, assignment.startMinute, data.timeZone)) {
    throw conflict(NO_SHOW_MESSAGES.notStarted);
  }
  return [{ type: 'EmployeeUnassigned', data: { assignmentId: assignment.assignmentId, employeeId, noShow: true } }];
}

/**
 * Clocking out. A shift that its own clock-in put on the rota ran to the closing hour; the clock-out
 * ends it at the quarter hour after the clock-out (as its start is the quarter hour before the
 * clock-in), so the planned cost is the time worked. A manager's earlier end is kept.
 */
export function decideClockOut(command: Extract<RotaCommand, { type: 'ClockOut' }>, state: RotaState): RotaEvent[] {
  const clocked = decideTimesheet(command, state);
  const { data } = command;
  const sheet = state.timesheets?.find((t) => t.assignmentId === data.assignmentId);
  const assignment = state.assignments.find((a) => a.assignmentId === data.assignmentId);
  if (!sheet?.withoutShift || !assignment || !data.workplace) return clocked;
  const clockMinute = rotaMinuteOf(data.rotaDate, Date.parse(data.at), data.timeZone);
  const quarter = Math.ceil(clockMinute / 15) * 15;
  const endMinute = Math.max(quarter, assignment.startMinute + 15);
  if (endMinute >= assignment.endMinute) return clocked;
  const span = { startMinute: assignment.startMinute, endMinute };
  // A break the manager set stays unless the shorter shift cannot hold it; else the rules decide.
  const own = assignment.ownBreak && assignment.breakMinutes < endMinute - span.startMinute ? assignment.breakMinutes : undefined;
  const unpaid = breakFields(resolveBreak(data.rotaDate, span, data.workplace, own));
  return [...clocked, { type: 'AssignmentTimed', data: { assignmentId: assignment.assignmentId, ...span, ...unpaid } }];
}

/**
 * Every command of a rota day stream, each to its own function (sharing's, the timesheets' and
 * the staff requests' to their own deciders). A new command type without a case fails to compile at
 * the default's `unhandledCommand`.
 */
export function decideRota(command: RotaCommand, state: RotaState): RotaEvent[] {
  const { type } = command;
  switch (type) {
    case 'CreateShift':
      return decideCreateShift(command, state);
    case 'DeleteShift':
      return decideDeleteShift(command, state);
    case 'AddAssignment':
      return decideAddAssignment(command, state);
    case 'TimeAssignment':
      return decideTimeAssignment(command, state);
    case 'PlaceAssignment':
      return decidePlaceAssignment(command, state);
    case 'CopyRotaDay':
      return decideCopyRotaDay(command, state);
    case 'ApplyTemplateDay':
      return decideApplyTemplateDay(command, state);
    case 'AssignEmployee':
      return decideAssignEmployee(command, state);
    case 'RemoveAssignment':
      return decideRemoveAssignment(command, state);
    case 'ClaimAssignment':
    case 'DecideClaim':
    case 'OfferSwap':
    case 'AcceptSwap':
    case 'WithdrawSwap':
    case 'DecideSwap':
      return decideRotaRequest(command, state);
    case 'ClockInWithoutShift':
      return decideClockInWithoutShift(command, state);
    case 'ClockOut':
      return decideClockOut(command, state);
    case 'MarkNoShow':
      return decideMarkNoShow(command, state);
    case 'ClockIn':
    case 'StartBreak':
    case 'EndBreak':
    case 'CorrectTimesheet':
    case 'ApproveTimesheetDay':
      return decideTimesheet(command, state);
    case 'ShareRota':
    case 'RevokeSharedRota':
      return decideSharing(command, state);
    default:
      return unhandledCommand(type);
  }
}

/**
 * Every event of a rota day stream: the lint (switch-exhaustiveness-check, which does not count the
 * default) fails until a new event type has a case.
 */
export function evolveRota(state: RotaState, event: RotaEvent): RotaState {
  switch (event.type) {
    case 'ShiftCreated':
      return { ...state, shifts: [...state.shifts, { shiftId: event.data.shiftId, serviceType: event.data.serviceType }] };
    case 'ShiftDeleted': {
      const { shiftId } = event.data;
      return {
        ...state,
        shifts: state.shifts.filter((s) => s.shiftId !== shiftId),
        assignments: state.assignments.filter((a) => a.shiftId !== shiftId),
      };
    }
    case 'AssignmentAdded': {
      const { assignmentId, shiftId, startMinute, endMinute, employeeId } = event.data;
      const assignment = { assignmentId, shiftId, startMinute, endMinute, employeeId, ...breakOfEvent(event.data) };
      return { ...state, assignments: [...state.assignments, assignment] };
    }
    case 'AssignmentTimed': {
      const { assignmentId, startMinute, endMinute } = event.data;
      return updateAssignment(state, assignmentId, (a) => ({ ...a, startMinute, endMinute, ...breakOfEvent(event.data) }));
    }
    case 'EmployeeAssigned':
      return updateAssignment(state, event.data.assignmentId, (a) => ({ ...a, employeeId: event.data.employeeId }));
    case 'EmployeeUnassigned':
      return updateAssignment(state, event.data.assignmentId, (a) => ({ ...a, employeeId: null }));
    case 'AssignmentRemoved':
      return { ...state, assignments: state.assignments.filter((a) => a.assignmentId !== event.data.assignmentId) };
    case 'AssignmentMoved':
      return updateAssignment(state, event.data.assignmentId, (a) => ({ ...a, shiftId: event.data.toShiftId }));
    case 'RotaDayCopied':
      // A marker: the copied rows and assignments follow it as their own events.
      return state;
    case 'TemplateApplied':
      // A marker: the added rows and open assignments follow it as their own events.
      return state;
    case 'ChangeUndone':
      // A marker: the reverting events follow it as their own events.
      return state;
    case 'RotaShared':
    case 'SharedRotaRevoked':
      return evolveSharing(state, event);
    case 'ShiftClaimed':
    case 'ClaimApproved':
    case 'ClaimDeclined':
    case 'SwapOffered':
    case 'SwapAccepted':
    case 'SwapApproved':
    case 'SwapDeclined':
    case 'SwapWithdrawn':
      return evolveRotaRequests(state, event);
    case 'ClockedIn':
    case 'ClockedOut':
    case 'BreakStarted':
    case 'BreakEnded':
    case 'TimesheetCorrected':
    case 'TimesheetDayApproved':
      return evolveTimesheets(state, event);
    default:
      // A type this version does not know (a newer writer's) changes nothing here.
      return state;
  }
}

function updateAssignment(state: RotaState, assignmentId: string, change: (a: RotaAssignment) => RotaAssignment): RotaState {
  return { ...state, assignments: state.assignments.map((a) => (a.assignmentId === assignmentId ? change(a) : a)) };
}

export const initialRotaState = (): RotaState => ({ shifts: [], assignments: [], ...initialSharingState() });

export const rotaDecider: Decider<RotaCommand, RotaEvent, RotaState> = {
  initialState: initialRotaState,
  evolve: evolveRota,
  decide: decideRota,
};
