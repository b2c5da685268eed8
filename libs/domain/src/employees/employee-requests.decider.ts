import { addDays, dayNumber, isIsoDate, isSupportedYear } from '../pay-periods/calendar-date';
import { unhandledCommand } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { Availability, checkedAvailability } from './availability';
import type { EmployeeRequestEvent } from './employee-requests.events';
import type { EmployeeContract } from '../autofill/fill-types';
import { checkHolidayBalance, checkedTimeOffKind, paidHolidayDays, type HolidayStanding, type TimeOffKind } from '../pay-runs/holiday';

/** A time off request as the employee's stream knows it. */
export interface TimeOffRequest {
  requestId: string;
  from: string;
  to: string;
  note: string | null;
  status: 'pending' | 'approved' | 'declined' | 'cancelled';
  /** Absent in state folded from events before holiday: unpaid. */
  kind?: TimeOffKind;
}

/** What the employee asked for (kept on the employee's state). */
export interface EmployeeRequests {
  availability: Availability | null;
  timeOff: TimeOffRequest[];
}

export const noRequests = (): EmployeeRequests => ({ availability: null, timeOff: [] });

export const MAX_TIME_OFF_DAYS = 31;
export const TIME_OFF_DAYS_AHEAD = 366;
export const TIME_OFF_NOTE_MAX_LENGTH = 500;

export const TIME_OFF_MESSAGES = {
  invalidDates: 'The dates must be real dates in the form yyyy-mm-dd.',
  endBeforeStart: 'The last day cannot be before the first.',
  inThePast: 'Time off cannot start in the past.',
  tooLong: `Time off can be at most ${MAX_TIME_OFF_DAYS} days at a time.`,
  tooFarAhead: 'Time off can be asked for at most a year ahead.',
  noteTooLong: `The note can be at most ${TIME_OFF_NOTE_MAX_LENGTH} characters.`,
  overlaps: 'You have already asked for time off on some of these days.',
  notFound: 'Time off request not found.',
  alreadyStarted: 'This time off has already started.',
  alreadyDecided: 'This request has already been decided.',
} as const;

/**
 * What booking paid holiday needs, read by the handler (issue 39): the contract and the paid minutes of
 * each day worked in the 12 weeks before the first day off (a day of holiday's hours), and the balance.
 */
export interface PaidHolidayContext {
  contract: EmployeeContract | null;
  recentDayMinutes: number[];
  standing: HolidayStanding;
}

/** `today` is the employee's workplace's date, from the handler's clock. */
export type SetAvailability = { type: 'SetAvailability'; data: { weekly?: unknown; exceptions?: unknown; today: string } };
export type RequestTimeOff = {
  type: 'RequestTimeOff';
  data: {
    requestId: string;
    from: string;
    to: string;
    note?: string | null;
    today: string;
    /** 'paid-holiday' or 'unpaid' (absent: unpaid); paid holiday needs `holiday`. */
    kind?: unknown;
    holiday?: PaidHolidayContext;
  };
};
export type CancelTimeOff = { type: 'CancelTimeOff'; data: { requestId: string; today: string } };
/** `kind`: the manager's change of the request's kind (absent: as asked); approving paid holiday needs `holiday`. */
export type DecideTimeOff = {
  type: 'DecideTimeOff';
  data: { requestId: string; approve: boolean; today: string; kind?: unknown; holiday?: PaidHolidayContext };
};
export type EmployeeRequestCommand = SetAvailability | RequestTimeOff | CancelTimeOff | DecideTimeOff;

export const EMPLOYEE_REQUEST_COMMAND_TYPES: readonly EmployeeRequestCommand['type'][] = [
  'SetAvailability',
  'RequestTimeOff',
  'CancelTimeOff',
  'DecideTimeOff',
];

const M = TIME_OFF_MESSAGES;

function requestOf(requests: EmployeeRequests, requestId: string): TimeOffRequest {
  const request = requests.timeOff.find((r) => r.requestId === requestId);
  if (!request) throw notFound(M.notFound);
  return request;
}

function checkedDates(from: string, to: string, today: string): void {
  const real = (date: string) => isIsoDate(date) && isSupportedYear(Number(date.slice(0, 4)));
  if (!real(from) || !real(to)) throw invalid(M.invalidDates);
  if (to < from) throw invalid(M.endBeforeStart);
  if (from < today) throw invalid(M.inThePast);
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_TIME_OFF_DAYS) throw invalid(M.tooLong);
  if (to > addDays(today, TIME_OFF_DAYS_AHEAD)) throw invalid(M.tooFarAhead);
}

/** The days a paid holiday pays, checked against the balance (409 below zero unless the owner allows it). */
function bookedHoliday(from: string, to: string, holiday: PaidHolidayContext | undefined): Record<string, number> {
  if (!holiday) throw new Error('Paid holiday needs its context (the handler reads it).');
  const days = paidHolidayDays(from, to, holiday.contract, holiday.recentDayMinutes);
  checkHolidayBalance(days, holiday.standing);
  return days;
}

function decideSetAvailability({ data }: SetAvailability, employeeId: string): EmployeeRequestEvent[] {
  const availability = checkedAvailability(data, data.today);
  return [{ type: 'AvailabilitySet', data: { employeeId, ...availability } }];
}

function decideRequestTimeOff({ data }: RequestTimeOff, employeeId: string, requests: EmployeeRequests): EmployeeRequestEvent[] {
  const { requestId, from, to, today } = data;
  checkedDates(from, to, today);
  const note = data.note?.trim() || null;
  if (note !== null && note.length > TIME_OFF_NOTE_MAX_LENGTH) throw invalid(M.noteTooLong);
  const live = requests.timeOff.filter((r) => r.status === 'pending' || r.status === 'approved');
  if (live.some((r) => r.from <= to && from <= r.to)) throw conflict(M.overlaps);
  const kind = checkedTimeOffKind(data.kind);
  if (kind === 'paid-holiday') bookedHoliday(from, to, data.holiday);
  return [{ type: 'TimeOffRequested', data: { employeeId, requestId, from, to, note, ...(kind === 'paid-holiday' ? { kind } : {}) } }];
}

function decideCancelTimeOff({ data }: CancelTimeOff, employeeId: string, requests: EmployeeRequests): EmployeeRequestEvent[] {
  const request = requestOf(requests, data.requestId);
  if (request.status === 'cancelled') return [];
  if (request.status === 'declined') throw conflict(M.alreadyDecided);
  if (request.status === 'approved' && request.from < data.today) throw conflict(M.alreadyStarted);
  return [{ type: 'TimeOffCancelled', data: { employeeId, requestId: request.requestId } }];
}

function decideDecideTimeOff({ data }: DecideTimeOff, employeeId: string, requests: EmployeeRequests): EmployeeRequestEvent[] {
  const request = requestOf(requests, data.requestId);
  if (request.status !== 'pending') throw conflict(M.alreadyDecided);
  const { requestId, from, to } = request;
  if (!data.approve) return [{ type: 'TimeOffDeclined', data: { employeeId, requestId } }];
  if (from < data.today) throw conflict(M.alreadyStarted);
  const kind = data.kind === undefined ? (request.kind ?? 'unpaid') : checkedTimeOffKind(data.kind);
  if (kind === 'unpaid') return [{ type: 'TimeOffApproved', data: { employeeId, requestId, from, to } }];
  const paidHolidayMinutes = bookedHoliday(from, to, data.holiday);
  return [{ type: 'TimeOffApproved', data: { employeeId, requestId, from, to, kind, paidHolidayMinutes } }];
}

/** The decisions on an (active) employee's own requests; the caller has checked the employee is there. */
export function decideEmployeeRequest(
  command: EmployeeRequestCommand,
  employeeId: string,
  requests: EmployeeRequests,
): EmployeeRequestEvent[] {
  const { type } = command;
  switch (type) {
    case 'SetAvailability':
      return decideSetAvailability(command, employeeId);
    case 'RequestTimeOff':
      return decideRequestTimeOff(command, employeeId, requests);
    case 'CancelTimeOff':
      return decideCancelTimeOff(command, employeeId, requests);
    case 'DecideTimeOff':
      return decideDecideTimeOff(command, employeeId, requests);
    default:
      return unhandledCommand(type);
  }
}

const withStatus = (requests: EmployeeRequests, requestId: string, status: TimeOffRequest['status']): EmployeeRequests => ({
  ...requests,
  timeOff: requests.timeOff.map((r) => (r.requestId === requestId ? { ...r, status } : r)),
});

export function evolveEmployeeRequests(requests: EmployeeRequests, event: EmployeeRequestEvent): EmployeeRequests {
  switch (event.type) {
    case 'AvailabilitySet': {
      const { weekly, exceptions } = event.data;
      return { ...requests, availability: { weekly, exceptions } };
    }
    case 'TimeOffRequested': {
      const { requestId, from, to, note } = event.data;
      const kind: TimeOffKind = event.data.kind ?? 'unpaid';
      return { ...requests, timeOff: [...requests.timeOff, { requestId, from, to, note, status: 'pending', kind }] };
    }
    case 'TimeOffCancelled':
      return withStatus(requests, event.data.requestId, 'cancelled');
    case 'TimeOffApproved': {
      const approved = withStatus(requests, event.data.requestId, 'approved');
      const kind: TimeOffKind = event.data.kind ?? 'unpaid';
      return { ...approved, timeOff: approved.timeOff.map((r) => (r.requestId === event.data.requestId ? { ...r, kind } : r)) };
    }
    case 'TimeOffDeclined':
      return withStatus(requests, event.data.requestId, 'declined');
  }
}

/** Approved, not cancelled: the days the employee is off. */
export const approvedTimeOff = (requests: EmployeeRequests | undefined) =>
  (requests?.timeOff ?? []).filter((r) => r.status === 'approved').map(({ requestId, from, to }) => ({ requestId, from, to }));
