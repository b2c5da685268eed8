import type { EmployeeEvent } from '../employees/employee.events';
import type { AvailabilitySet, TimeOffApproved, TimeOffCancelled } from '../employees/employee-requests.events';
import type { WorkplaceEvent } from '../workplaces/workplace.events';
import { isoDateOfInstant } from './rota-dates';
import { addDays } from '../pay-periods/calendar-date';
import { Availability, onTimeOff, TimeOffRange } from '../employees/availability';
import type { BreakRule } from '../pay/breaks';
import { timeZoneOf } from '../shared/time-zone';
import { DELETED_PERSON } from '../shared/personal-data';

/** What a rota decision needs to know about the workplace (the handler loads it). */
export interface RotaWorkplace {
  workplaceId: string;
  ownerId: string;
  services: number[];
  /** Whole hours: start 0-23, end up to 30 (past 24 is the next morning). */
  rotaStartTime: number;
  rotaEndTime: number;
  deleted: boolean;
  /** The IANA zone of its clock (absent: DEFAULT_TIME_ZONE): an assignment's length is the time that passes there. */
  timeZone?: string;
  /** Unpaid breaks by length (absent: none), resolved into each assignment when its times are set. */
  breakRules?: BreakRule[];
  /**
   * The owner's name when the person acting may not change the rota hours (a team member): a
   * refusal then asks them to, instead of sending the member to Profile → Edit workplace. Put in
   * by the handler for the actor, never folded from the workplace's events.
   */
  rotaHoursOwner?: string;
  /** Whether a person with no shift today may clock in (issue 41; absent: no). */
  clockInWithoutShift?: boolean;
}

/** What a rota decision needs to know about an employee (the handler loads it). */
export interface RotaEmployee {
  employeeId: string;
  ownerId: string;
  workplaceId: string;
  displayName: string;
  /** The (UTC) day the employee was removed, or null while employed. */
  removedOn: string | null;
  /** Where the employee worked when, oldest first (absent: always at `workplaceId`). */
  workplaceHistory?: WorkplaceStint[];
  /** The services they do (absent or empty: any service of the workplace); claims and swaps check it. */
  services?: number[];
  /** Approved time off, not cancelled (inclusive dates): their assignments on those days are open shifts. */
  timeOff?: (TimeOffRange & { requestId: string })[];
  /** When they said they can work (absent: any time); only ever a warning. */
  availability?: Availability | null;
}

/**
 * The employee joined `workplaceId` on `from` (the (UTC) day of the move; null for the
 * workplace they were added to). A stint lasts until the next one's day, inclusive: on a
 * move day both workplaces count (the employee-day overlap rule keeps one slot from
 * counting twice).
 */
export interface WorkplaceStint {
  workplaceId: string;
  from: string | null;
}

/**
 * The history after a move on `movedOn` (unchanged when the workplace stays the same). A move
 * dated before a planned one (a stint starting after `movedOn`) replaces it: the manager
 * changed their mind, so that stint never starts (moving back cancels it).
 */
export function withWorkplaceFrom(history: readonly WorkplaceStint[], workplaceId: string, movedOn: string): WorkplaceStint[] {
  // An edit that keeps the workplace (a planned move's included) is no move.
  if (history[history.length - 1]?.workplaceId === workplaceId) return [...history];
  const kept = history.filter((stint, i) => i === 0 || stint.from === null || stint.from <= movedOn);
  const current = kept[kept.length - 1];
  if (current?.workplaceId === workplaceId) return kept;
  return [...kept, { workplaceId, from: kept.length === 0 ? null : movedOn }];
}

/**
 * The move day of an EmployeeUpdated (the stint's `from`): the day before `moveEffectiveFrom`,
 * the last day the old workplace's assignments are theirs. Older events without the field
 * moved on the (UTC) day they were recorded. Every reader of moves folds it here.
 */
export function moveDayOf(event: { data: { moveEffectiveFrom?: string }; metadata: { at: string } }): string {
  const { moveEffectiveFrom } = event.data;
  return moveEffectiveFrom === undefined ? isoDateOfInstant(event.metadata.at) : addDays(moveEffectiveFrom, -1);
}

const historyOf = (employee: { workplaceId: string; workplaceHistory?: readonly WorkplaceStint[] }): readonly WorkplaceStint[] =>
  employee.workplaceHistory?.length ? employee.workplaceHistory : [{ workplaceId: employee.workplaceId, from: null }];

/**
 * Whether the employee had moved away from the workplace before that day and was not back
 * there on it. Days before they ever joined a workplace do not count as moved away, so a
 * shift planned afterwards for an earlier day at their new workplace still counts.
 */
export function movedAwayBefore(
  employee: { workplaceId: string; workplaceHistory?: readonly WorkplaceStint[] },
  workplaceId: string,
  rotaDate: string,
): boolean {
  const stints = historyOf(employee).map((stint, i, all) => ({ ...stint, until: all[i + 1]?.from ?? null }));
  const atWorkplace = stints.filter((stint) => stint.workplaceId === workplaceId);
  const left = atWorkplace.some((stint) => stint.until !== null && stint.until < rotaDate);
  const there = atWorkplace.some(
    (stint) => (stint.from === null || stint.from <= rotaDate) && (stint.until === null || rotaDate <= stint.until),
  );
  return left && !there;
}

/**
 * The last day the employee is at `workplaceId` when they have moved away from it (the end of their
 * last stint there, a planned move's included), else null: they are there now, or never were.
 * What a workplace may know of them ends that day (their rate then, not the next workplace's).
 */
export function lastDayAt(
  employee: { workplaceId: string; workplaceHistory?: readonly WorkplaceStint[] },
  workplaceId: string,
): string | null {
  const stints = historyOf(employee);
  let lastDay: string | null = null;
  stints.forEach((stint, i) => {
    if (stint.workplaceId === workplaceId) lastDay = stints[i + 1]?.from ?? null;
  });
  return lastDay;
}

/**
 * Whether the employee's assignment at `workplaceId` on `rotaDate` is an open shift for
 * them: they were removed before that day, or had moved away from that workplace before it
 * (the move day itself still counts at the old workplace), or are on approved time off that
 * day. All alike: the assignment stays in the rota stream and counts for no one (rota, pay
 * and shared rota); cancelling the time off gives it back.
 */
export function isOpenedAt(
  employee:
    (Pick<RotaEmployee, 'removedOn' | 'workplaceId' | 'workplaceHistory'> & { timeOff?: readonly TimeOffRange[] }) | null | undefined,
  workplaceId: string,
  rotaDate: string,
): boolean {
  if (!employee) return false;
  return (
    isUnallocatedAfterRemoval(employee.removedOn, rotaDate) ||
    movedAwayBefore(employee, workplaceId, rotaDate) ||
    onTimeOff(employee.timeOff, rotaDate)
  );
}

/**
 * A removed employee keeps the hours they worked up to the day of removal; their
 * assignments on later days count as unallocated (in the rota, pay and shared rota alike).
 */
export function isUnallocatedAfterRemoval(removedOn: string | null | undefined, rotaDate: string): boolean {
  return typeof removedOn === 'string' && rotaDate > removedOn;
}

/** The zone and break rules a workplace event states (absent in older events: the default zone, no rules). */
const clockAndBreaks = (details: { timeZone?: string; breakRules?: BreakRule[]; clockInWithoutShift?: true }) => ({
  timeZone: timeZoneOf(details),
  breakRules: (details.breakRules ?? []).map((rule) => ({ ...rule })),
  ...(details.clockInWithoutShift ? { clockInWithoutShift: true } : {}),
});

/** Folds a workplace stream into what the rota needs; null when there is no such workplace. */
export function rotaWorkplaceFrom(events: readonly WorkplaceEvent[]): RotaWorkplace | null {
  let workplace = null as RotaWorkplace | null;
  for (const event of events) {
    switch (event.type) {
      case 'WorkplaceCreated': {
        const { workplaceId, ownerId, services, rotaStartTime, rotaEndTime } = event.data;
        workplace = {
          workplaceId,
          ownerId,
          services: [...services],
          rotaStartTime,
          rotaEndTime,
          deleted: false,
          ...clockAndBreaks(event.data),
        };
        break;
      }
      case 'WorkplaceUpdated':
        if (workplace) {
          const { services, rotaStartTime, rotaEndTime } = event.data;
          // The setting's absence means off: an update without it clears it.
          const { clockInWithoutShift: _was, ...kept } = workplace;
          workplace = { ...kept, services: [...services], rotaStartTime, rotaEndTime, ...clockAndBreaks(event.data) };
        }
        break;
      case 'WorkplaceDeleted':
        if (workplace) workplace = { ...workplace, deleted: true };
        break;
    }
  }
  return workplace;
}

/** An employee event as stored: its metadata dates the removal. */
export type DatedEmployeeEvent = EmployeeEvent & { metadata: { at: string } };

/** One employee event folded into what the rota needs (moves dated by `moveDayOf`, removal by the event's metadata). */
export function evolveRotaEmployee(employee: RotaEmployee | null, event: DatedEmployeeEvent): RotaEmployee | null {
  switch (event.type) {
    case 'EmployeeAdded': {
      const { employeeId, ownerId, workplaceId, displayName, services } = event.data;
      return { employeeId, ownerId, workplaceId, displayName, removedOn: null, workplaceHistory: [{ workplaceId, from: null }], services };
    }
    case 'EmployeeUpdated': {
      if (!employee) return employee;
      const { workplaceId, displayName, services } = event.data;
      const history = employee.workplaceHistory ?? [{ workplaceId: employee.workplaceId, from: null }];
      const workplaceHistory = withWorkplaceFrom(history, workplaceId, moveDayOf(event));
      return { ...employee, workplaceId, displayName, workplaceHistory, services };
    }
    case 'AvailabilitySet':
    case 'TimeOffApproved':
    case 'TimeOffCancelled':
      return employee && { ...employee, ...employeeRequestFields(employee, event) };
    case 'EmployeeRemoved':
      if (employee && employee.removedOn === null) return { ...employee, removedOn: isoDateOfInstant(event.metadata.at) };
      return employee;
    case 'EmployeeForgotten':
      return employee && { ...employee, displayName: DELETED_PERSON };
    // What the rota does not read: the employee's e-mail and calendar link, what they were sent, pending or declined time off.
    case 'EmployeeEmailChanged':
    case 'EmployeeFeedLinkIssued':
    case 'EmployeeFeedLinkRevoked':
    case 'StaffNotified':
    case 'TimeOffRequested':
    case 'TimeOffDeclined':
      return employee;
  }
}

/** Folds an employee stream into what the rota needs; null when there is no such employee. */
export function rotaEmployeeFrom(events: readonly DatedEmployeeEvent[]): RotaEmployee | null {
  return events.reduce<RotaEmployee | null>(evolveRotaEmployee, null);
}

/**
 * The fields availability and time off events change on a copy of the employee (the rota's, and
 * every projection's directory copy): one fold for every reader.
 */
export function employeeRequestFields(
  employee: { timeOff?: (TimeOffRange & { requestId: string })[]; availability?: Availability | null },
  event: AvailabilitySet | TimeOffApproved | TimeOffCancelled,
): { timeOff: (TimeOffRange & { requestId: string })[]; availability: Availability | null } {
  const timeOff = employee.timeOff ?? [];
  const availability = employee.availability ?? null;
  switch (event.type) {
    case 'AvailabilitySet':
      return { timeOff, availability: { weekly: event.data.weekly, exceptions: event.data.exceptions } };
    case 'TimeOffApproved': {
      const { requestId, from, to, paidHolidayMinutes } = event.data;
      const entry = { requestId, from, to, ...(paidHolidayMinutes ? { paidHolidayMinutes } : {}) };
      return { timeOff: [...timeOff.filter((r) => r.requestId !== requestId), entry], availability };
    }
    case 'TimeOffCancelled':
      return { timeOff: timeOff.filter((r) => r.requestId !== event.data.requestId), availability };
  }
}
