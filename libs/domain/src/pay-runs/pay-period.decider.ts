import { toLongDate, type IsoDate } from '../pay-periods/calendar-date';
import { type Decider, type DomainEvent, unhandledCommand } from '../shared/decider';
import { conflict, invalid } from '../shared/errors';
import type { DayFigure, PayLineType } from './pay-lines';
import type { PayRules } from './pay-rules';

/**
 * Finalised pay periods (issue 39), one stream per workplace: `payperiods-{workplaceId}`. A
 * finalised period keeps what was finalised, in its event: its lines, each day's figure and the
 * rules it was priced with. Later changes inside it are paid as adjustments in the next open
 * period (pay-lines.ts `dueAdjustments`); re-opening is the owner's, with a reason.
 */
export const payPeriodsStream = (workplaceId: string) => `payperiods-${workplaceId}`;

/** A pay line as finalised: an adjustment names the period and the change it settles. */
export interface FinalisedPayLine {
  employeeId: string;
  type: PayLineType;
  date?: IsoDate;
  minutes: number;
  ratePence: number;
  amountPence: number;
  eventIds: string[];
  /** On an adjustment: the finalised period it corrects (its first day). */
  adjustsPeriod?: IsoDate;
  /** On an adjustment: it corrects paid holiday (not hours worked), so it accrues no holiday. */
  paidHoliday?: true;
  /** On a short-notice line: which shift, when it was published and when it was cancelled or cut. */
  note?: string;
  /** On an adjustment: the latest change behind it (who is a user id; the note is written when read). */
  change?: { type: string; userId: string | null; at: string };
}

export type PayPeriodFinalised = DomainEvent<
  'PayPeriodFinalised',
  {
    workplaceId: string;
    periodId: string;
    periodStart: IsoDate;
    periodEnd: IsoDate;
    finalisedAt: string;
    /** The workplace's pay rules when finalised: a later change of them never reprices this period. */
    rules: PayRules;
    lines: FinalisedPayLine[];
    /** employeeId → day → its figure when finalised. */
    days: Record<string, Record<IsoDate, DayFigure>>;
    /** employeeId → day → its paid holiday's figure when finalised (absent in events before it: paid holiday is not compared). */
    holidayDays?: Record<string, Record<IsoDate, DayFigure>>;
    /** employeeId → holiday accrued in the period, hundredths of an hour (issue 39; absent in events before holiday: none). */
    holidayAccrual?: Record<string, number>;
  }
>;
export type PayPeriodReopened = DomainEvent<
  'PayPeriodReopened',
  { workplaceId: string; periodId: string; periodStart: IsoDate; reason: string }
>;
export type PayPeriodEvent = PayPeriodFinalised | PayPeriodReopened;
export const PAY_PERIOD_EVENT_TYPES: readonly PayPeriodEvent['type'][] = ['PayPeriodFinalised', 'PayPeriodReopened'];

export const MAX_REOPEN_REASON_LENGTH = 500;

export const PAY_PERIOD_MESSAGES = {
  alreadyFinalised: 'This pay period is already finalised.',
  notEnded: (end: IsoDate) => `This pay period has not ended yet: it ends on ${toLongDate(end)}.`,
  notApproved: (dates: readonly IsoDate[]) =>
    `Approve the timesheets first: ${dates.map(toLongDate).join(', ')} ${dates.length === 1 ? 'has' : 'have'} clocked or corrected times not yet approved.`,
  notFinalised: 'This pay period is not finalised.',
  laterFinalised: (start: IsoDate) => `Re-open the later finalised period first (from ${toLongDate(start)}).`,
  reason: `reason must say why, in 1 to ${MAX_REOPEN_REASON_LENGTH} characters.`,
  periodStart: "periodStart must be the first day of one of the workplace's pay periods (yyyy-mm-dd).",
  /** `GET /pay/export` of a period still open (the words). */
  exportOpen: 'Finalise the period first.',
  exportFormat: 'format must be sage50, brightpay or csv.',
} as const;

export interface FinalisedPeriod {
  periodId: string;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  finalisedAt: string;
  rules: PayRules;
  lines: FinalisedPayLine[];
  days: Record<string, Record<IsoDate, DayFigure>>;
  holidayDays?: Record<string, Record<IsoDate, DayFigure>>;
  holidayAccrual?: Record<string, number>;
}

export interface PayPeriodsState {
  /** periodStart → the period as last finalised (absent: open, never finalised or re-opened). */
  finalised: Record<IsoDate, FinalisedPeriod>;
}

export type FinalisePayPeriod = {
  type: 'FinalisePayPeriod';
  data: Omit<PayPeriodFinalised['data'], 'finalisedAt'> & {
    /** The command's instant (ISO) and the workplace's today. */
    now: string;
    today: IsoDate;
    /** The period's days with a timesheet that is neither approved nor untouched. */
    unapprovedDays: IsoDate[];
  };
};
export type ReopenPayPeriod = { type: 'ReopenPayPeriod'; data: { workplaceId: string; periodStart: IsoDate; reason: string } };
export type PayPeriodCommand = FinalisePayPeriod | ReopenPayPeriod;

function decideFinalisePayPeriod({ data }: FinalisePayPeriod, state: PayPeriodsState): PayPeriodEvent[] {
  const { now, today, unapprovedDays, ...period } = data;
  if (state.finalised[period.periodStart]) throw conflict(PAY_PERIOD_MESSAGES.alreadyFinalised);
  if (period.periodEnd >= today) throw conflict(PAY_PERIOD_MESSAGES.notEnded(period.periodEnd));
  if (unapprovedDays.length > 0) throw conflict(PAY_PERIOD_MESSAGES.notApproved([...unapprovedDays].sort()));
  return [{ type: 'PayPeriodFinalised', data: { ...period, finalisedAt: now } }];
}

function decideReopenPayPeriod({ data }: ReopenPayPeriod, state: PayPeriodsState): PayPeriodEvent[] {
  const { workplaceId, periodStart } = data;
  const reason = data.reason.trim();
  if (reason.length === 0 || reason.length > MAX_REOPEN_REASON_LENGTH) throw invalid(PAY_PERIOD_MESSAGES.reason);
  const period = state.finalised[periodStart];
  if (!period) throw conflict(PAY_PERIOD_MESSAGES.notFinalised);
  const later = Object.keys(state.finalised)
    .filter((start) => start > periodStart)
    .sort();
  if (later.length > 0) throw conflict(PAY_PERIOD_MESSAGES.laterFinalised(later[later.length - 1]));
  return [{ type: 'PayPeriodReopened', data: { workplaceId, periodId: period.periodId, periodStart, reason } }];
}

function decide(command: PayPeriodCommand, state: PayPeriodsState): PayPeriodEvent[] {
  const { type } = command;
  switch (type) {
    case 'FinalisePayPeriod':
      return decideFinalisePayPeriod(command, state);
    case 'ReopenPayPeriod':
      return decideReopenPayPeriod(command, state);
    default:
      return unhandledCommand(type);
  }
}

function evolve(state: PayPeriodsState, event: PayPeriodEvent): PayPeriodsState {
  switch (event.type) {
    case 'PayPeriodFinalised': {
      const { workplaceId: _w, ...period } = event.data;
      return { finalised: { ...state.finalised, [period.periodStart]: period } };
    }
    case 'PayPeriodReopened': {
      const { [event.data.periodStart]: _reopened, ...rest } = state.finalised;
      return { finalised: rest };
    }
    default:
      return state;
  }
}

export const payPeriodsDecider: Decider<PayPeriodCommand, PayPeriodEvent, PayPeriodsState> = {
  initialState: () => ({ finalised: {} }),
  evolve,
  decide,
};
