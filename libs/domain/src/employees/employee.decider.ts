import { Decider, unhandledCommand } from '../shared/decider';
import { hasUnsafeDisplayCharacters } from '../shared/display-text';
import { conflict, invalid, notFound } from '../shared/errors';
import { DELETED_PERSON } from '../shared/personal-data';
import { isServiceOf, uniqueServices } from '../shared/catalogue';
import { isIsoDate, isSupportedYear } from '../pay-periods/calendar-date';
import { EmployeeDetails, EmployeeEvent, NotifiedAssignment } from './employee.events';
import { checkedPhone } from './phone-number';
import { staffEmailOf } from './staff-email';
import { checkedDateOfBirth } from './date-of-birth';
import type { EmployeeContract } from '../autofill/fill-types';
import { checkedContract, sameContract } from './employee-contract';
import { checkedEmployeeHoliday } from '../pay-runs/holiday';
import type { HolidayRule } from '../pay-runs/pay-rules';
import { checkedPayrollId } from './payroll-id';
import { RateChange, rateHistoryAfter, sameRateHistory, singleRate, withRateFrom } from './rate-history';
import { FEED_LINK_MESSAGES, isFeedToken } from './feed-link';
import { checkedMoveEffectiveFrom } from './move-date';
import {
  decideEmployeeRequest,
  EmployeeRequestCommand,
  EmployeeRequests,
  evolveEmployeeRequests,
  noRequests,
} from './employee-requests.decider';
import { capitaliseName, EMPLOYEE_MESSAGES, EMPLOYEE_NAME_MAX_LENGTH, MAX_RATE_PENCE } from './employee.rules';

/** The employee form's fields; `ratePence` comes from `rateToPence`. */
export interface EmployeeInput {
  displayName: string;
  firstName: string;
  surname: string;
  ratePence: number;
  services?: number[];
  /** The employee's e-mail: null clears it; absent leaves it (an update) or means none (a create). */
  email?: string | null;
  /** yyyy-mm-dd: null clears it; absent leaves it (an update) or means none (a create). */
  dateOfBirth?: string | null;
  /** Paid hours and days a week (see `checkedContract`): null or {} clears it; absent leaves it (an update) or means none (a create). */
  contract?: unknown;
  /** The works number payroll files match on (see `checkedPayrollId`): null or '' clears it; absent leaves it (an update) or means none (a create). */
  payrollId?: unknown;
  /** Their phone number (see `checkedPhone`): null or '' clears it; absent leaves it (an update) or means none (a create). */
  phone?: unknown;
  /** Their own holiday rule, which wins over the workplace's (see `checkedEmployeeHoliday`): null clears it; absent leaves it (an update) or means none (a create). */
  holiday?: unknown;
}

/**
 * What the employee decider reads of a workplace: whose it is, whether it is live, and its category.
 * The workplace decider's state (`WorkplaceState`, folded by the handler) is one, so the handler
 * passes it as it is; the employees context needs nothing else of the workplaces one.
 */
export type EmployeeWorkplace =
  { status: 'none' } | LiveEmployeeWorkplace | (Omit<LiveEmployeeWorkplace, 'status'> & { status: 'deleted' });
interface LiveEmployeeWorkplace {
  status: 'active';
  workplaceId: string;
  ownerId: string;
  details: { industryCategory: string };
}

/**
 * `workplace` is the state of the chosen workplace's stream (null when none was chosen):
 * the decider checks it is the caller's and still there, and filters services by its category.
 */
export type AddEmployee = {
  type: 'AddEmployee';
  data: EmployeeInput & {
    employeeId: string;
    ownerId: string;
    workplace: EmployeeWorkplace | null;
    /** The (UTC) day of the decision, from the handler's clock: needed with a date of birth. */
    today?: string;
  };
};
export type UpdateEmployee = {
  type: 'UpdateEmployee';
  data: Omit<EmployeeInput, 'services'> & {
    services?: number[];
    employeeId: string;
    workplace: EmployeeWorkplace | null;
    /** yyyy-mm-dd the rate applies from; without it a changed rate applies from `today`. */
    rateEffectiveFrom?: string;
    /** yyyy-mm-dd a change of workplace takes effect from (see `checkedMoveEffectiveFrom`); ignored without one. */
    moveEffectiveFrom?: string;
    /** The (UTC) day of the decision, from the handler's clock. */
    today: string;
  };
};
/** With `fromWorkplaceId`, removes the employee only while they are still in that workplace. */
export type RemoveEmployee = {
  type: 'RemoveEmployee';
  data: { employeeId: string; fromWorkplaceId?: string };
};
/** Erases a removed employee's personal data for good (EmployeeForgotten); again: nothing happens. */
export type ForgetEmployee = { type: 'ForgetEmployee'; data: { employeeId: string } };
/** Issues a personal link, replacing the live one (a rotation); `token` comes from the API's random source. */
export type IssueFeedLink = { type: 'IssueFeedLink'; data: { employeeId: string; token: string } };
/** Revokes the live personal link; without one, nothing happens. */
export type RevokeFeedLink = { type: 'RevokeFeedLink'; data: { employeeId: string } };
/** The employee sets (or, with null, clears) their own e-mail from their personal page. */
export type ChangeEmployeeEmail = { type: 'ChangeEmployeeEmail'; data: { employeeId: string; email: string | null } };
/** Records what an e-mail just told the employee about their upcoming shifts. */
export type RecordStaffNotified = { type: 'RecordStaffNotified'; data: { employeeId: string; shifts: NotifiedAssignment[] } };
/** Staff requests (availability, time off) carry the employee's id beside their own data. */
export type EmployeeRequestCommandOf = EmployeeRequestCommand & { data: { employeeId: string } };
export type EmployeeCommand =
  | AddEmployee
  | UpdateEmployee
  | RemoveEmployee
  | ForgetEmployee
  | IssueFeedLink
  | RevokeFeedLink
  | ChangeEmployeeEmail
  | RecordStaffNotified
  | EmployeeRequestCommandOf;

export interface ActiveEmployee {
  status: 'active';
  employeeId: string;
  ownerId: string;
  details: EmployeeDetails;
  /** Rates by date, oldest first; the last one is `details.ratePence`. */
  rateHistory: RateChange[];
  /** The live personal link's token (absent or null: none). */
  feedToken?: string | null;
  /** Their e-mail for rota e-mails (absent or null: none). */
  email?: string | null;
  /** yyyy-mm-dd (absent or null: not given). */
  dateOfBirth?: string | null;
  /** Contracted hours and days a week (absent or null: none, no limit). */
  contract?: EmployeeContract | null;
  /** The works number payroll files match on (absent or null: none). */
  payrollId?: string | null;
  /** Their phone number, as written (absent or null: none). */
  phone?: string | null;
  /** Their own holiday rule (absent or null: the workplace's). */
  holiday?: HolidayRule | null;
  /** Availability and time off (absent: never asked for anything). */
  requests?: EmployeeRequests;
}
export type EmployeeState =
  | { status: 'none' }
  | ActiveEmployee
  | {
      status: 'removed';
      employeeId: string;
      ownerId: string;
      details: EmployeeDetails;
      rateHistory: RateChange[];
      feedToken?: null;
      /** True once their personal data was erased (EmployeeForgotten). */
      forgotten?: true;
    };

/** The current employee, or 404 for a missing or removed one (who may act on it is the access check's). */
export function activeEmployee(state: EmployeeState): ActiveEmployee {
  if (state.status !== 'active') throw notFound(EMPLOYEE_MESSAGES.notFound);
  return state;
}

function names(input: EmployeeInput | UpdateEmployee['data']) {
  const raw = [input.displayName, input.firstName, input.surname];
  if (raw.some((name) => typeof name !== 'string' || name.trim() === '')) throw invalid(EMPLOYEE_MESSAGES.required);
  if (raw.some(hasUnsafeDisplayCharacters)) throw invalid(EMPLOYEE_MESSAGES.nameCharacters);
  if (raw.some((name) => name.trim().length > EMPLOYEE_NAME_MAX_LENGTH)) throw invalid(EMPLOYEE_MESSAGES.nameTooLong);
  const [displayName, firstName, surname] = raw.map(capitaliseName);
  return { displayName, firstName, surname };
}

function rate(ratePence: number): number {
  if (!Number.isInteger(ratePence) || ratePence <= 0) throw invalid(EMPLOYEE_MESSAGES.required);
  if (ratePence > MAX_RATE_PENCE) throw invalid(EMPLOYEE_MESSAGES.rateTooHigh);
  return ratePence;
}

/** The employee's (new) workplace: a live one of their team's; a missing, deleted or another team's reads as unknown. */
function workplaceFor(state: EmployeeWorkplace | null, ownerId: string, missingMessage: string): LiveEmployeeWorkplace {
  if (!state) throw invalid(missingMessage);
  if (state.status !== 'active' || state.ownerId !== ownerId) throw notFound(EMPLOYEE_MESSAGES.workplaceNotFound);
  return state;
}

const offeredBy = (workplace: LiveEmployeeWorkplace, services: readonly number[]) =>
  uniqueServices(services).filter((id) => isServiceOf(workplace.details.industryCategory, id));

const sameDetails = (a: EmployeeDetails, b: EmployeeDetails) =>
  a.workplaceId === b.workplaceId &&
  a.displayName === b.displayName &&
  a.firstName === b.firstName &&
  a.surname === b.surname &&
  a.ratePence === b.ratePence &&
  a.services.length === b.services.length &&
  a.services.every((id, i) => id === b.services[i]);

/**
 * The day an edit's rate applies from, or undefined when the rate history stays as it is.
 * A date given with the same rate still counts (it can move a rise); without a date only a
 * different rate is a change, from today, so saving other fields never touches the history.
 */
function rateChangeDate(data: UpdateEmployee['data'], employee: ActiveEmployee): string | undefined {
  const { rateEffectiveFrom: given, today } = data;
  if (given !== undefined && !(isIsoDate(given) && isSupportedYear(Number(given.slice(0, 4))))) {
    throw invalid(EMPLOYEE_MESSAGES.rateEffectiveFromInvalid);
  }
  if (given === undefined && data.ratePence === employee.details.ratePence) return undefined;
  const from = given ?? today;
  return sameRateHistory(withRateFrom(employee.rateHistory, data.ratePence, from), employee.rateHistory) ? undefined : from;
}

function decideAddEmployee({ data }: AddEmployee, state: EmployeeState): EmployeeEvent[] {
  if (state.status !== 'none') throw conflict('This employee already exists.');
  const { employeeId, ownerId } = data;
  const details = { ...names(data), ratePence: rate(data.ratePence) };
  const workplace = workplaceFor(data.workplace, ownerId, EMPLOYEE_MESSAGES.workplaceRequired);
  const services = uniqueServices(data.services ?? []);
  if (offeredBy(workplace, services).length !== services.length) {
    throw invalid(EMPLOYEE_MESSAGES.servicesOutsideCategory);
  }
  const email = staffEmailOf(data.email);
  const dateOfBirth = data.dateOfBirth == null ? null : checkedDateOfBirth(data.dateOfBirth, todayOf(data));
  const contract = data.contract === undefined ? null : checkedContract(data.contract);
  const payrollId = data.payrollId === undefined ? null : checkedPayrollId(data.payrollId);
  const phone = data.phone === undefined ? null : checkedPhone(data.phone);
  const holiday = data.holiday === undefined ? null : checkedEmployeeHoliday(data.holiday);
  return [
    {
      type: 'EmployeeAdded',
      data: {
        employeeId,
        ownerId,
        workplaceId: workplace.workplaceId,
        ...details,
        services,
        ...(email ? { email } : {}),
        ...(dateOfBirth ? { dateOfBirth } : {}),
        ...(contract ? { contract } : {}),
        ...(payrollId ? { payrollId } : {}),
        ...(phone ? { phone } : {}),
        ...(holiday ? { holiday } : {}),
      },
    },
  ];
}

function decideUpdateEmployee({ data }: UpdateEmployee, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  const details = { ...names(data), ratePence: rate(data.ratePence) };
  const rateEffectiveFrom = rateChangeDate(data, employee);
  const workplace = workplaceFor(data.workplace, employee.ownerId, EMPLOYEE_MESSAGES.workplaceRequiredOnEdit);
  // An edit keeps only the services the (possibly new) workplace's category offers.
  const services = offeredBy(workplace, data.services ?? employee.details.services);
  const next: EmployeeDetails = { workplaceId: workplace.workplaceId, ...details, services };
  const moveEffectiveFrom =
    next.workplaceId === employee.details.workplaceId ? undefined : checkedMoveEffectiveFrom(data.moveEffectiveFrom, data.today);
  const email = emailChange(data.email, employee);
  const dateOfBirth = dateOfBirthChange(data, employee);
  const contract = contractChange(data.contract, employee);
  const payrollId = payrollIdChange(data.payrollId, employee);
  const phone = phoneChange(data.phone, employee);
  const holiday = holidayChange(data.holiday, employee);
  const unchanged =
    rateEffectiveFrom === undefined &&
    email === undefined &&
    dateOfBirth === undefined &&
    contract === undefined &&
    payrollId === undefined &&
    phone === undefined &&
    holiday === undefined;
  if (sameDetails(next, employee.details) && unchanged) return [];
  return [
    {
      type: 'EmployeeUpdated',
      data: {
        employeeId: employee.employeeId,
        ...next,
        ...(rateEffectiveFrom === undefined ? {} : { rateEffectiveFrom }),
        ...(moveEffectiveFrom === undefined ? {} : { moveEffectiveFrom }),
        ...(email === undefined ? {} : { email }),
        ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
        ...(contract === undefined ? {} : { contract }),
        ...(payrollId === undefined ? {} : { payrollId }),
        ...(phone === undefined ? {} : { phone }),
        ...(holiday === undefined ? {} : { holiday }),
      },
    },
  ];
}

function decideRemoveEmployee({ data }: RemoveEmployee, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  const { fromWorkplaceId } = data;
  if (fromWorkplaceId !== undefined && fromWorkplaceId !== employee.details.workplaceId) return [];
  return [
    {
      type: 'EmployeeRemoved',
      data: { employeeId: employee.employeeId, workplaceId: employee.details.workplaceId },
    },
  ];
}

/** Only a removed employee is forgotten (409 otherwise): a current one still works there under their name. */
function decideForgetEmployee(_command: ForgetEmployee, state: EmployeeState): EmployeeEvent[] {
  if (state.status === 'none') throw notFound(EMPLOYEE_MESSAGES.notFound);
  if (state.status === 'active') throw conflict(EMPLOYEE_MESSAGES.forgetActive);
  if (state.forgotten) return [];
  return [{ type: 'EmployeeForgotten', data: { employeeId: state.employeeId, workplaceId: state.details.workplaceId } }];
}

function decideIssueFeedLink({ data }: IssueFeedLink, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  if (!isFeedToken(data.token)) throw invalid(FEED_LINK_MESSAGES.invalidToken);
  if (data.token === employee.feedToken) return [];
  return [{ type: 'EmployeeFeedLinkIssued', data: { employeeId: employee.employeeId, token: data.token } }];
}

function decideRevokeFeedLink(_command: RevokeFeedLink, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  if (!employee.feedToken) return [];
  return [{ type: 'EmployeeFeedLinkRevoked', data: { employeeId: employee.employeeId, token: employee.feedToken } }];
}

function decideChangeEmployeeEmail({ data }: ChangeEmployeeEmail, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  const email = emailChange(data.email, employee);
  return email === undefined ? [] : [{ type: 'EmployeeEmailChanged', data: { employeeId: employee.employeeId, email } }];
}

function decideRecordStaffNotified({ data }: RecordStaffNotified, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  return [{ type: 'StaffNotified', data: { employeeId: employee.employeeId, shifts: data.shifts } }];
}

/** Availability and time off: the requests decider's, on the live employee's requests. */
function decideStaffRequest(command: EmployeeRequestCommandOf, state: EmployeeState): EmployeeEvent[] {
  const employee = activeEmployee(state);
  return decideEmployeeRequest(command, employee.employeeId, employee.requests ?? noRequests());
}

function decide(command: EmployeeCommand, state: EmployeeState): EmployeeEvent[] {
  const { type } = command;
  switch (type) {
    case 'AddEmployee':
      return decideAddEmployee(command, state);
    case 'UpdateEmployee':
      return decideUpdateEmployee(command, state);
    case 'RemoveEmployee':
      return decideRemoveEmployee(command, state);
    case 'ForgetEmployee':
      return decideForgetEmployee(command, state);
    case 'IssueFeedLink':
      return decideIssueFeedLink(command, state);
    case 'RevokeFeedLink':
      return decideRevokeFeedLink(command, state);
    case 'ChangeEmployeeEmail':
      return decideChangeEmployeeEmail(command, state);
    case 'RecordStaffNotified':
      return decideRecordStaffNotified(command, state);
    case 'SetAvailability':
    case 'RequestTimeOff':
    case 'CancelTimeOff':
    case 'DecideTimeOff':
      return decideStaffRequest(command, state);
    default:
      return unhandledCommand(type);
  }
}

/** The e-mail an edit sets (null: cleared), or undefined when it stays as it is. */
function emailChange(given: string | null | undefined, employee: ActiveEmployee): string | null | undefined {
  if (given === undefined) return undefined;
  const email = staffEmailOf(given);
  return email === (employee.email ?? null) ? undefined : email;
}
/** The date of birth an edit sets (null: cleared), or undefined when it stays as it is. */
function dateOfBirthChange(data: UpdateEmployee['data'], employee: ActiveEmployee): string | null | undefined {
  if (data.dateOfBirth === undefined) return undefined;
  const dateOfBirth = checkedDateOfBirth(data.dateOfBirth, data.today);
  return dateOfBirth === (employee.dateOfBirth ?? null) ? undefined : dateOfBirth;
}

/** The contract an edit sets (null: cleared), or undefined when it stays as it is. */
function contractChange(given: unknown, employee: ActiveEmployee): EmployeeContract | null | undefined {
  if (given === undefined) return undefined;
  const contract = checkedContract(given);
  return sameContract(contract, employee.contract) ? undefined : contract;
}

/** The payroll ID an edit sets (null: cleared), or undefined when it stays as it is. */
function payrollIdChange(given: unknown, employee: ActiveEmployee): string | null | undefined {
  if (given === undefined) return undefined;
  const payrollId = checkedPayrollId(given);
  return payrollId === (employee.payrollId ?? null) ? undefined : payrollId;
}

/** The phone number an edit sets (null: cleared), or undefined when it stays as it is. */
function phoneChange(given: unknown, employee: ActiveEmployee): string | null | undefined {
  if (given === undefined) return undefined;
  const phone = checkedPhone(given);
  return phone === (employee.phone ?? null) ? undefined : phone;
}

/** The holiday rule an edit sets (null: cleared, the workplace's again), or undefined when it stays as it is. */
function holidayChange(given: unknown, employee: ActiveEmployee): HolidayRule | null | undefined {
  if (given === undefined) return undefined;
  const holiday = checkedEmployeeHoliday(given);
  return JSON.stringify(holiday) === JSON.stringify(employee.holiday ?? null) ? undefined : holiday;
}

/** The day a date of birth is checked on: the handler's, never a guess. */
function todayOf(data: { today?: string }): string {
  if (data.today === undefined) throw new Error('AddEmployee with a date of birth needs today (the handler clock).');
  return data.today;
}

/**
 * What is left of a forgotten employee: ids, workplace, rates and services (their pay needs them),
 * named "(deleted person)"; their e-mail, date of birth, payroll id, phone, contract, holiday rule
 * and requests (notes) are gone, as in the log once their key is destroyed.
 */
function forgottenEmployee(state: Extract<EmployeeState, { status: 'removed' }>): EmployeeState {
  const { employeeId, ownerId, details, rateHistory } = state;
  const names = { displayName: DELETED_PERSON, firstName: DELETED_PERSON, surname: DELETED_PERSON };
  return { status: 'removed', employeeId, ownerId, details: { ...details, ...names }, rateHistory, feedToken: null, forgotten: true };
}

function evolve(state: EmployeeState, event: EmployeeEvent): EmployeeState {
  switch (event.type) {
    case 'EmployeeAdded': {
      const { employeeId, ownerId, email, dateOfBirth, contract, payrollId, phone, holiday, ...details } = event.data;
      return {
        status: 'active',
        employeeId,
        ownerId,
        details,
        rateHistory: singleRate(details.ratePence),
        email: email ?? null,
        dateOfBirth: dateOfBirth ?? null,
        contract: contract ?? null,
        payrollId: payrollId ?? null,
        phone: phone ?? null,
        holiday: holiday ?? null,
      };
    }
    case 'EmployeeUpdated': {
      if (state.status === 'none') return state;
      const {
        employeeId: _id,
        rateEffectiveFrom: _from,
        moveEffectiveFrom: _moved,
        email,
        dateOfBirth,
        contract,
        payrollId,
        phone,
        holiday,
        ...details
      } = event.data;
      const rateHistory = rateHistoryAfter(state.rateHistory, event.data);
      return {
        ...state,
        details,
        rateHistory,
        ...(email === undefined ? {} : { email }),
        ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
        ...(contract === undefined ? {} : { contract }),
        ...(payrollId === undefined ? {} : { payrollId }),
        ...(phone === undefined ? {} : { phone }),
        ...(holiday === undefined ? {} : { holiday }),
      };
    }
    case 'EmployeeEmailChanged':
      return state.status === 'active' ? { ...state, email: event.data.email } : state;
    case 'EmployeeRemoved':
      // A removed employee's personal link dies with them.
      return state.status === 'none' ? state : { ...state, status: 'removed', feedToken: null };
    case 'EmployeeForgotten':
      return state.status === 'removed' ? forgottenEmployee(state) : state;
    case 'EmployeeFeedLinkIssued':
      return state.status === 'active' ? { ...state, feedToken: event.data.token } : state;
    case 'EmployeeFeedLinkRevoked':
      return state.status === 'active' && state.feedToken === event.data.token ? { ...state, feedToken: null } : state;
    case 'StaffNotified':
      return state;
    case 'AvailabilitySet':
    case 'TimeOffRequested':
    case 'TimeOffCancelled':
    case 'TimeOffApproved':
    case 'TimeOffDeclined':
      if (state.status !== 'active') return state;
      return { ...state, requests: evolveEmployeeRequests(state.requests ?? noRequests(), event) };
  }
}

export const employeeDecider: Decider<EmployeeCommand, EmployeeEvent, EmployeeState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
