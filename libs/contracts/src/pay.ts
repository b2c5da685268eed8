import { z } from 'zod';
import { MAX_REOPEN_REASON_LENGTH, PAY_LINE_TYPES, PAY_PERIOD_MESSAGES, PAYROLL_FILE_FORMATS } from '@rotaledger/domain';
import { answer, claimedUserId, isoDate, refusalsOf, request, requiredId } from './fields';
import { payDates, PAY_DATES_MESSAGES } from './pay-dates';

/** `GET /pay/getpayfordates?workplaceId&dates=["07/12/26",...]`: each day's hours and pay per employee. */
export const PayForDatesRequest = request({
  workplaceId: requiredId('workplaceId'),
  dates: payDates,
  userId: claimedUserId,
});

/** What the request refuses with, in the order it checks. */
export const PAY_FOR_DATES_REFUSALS = [
  ...refusalsOf(requiredId('workplaceId'), [undefined, 'not-an-id']),
  ...Object.values(PAY_DATES_MESSAGES),
];

/** Keyed by 'dd/mm/yy', like the spec's `hoursInDays`. */
const byDay = (description: string) => z.record(z.string(), z.number()).meta({ description });

/**
 * One employee's entry of `GET /pay/getpayfordates`. Each day is priced at the rate in force that
 * day, so a later rate change never reprices it.
 */
export const PayForDatesEntry = answer(
  'PayForDatesEntry',
  z.object({
    employee_id: z.string(),
    display_name: z.string(),
    removed: z.boolean().meta({ description: 'Removed; their hours up to the removal day still count.' }),
    rate: z.number().nullable().meta({
      description:
        "The latest hourly rate at this workplace (a decimal), null if unknown: for an employee who moved away, the rate in force on their last day here, never the next workplace's.",
    }),
    hoursInDays: byDay('Hours as a decimal, exact to the minute.'),
    minutesInDays: byDay('Whole minutes, for exact pay maths.'),
    rateInDays: byDay('The hourly rate in force that day (a decimal).'),
    payPenceInDays: byDay("That day's pay in pence at that rate, rounded half up on its own."),
    actualHoursInDays: byDay(
      "Approved days only: the approved actual paid hours (an assignment without actuals counts as planned). A day's key is absent while its timesheet is not approved.",
    ),
    actualPayPenceInDays: byDay('Approved days only: the actual paid hours priced like payPenceInDays.'),
    actualMinutesInDays: byDay('Approved days only: the actual paid time in whole minutes.'),
    payPence: z.int().nullable().meta({
      description:
        "The asked days' pay on the plan: each rate's minutes priced and rounded once (a payslip's line per rate), so it can differ by a penny from the sum of payPenceInDays; null when a worked day's rate is unknown.",
    }),
    actualBasisPayPence: z.int().nullable().meta({
      description: 'Like payPence, with the approved days at their actual paid time (the plan where a day is not approved).',
    }),
  }),
);

export const PayForDatesAnswer = answer('PayForDatesAnswer', z.array(PayForDatesEntry));

/*
 * Pay periods (issue 39): `GET /pay/periods`, `GET /pay/lines`, `POST /pay/periods/finalise` and
 * `POST /pay/periods/reopen`. The rules and their messages are the domain's (pay-runs/).
 */
const periodStart = isoDate('periodStart').meta({ format: 'date', description: "The first day of one of the workplace's pay periods." });

const PeriodTotals = z.object({
  hours: z.number().meta({ description: "The lines' hours added, to 2 places." }),
  amountPence: z.int().meta({ description: "The lines' amounts added, in pence." }),
});

/** `POST /pay/periods/finalise` */
export const FinalisePayPeriodRequest = request({ workplaceId: requiredId('workplaceId'), periodStart, userId: claimedUserId });
export const FinalisePayPeriodAnswer = answer(
  'FinalisedPayPeriod',
  z.object({
    periodId: z.string(),
    finalisedAt: z.string().meta({ format: 'date-time' }),
    totals: PeriodTotals,
  }),
);

/** `POST /pay/periods/reopen` (the owner only) */
export const ReopenPayPeriodRequest = request({
  workplaceId: requiredId('workplaceId'),
  periodStart,
  reason: z
    .string({ error: PAY_PERIOD_MESSAGES.reason })
    .trim()
    .min(1, { error: PAY_PERIOD_MESSAGES.reason })
    .max(MAX_REOPEN_REASON_LENGTH, { error: PAY_PERIOD_MESSAGES.reason })
    .meta({ description: 'Why the period is re-opened: recorded in its history.' }),
  userId: claimedUserId,
});
export const ReopenPayPeriodAnswer = answer(
  'ReopenedPayPeriod',
  z.object({ periodId: z.string(), periodStart: z.string().meta({ format: 'date' }), status: z.literal('open') }),
);

/** `GET /pay/periods?workplaceId` */
export const PayPeriodsRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });
export const PayPeriodsAnswer = answer(
  'PayPeriods',
  z.object({
    periods: z
      .array(
        z.object({
          periodStart: z.string().meta({ format: 'date' }),
          periodEnd: z.string().meta({ format: 'date' }),
          status: z.enum(['open', 'finalised']),
          finalisedAt: z.string().optional().meta({ format: 'date-time' }),
          totals: PeriodTotals,
        }),
      )
      .meta({ description: 'Oldest first: from the first planned day to the period holding today (at most the newest 60).' }),
  }),
);

/** `GET /pay/export?workplaceId&periodStart&format`: a finalised period's payroll file (text/csv). */
export const PayExportRequest = request({
  workplaceId: requiredId('workplaceId'),
  periodStart,
  format: z.enum(PAYROLL_FILE_FORMATS, { error: PAY_PERIOD_MESSAGES.exportFormat }).meta({
    description:
      "sage50: Sage 50 Payroll's timesheet import; brightpay: BrightPay's hourly import; csv: one line per pay line with its event ids.",
  }),
  userId: claimedUserId,
});
export type PayExportRequest = z.input<typeof PayExportRequest>;

/** `GET /pay/lines?workplaceId&periodStart` */
export const PayLinesRequest = request({ workplaceId: requiredId('workplaceId'), periodStart, userId: claimedUserId });
export const PayLine = z.object({
  employeeId: z.string(),
  type: z.enum(PAY_LINE_TYPES),
  date: z.string().optional().meta({ format: 'date', description: 'Premium and adjustment lines: the day.' }),
  hours: z.number().meta({ description: 'A decimal to 2 places (negative on an adjustment that takes time back).' }),
  ratePence: z.int().meta({ description: 'The hourly rate of the line in pence (multiplied, rounded half up to the penny).' }),
  amountPence: z.int().meta({ description: "The line's minutes × its rate, rounded half up once." }),
  eventIds: z.array(z.string()).meta({ description: 'The events behind the figure (history ids).' }),
  note: z
    .string()
    .optional()
    .meta({ examples: ['Adjustment for Tue 3 Nov: +0.5 h, £6.37, timesheet corrected by sam on 12 Nov'] }),
});
export const PayLinesAnswer = answer(
  'PayLines',
  z.object({
    lines: z.array(PayLine).meta({ description: 'By employee, then normal, overtime, premium, holiday, short-notice, adjustment.' }),
    holiday: z
      .record(
        z.string(),
        z.object({
          accruedHours: z
            .number()
            .meta({ description: "Accrued in the workplace's finalised periods up to this one (an open period accrues when finalised)." }),
          takenHours: z.number().meta({ description: 'Paid holiday on days up to the end of this period.' }),
          carriedOverHours: z.number().optional().meta({
            description: 'Entitlement only: carried into the leave year holding the period end; accrued and taken are that year’s.',
          }),
          balanceHours: z.number().meta({ description: '(carriedOverHours +) accruedHours − takenHours.' }),
        }),
      )
      .meta({ description: "Holiday balances by employee id as at the period's end: its lines' employees and the workplace's." }),
  }),
);

export type FinalisePayPeriodRequest = z.input<typeof FinalisePayPeriodRequest>;
export type FinalisePayPeriodAnswer = z.output<typeof FinalisePayPeriodAnswer>;
export type ReopenPayPeriodRequest = z.input<typeof ReopenPayPeriodRequest>;
export type ReopenPayPeriodAnswer = z.output<typeof ReopenPayPeriodAnswer>;
export type PayPeriodsRequest = z.input<typeof PayPeriodsRequest>;
export type PayPeriodsAnswer = z.output<typeof PayPeriodsAnswer>;
export type PayLinesRequest = z.input<typeof PayLinesRequest>;
export type PayLinesAnswer = z.output<typeof PayLinesAnswer>;
export type PayLine = z.output<typeof PayLine>;

export type PayForDatesEntry = z.output<typeof PayForDatesEntry>;
export type PayForDatesAnswer = z.output<typeof PayForDatesAnswer>;
export type PayForDatesRequest = z.input<typeof PayForDatesRequest>;
