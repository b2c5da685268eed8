import { Decider, unhandledCommand } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import { servicesFor, uniqueServices } from '../shared/catalogue';
import { DEFAULT_TIME_ZONE, timeZoneOf, timeZoneProblem } from '../shared/time-zone';
import { BreakRule, checkedBreakRules } from '../pay/breaks';
import { checkedPayrollCodes, DEFAULT_PAYROLL_CODES, payrollCodesOf, samePayrollCodes } from '../payroll-files/payroll-codes';
import {
  checkedOvertime,
  checkedPaySchedule,
  checkedPremiums,
  checkedShortNotice,
  withRuleFrom,
  type PayRules,
} from '../pay-runs/pay-rules';
import { checkedAllowNegative, checkedHoliday } from '../pay-runs/holiday';
import { sameKioskSettings, withKioskSettings } from './kiosk-settings';
import { breakRulesOf, payRulesOf, PUBLISH_MODES, PublishMode, publishModeOf, WorkplaceDetails, WorkplaceEvent } from './workplace.events';
import {
  DEFAULT_ROTA_END_TIME,
  DEFAULT_ROTA_START_TIME,
  industryCategoryProblem,
  rotaHoursProblem,
  servicesProblem,
  WORKPLACE_MESSAGES,
  workplaceNameProblem,
} from './workplace.rules';

/** What a user types into the workplace wizard; omitted fields take defaults (create) or stay (update). */
export interface WorkplaceInput {
  name: string;
  industryCategory?: string;
  services?: number[];
  rotaStartTime?: number;
  rotaEndTime?: number;
  /** IANA time zone; DEFAULT_TIME_ZONE when created without one. */
  timeZone?: string;
  /** 'live' (the default) or 'on-publish'. */
  publishMode?: PublishMode;
  /** Unpaid breaks by length (`checkedBreakRules`); none when created without, unchanged on update without. */
  breakRules?: BreakRule[];
  /** Payroll payment numbers by type (`checkedPayrollCodes`): a field absent keeps its number (the default on create). */
  payrollCodes?: unknown;
  /** Pay rules (issue 39), each checked by the domain and dated from its `effectiveFrom` (absent: today); an absent one stays. */
  paySchedule?: unknown;
  overtime?: unknown;
  premiums?: unknown;
  shortNotice?: unknown;
  /** Holiday accrual, dated like the pay rules; whether paid holiday may take a balance below zero (issue 39). */
  holiday?: unknown;
  allowNegativeHolidayBalance?: unknown;
  /** Kiosk address ranges (`checkedIpRanges`; [] for any network) and clocking in without a shift (issue 41): absent stays (off on create). */
  kioskIpRanges?: unknown;
  clockInWithoutShift?: unknown;
}

/** The workplace's today (yyyy-mm-dd), the day a pay rule without `effectiveFrom` applies from. */
type Today = { today?: string };

export type CreateWorkplace = {
  type: 'CreateWorkplace';
  data: WorkplaceInput & Today & { workplaceId: string; ownerId: string };
};
export type UpdateWorkplace = {
  type: 'UpdateWorkplace';
  data: Partial<WorkplaceInput> & Today & { workplaceId: string };
};
/** Who may change or delete a workplace (its owner) is the access check's, before any decision. */
export type DeleteWorkplace = { type: 'DeleteWorkplace'; data: { workplaceId: string } };
export type WorkplaceCommand = CreateWorkplace | UpdateWorkplace | DeleteWorkplace;

export interface ActiveWorkplace {
  status: 'active';
  workplaceId: string;
  ownerId: string;
  details: WorkplaceDetails;
}
export type WorkplaceState =
  { status: 'none' } | ActiveWorkplace | { status: 'deleted'; workplaceId: string; ownerId: string; details: WorkplaceDetails };

/** The live workplace, or 404 for a missing or deleted one. */
export function activeWorkplace(state: WorkplaceState): ActiveWorkplace {
  if (state.status !== 'active') throw notFound(WORKPLACE_MESSAGES.notFound);
  return state;
}

/**
 * A live workplace of this owner's team, or 404: a missing, deleted or another team's
 * workplace all read the same (an employee belongs to one team's workplaces).
 */
export function teamWorkplace(state: WorkplaceState, ownerId: string): ActiveWorkplace {
  const workplace = activeWorkplace(state);
  if (workplace.ownerId !== ownerId) throw notFound(WORKPLACE_MESSAGES.notFound);
  return workplace;
}

function check(problem: string | null): void {
  if (problem) throw invalid(problem);
}

function publishModeProblem(mode: unknown): string | null {
  return mode === undefined || (PUBLISH_MODES as readonly unknown[]).includes(mode) ? null : WORKPLACE_MESSAGES.publishModeInvalid;
}

/** 'live' is the mode's absence, so events of live workplaces read as they always did. */
const withPublishMode = (details: WorkplaceDetails, mode: PublishMode): WorkplaceDetails =>
  mode === 'live' ? details : { ...details, publishMode: mode };

/** No rules is their absence, so events of workplaces without breaks read as they always did. */
const withBreakRules = (details: WorkplaceDetails, rules: unknown): WorkplaceDetails => {
  const checked = checkedBreakRules(rules);
  return checked.length === 0 ? details : { ...details, breakRules: checked };
};

/** The default numbers are their absence, so events of workplaces that never set them read as they always did. */
const withPayrollCodes = (details: WorkplaceDetails, given: unknown, current: WorkplaceDetails | null): WorkplaceDetails => {
  const before = current ? payrollCodesOf(current) : DEFAULT_PAYROLL_CODES;
  const codes = given === undefined ? before : checkedPayrollCodes(given, before);
  return samePayrollCodes(codes, DEFAULT_PAYROLL_CODES) ? details : { ...details, payrollCodes: codes };
};
/** The pay rules after the input's decisions; none asked: unchanged (and absent stays absent). */
function withPayRules(details: WorkplaceDetails, current: PayRules | undefined, input: Partial<WorkplaceInput> & Today): WorkplaceDetails {
  const { paySchedule, overtime, premiums, shortNotice, holiday, allowNegativeHolidayBalance } = input;
  if (
    paySchedule === undefined &&
    overtime === undefined &&
    premiums === undefined &&
    shortNotice === undefined &&
    holiday === undefined &&
    allowNegativeHolidayBalance === undefined
  )
    return current ? { ...details, payRules: current } : details;
  const today = input.today ?? '2000-01-01';
  const rules: PayRules = { ...(current ?? {}) };
  if (paySchedule !== undefined) rules.paySchedule = withRuleFrom(rules.paySchedule, checkedPaySchedule(paySchedule, today));
  if (overtime !== undefined) rules.overtime = withRuleFrom(rules.overtime, checkedOvertime(overtime, today));
  if (premiums !== undefined) rules.premiums = withRuleFrom(rules.premiums, checkedPremiums(premiums, today));
  if (shortNotice !== undefined) rules.shortNotice = withRuleFrom(rules.shortNotice, checkedShortNotice(shortNotice, today));
  if (holiday !== undefined) rules.holiday = withRuleFrom(rules.holiday, checkedHoliday(holiday, today));
  if (allowNegativeHolidayBalance !== undefined) {
    // false is its absence, so rules that never allowed it read the same.
    if (checkedAllowNegative(allowNegativeHolidayBalance)) rules.allowNegativeHolidayBalance = true;
    else delete rules.allowNegativeHolidayBalance;
  }
  return { ...details, payRules: rules };
}

function validDetails(details: WorkplaceDetails): WorkplaceDetails {
  check(rotaHoursProblem(details.rotaStartTime, details.rotaEndTime));
  check(servicesProblem(details.industryCategory, details.services));
  check(timeZoneProblem(details.timeZone));
  return details;
}

function createdDetails(input: WorkplaceInput & Today): WorkplaceDetails {
  check(workplaceNameProblem(input.name));
  check(industryCategoryProblem(input.industryCategory));
  check(publishModeProblem(input.publishMode));
  const details = validDetails({
    name: input.name.trim(),
    industryCategory: input.industryCategory!,
    services: uniqueServices(input.services ?? []),
    rotaStartTime: input.rotaStartTime ?? DEFAULT_ROTA_START_TIME,
    rotaEndTime: input.rotaEndTime ?? DEFAULT_ROTA_END_TIME,
    timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
  });
  const withCodes = withPayrollCodes(
    withBreakRules(withPublishMode(details, input.publishMode ?? 'live'), input.breakRules ?? []),
    input.payrollCodes,
    null,
  );
  return withKioskSettings(withPayRules(withCodes, undefined, input), input, null);
}

function updatedDetails(current: WorkplaceDetails, input: Partial<WorkplaceInput> & Today): WorkplaceDetails {
  if (input.name !== undefined) check(workplaceNameProblem(input.name));
  if (input.industryCategory !== undefined) check(industryCategoryProblem(input.industryCategory));
  check(publishModeProblem(input.publishMode));
  const industryCategory = input.industryCategory ?? current.industryCategory;
  // Without a new list, a change of category keeps only the services the new category has.
  const offered = new Set(servicesFor(industryCategory).map((s) => s.service_id));
  const services = input.services ?? current.services.filter((id) => offered.has(id));
  const details = validDetails({
    name: input.name?.trim() ?? current.name,
    industryCategory,
    services: uniqueServices(services),
    rotaStartTime: input.rotaStartTime ?? current.rotaStartTime,
    rotaEndTime: input.rotaEndTime ?? current.rotaEndTime,
    timeZone: input.timeZone ?? timeZoneOf(current),
  });
  const withRules = withBreakRules(
    withPublishMode(details, input.publishMode ?? publishModeOf(current)),
    input.breakRules ?? breakRulesOf(current),
  );
  return withKioskSettings(withPayRules(withPayrollCodes(withRules, input.payrollCodes, current), current.payRules, input), input, current);
}

const sameDetails = (a: WorkplaceDetails, b: WorkplaceDetails) =>
  a.name === b.name &&
  a.industryCategory === b.industryCategory &&
  a.rotaStartTime === b.rotaStartTime &&
  a.rotaEndTime === b.rotaEndTime &&
  timeZoneOf(a) === timeZoneOf(b) &&
  publishModeOf(a) === publishModeOf(b) &&
  JSON.stringify(breakRulesOf(a)) === JSON.stringify(breakRulesOf(b)) &&
  samePayrollCodes(payrollCodesOf(a), payrollCodesOf(b)) &&
  JSON.stringify(payRulesOf(a)) === JSON.stringify(payRulesOf(b)) &&
  sameKioskSettings(a, b) &&
  a.services.length === b.services.length &&
  a.services.every((id, i) => id === b.services[i]);

function decideCreateWorkplace({ data }: CreateWorkplace, state: WorkplaceState): WorkplaceEvent[] {
  if (state.status !== 'none') throw conflict('This workplace already exists.');
  const { workplaceId, ownerId } = data;
  return [{ type: 'WorkplaceCreated', data: { workplaceId, ownerId, ...createdDetails(data) } }];
}

function decideUpdateWorkplace({ data }: UpdateWorkplace, state: WorkplaceState): WorkplaceEvent[] {
  const workplace = activeWorkplace(state);
  const details = updatedDetails(workplace.details, data);
  if (sameDetails(details, workplace.details)) return [];
  return [{ type: 'WorkplaceUpdated', data: { workplaceId: workplace.workplaceId, ...details } }];
}

function decideDeleteWorkplace(_command: DeleteWorkplace, state: WorkplaceState): WorkplaceEvent[] {
  const workplace = activeWorkplace(state);
  return [{ type: 'WorkplaceDeleted', data: { workplaceId: workplace.workplaceId } }];
}

function decide(command: WorkplaceCommand, state: WorkplaceState): WorkplaceEvent[] {
  const { type } = command;
  switch (type) {
    case 'CreateWorkplace':
      return decideCreateWorkplace(command, state);
    case 'UpdateWorkplace':
      return decideUpdateWorkplace(command, state);
    case 'DeleteWorkplace':
      return decideDeleteWorkplace(command, state);
    default:
      return unhandledCommand(type);
  }
}

function evolve(state: WorkplaceState, event: WorkplaceEvent): WorkplaceState {
  switch (event.type) {
    case 'WorkplaceCreated': {
      const { workplaceId, ownerId, ...details } = event.data;
      return { status: 'active', workplaceId, ownerId, details };
    }
    case 'WorkplaceUpdated': {
      if (state.status === 'none') return state;
      const { workplaceId: _id, ...details } = event.data;
      return { ...state, details };
    }
    case 'WorkplaceDeleted':
      return state.status === 'none' ? state : { ...state, status: 'deleted' };
    default:
      return state;
  }
}

export const workplaceDecider: Decider<WorkplaceCommand, WorkplaceEvent, WorkplaceState> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};
