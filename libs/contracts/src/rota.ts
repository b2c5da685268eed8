import {
  BREAK_MESSAGES,
  checkedBreakMinutes,
  dayNumber,
  MAX_BREAK_MINUTES,
  ROTA_MESSAGES,
  isWeekStart,
  WORKING_TIME_RULE_NAMES,
} from '@rotaledger/domain';
import { z } from 'zod';
import {
  answer,
  claimedUserId,
  isMissing,
  isoDate,
  NOT_A_JSON_OBJECT,
  optionalId,
  readFirst,
  refusalsOf,
  request,
  requiredId,
  timeOfDay,
} from './fields';

/**
 * The rota's routes: `/shifts/*` (the day's rows and the week), `/assignments/*` (who works
 * when, the weekly "+", re-timing) and `/rota/*` (copying a week or a day). Times are clock
 * times; an end at or before the start is the next day's (22:00 → 02:00), which the controller
 * turns into minutes past the rota day's midnight (`endMinuteAfter`).
 */

const SERVICE_TYPE_INVALID = 'serviceType must be a service id (a whole number).';

/** A service id: a whole number, or its digits (HTML selects send text). */
export const serviceTypeField = z
  .unknown()
  .transform((value, context) => {
    if (isMissing(value)) {
      context.addIssue({ code: 'custom', message: 'serviceType is required.' });
      return z.NEVER;
    }
    const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
      context.addIssue({ code: 'custom', message: SERVICE_TYPE_INVALID });
      return z.NEVER;
    }
    return number;
  })
  .meta({ type: 'integer', minimum: 0, description: "One of the workplace's service ids.", examples: [701] });

const clockEnd = (name: string) =>
  timeOfDay(name).meta({ description: 'A clock time; at or before the start means the next day (22:00 → 02:00).', examples: ['02:00:00'] });

/**
 * An assignment's own unpaid break in minutes (0-180), which wins over the workplace's rules; null
 * follows the rules. Whether it fits the shift is the rota's rule.
 */
const breakMinutes = (description: string) =>
  z
    .unknown()
    .optional()
    .transform((value, context): number | null | undefined => {
      if (value === undefined || value === null) return value;
      try {
        return checkedBreakMinutes(value);
      } catch {
        context.addIssue({ code: 'custom', message: BREAK_MESSAGES.breakMinutes });
        return z.NEVER;
      }
    })
    .meta({ type: 'integer', nullable: true, minimum: 0, maximum: MAX_BREAK_MINUTES, description, examples: [30] });
const newBreak = () => breakMinutes("The assignment's own unpaid break; null or absent: the workplace's break rules for its length.");

/**
 * The change a rota write made (issue 29): the id all its events share, on every day it wrote.
 * `POST /rota/undo` with it reverts exactly that change.
 */
export const changeIdField = () =>
  z.string().meta({ format: 'uuid', description: 'The change this write made: undo it with POST /rota/undo.' });

/** The assignment and the row (shift) it is in. */
export const PlacedAssignmentAnswer = answer(
  'PlacedAssignmentAnswer',
  z.object({
    assignment_id: z.string().meta({ format: 'uuid' }),
    shift_id: z.string().meta({ format: 'uuid' }),
    changeId: changeIdField(),
  }),
);

/** `POST /assignments/placeassignment`: the weekly "+" in one command. */
export const PlaceAssignmentRequest = request({
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  serviceType: serviceTypeField,
  employeeId: optionalId('employeeId').meta({ description: 'The employee; null, empty or absent places an open shift.' }),
  timeStart: timeOfDay('timeStart'),
  timeEnd: clockEnd('timeEnd'),
  breakMinutes: newBreak(),
  userId: claimedUserId,
});

/** `PUT /assignments/updateassignmenttime`: the answer names the row, which changes when a colleague held the time in the old one. */
export const UpdateAssignmentTimeRequest = request({
  assignmentId: requiredId('assignmentId'),
  timeStart: timeOfDay('timeStart'),
  timeEnd: clockEnd('timeEnd'),
  breakMinutes: breakMinutes(
    "A number: the assignment's own unpaid break; null: back to the workplace's break rules; absent: an own break stays, else the rules for the new length.",
  ),
  userId: claimedUserId,
});

/** A copy reaches at most 12 weeks or 31 days ahead in one request. */
export const MAX_COPY_WEEKS = 12;
export const MAX_COPY_DAYS = 31;

/** 1 to `max` dates; a date named twice counts once (a second copy would change nothing anyway). */
const dateList = (name: string, max: number, element = isoDate(`Every date in ${name}`)) => {
  const sizeMessage = `${name} must be a list of 1 to ${max} dates.`;
  return z
    .array(element, { error: sizeMessage })
    .min(1, { error: sizeMessage })
    .max(max, { error: sizeMessage })
    .transform((dates) => [...new Set(dates)]);
};

/** A week begins on a Monday or a Sunday (the user's week_start); the days copied are the seven from it. */
const monday = (name: string) => isoDate(name).refine(isWeekStart, { error: `${name} must be a Monday or a Sunday.` });

/** `POST /rota/copyweek`: each target week gets the source week, weekday by weekday. */
export const CopyWeekRequest = request({
  workplaceId: requiredId('workplaceId'),
  fromWeekStart: monday('fromWeekStart'),
  toWeekStarts: dateList('toWeekStarts', MAX_COPY_WEEKS, monday('Every date in toWeekStarts')),
  userId: claimedUserId,
}).refine((body) => !body.toWeekStarts.includes(body.fromWeekStart), { error: 'A week cannot be copied onto itself.' });

/** `POST /rota/copyday`: each target date gets the source day. */
export const CopyDayRequest = request({
  workplaceId: requiredId('workplaceId'),
  fromDate: isoDate('fromDate'),
  toDates: dateList('toDates', MAX_COPY_DAYS),
  userId: claimedUserId,
}).refine((body) => !body.toDates.includes(body.fromDate), { error: 'A day cannot be copied onto itself.' });

/** What a copy did: how many assignments landed, and each one left out with the rule it would break. */
export const RotaCopyAnswer = answer(
  'RotaCopyAnswer',
  z.object({
    copied: z.number().int(),
    changeId: changeIdField(),
    skipped: z.array(
      z.object({
        date: z.string().meta({ format: 'date' }),
        employee_id: z.string().nullable().meta({ description: 'null for an open shift.' }),
        time_start: z.string(),
        time_end: z.string(),
        reason: z.string().meta({ examples: ['Already on the rota.'] }),
      }),
    ),
    outsideAvailability: z
      .array(
        z.object({
          date: z.string().meta({ format: 'date' }),
          employee_id: z.string(),
          time_start: z.string(),
          time_end: z.string(),
          warning: z.string().meta({ examples: ['Ann is not available on Tuesdays after 17:00.'] }),
        }),
      )
      .meta({ description: "Copied placements outside the employee's availability: placed, not skipped." }),
  }),
);

/** What the weekly and daily answers say of an assignment's break and paid time. */
function breakAnswer() {
  return {
    breakMinutes: z.int().min(0).meta({ description: "The unpaid break that counts (its own, or the rules' when it was timed)." }),
    ownBreak: z.boolean().meta({ description: 'The break was set on the assignment (else it follows the rules).' }),
    paidMinutes: z
      .int()
      .min(0)
      .meta({ description: "The time that really passes on the workplace's clock (clock changes included) less the break." }),
  };
}

const weeklyAssignment = {
  assignment_id: z.string(),
  shift_id: z.string(),
  time_start: z.string(),
  time_end: z.string().meta({ description: 'A clock time; at or before time_start means the next day.' }),
  ...breakAnswer(),
};

/** Paid minutes and their labour cost (pence, at the rates in force on the days); null when some of the minutes have no known rate. */
const costTally = () => ({
  minutes: z.number().int().meta({ description: "Paid minutes: the assignments' paidMinutes added." }),
  costPence: z.number().int().nullable().meta({ description: 'Labour cost in pence; null when some of these minutes have no known rate.' }),
});

/** `GET /shifts/getweeklyshifts`: employee → date → assignments, and each date's open (unallocated) ones. */
export const WeeklyShiftsAnswer = answer(
  'WeeklyShiftsAnswer',
  z.object({
    weekShifts: z.record(z.string(), z.record(z.string(), z.array(z.object(weeklyAssignment)))),
    openShifts: z.record(z.string(), z.array(z.object({ ...weeklyAssignment, service_type: z.number().int() }))),
    unavailable: z
      .record(
        z.string(),
        z.record(
          z.string(),
          z.array(
            z.object({
              from: z.string(),
              to: z.string(),
              reason: z.enum(['availability', 'timeOff']),
              exception: z
                .literal(true)
                .optional()
                .meta({ description: "Present when the day's availability is a single date's rather than its weekday's." }),
            }),
          ),
        ),
      )
      .meta({
        description:
          "employee_id → date → the hours they are not available (the complement of their availability windows) or the whole day ('00:00'-'24:00') on approved time off. Employees with nothing unavailable are left out.",
      }),
    warnings: z
      .array(
        z.object({
          employee_id: z.string(),
          date: z.string().meta({ format: 'date', description: 'The cell (rota day) that shows it.' }),
          rule: z.enum(WORKING_TIME_RULE_NAMES),
          message: z.string().meta({ examples: ['Ann has 9 h 30 rest before this shift (at least 11 h).'] }),
        }),
      )
      .meta({
        description:
          "Working-time and minimum-wage checks for the employees in weekShifts, never refusals: rest (under 11 h between working days, at any of the account's workplaces), weekly-hours (over 48 paid hours in the Monday-Sunday week), break (a shift over 6 h with an unpaid break under 20 min), minimum-wage (the rate in force that day below the UK minimum for their age that day; without a date of birth the 21 and over rate is assumed; checked when the currency is the pound). By date, then rule.",
      }),
    totals: z
      .object({
        week: z.object(costTally()),
        byEmployee: z
          .record(
            z.string(),
            z.object({
              ...costTally(),
              byDate: z.record(z.string(), z.object(costTally())).meta({ description: 'date → that employee-day (worked days only).' }),
            }),
          )
          .meta({ description: 'employee_id → their paid minutes and cost; employees in weekShifts without paid minutes are left out.' }),
        byDate: z.record(z.string(), z.object(costTally())).meta({ description: 'Every date of the range (0 where nobody works).' }),
      })
      .meta({
        description:
          "The range's paid minutes and labour cost of allocated work (open shifts cost nothing), each employee-day at the rate in force that day. Rounding (half up to the penny): an employee-day on its own; an employee's figure once per rate over their minutes at it (as a payslip, and the dashboard's row); week adds the employees' figures (the dashboard's total for the same dates); a date adds its employee-days. So a row or the week can differ by a penny or so from the sum of the figures beside it.",
      }),
    previousWeek: z
      .object({ startDate: z.string().meta({ format: 'date' }), endDate: z.string().meta({ format: 'date' }), ...costTally() })
      .meta({ description: 'totals.week of the same number of days just before startDate (the week header\'s "last week").' }),
  }),
);

const uuid = () => z.string().meta({ format: 'uuid' });
const clockTime = (description?: string) => z.string().meta({ examples: ['09:00:00'], ...(description ? { description } : {}) });

/** `GET /shifts/getshifts`: the day's shifts (rows), empty ones included. */
export const GetShiftsRequest = request({
  workplaceId: requiredId('workplaceId'),
  rotaDate: isoDate('rotaDate'),
  userId: claimedUserId,
});

export const ShiftAnswer = answer(
  'ShiftAnswer',
  z.object({
    shift_id: uuid(),
    workplace_id: uuid(),
    service_type: z.number().int().meta({ description: "One of the workplace's service ids." }),
    shift_date: z.string().meta({ format: 'date' }),
  }),
);
export const ShiftListAnswer = answer('ShiftListAnswer', z.array(ShiftAnswer));

/** `POST /shifts/addshift`: any of the three missing is the spec's one message, before any field is read. */
export const AddShiftRequest = readFirst(
  (fields) =>
    isMissing(fields.date) || isMissing(fields.serviceType) || isMissing(fields.workplaceId) ? ROTA_MESSAGES.missingShiftData : null,
  request({
    date: isoDate('date'),
    workplaceId: requiredId('workplaceId'),
    serviceType: serviceTypeField,
    userId: claimedUserId,
  }),
);

export const ShiftIdAnswer = answer('ShiftIdAnswer', z.object({ shift_id: uuid(), changeId: changeIdField() }));

/** `DELETE /shifts/deleteshift`: the spec sends the id as a query parameter; a body is accepted too. */
export const DeleteShiftRequest = request({ shiftId: requiredId('shiftId'), userId: claimedUserId });

/** `GET /shifts/getpopulateddates`: the days that have at least one shift. */
export const PopulatedDatesRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });
export const PopulatedDatesAnswer = answer(
  'PopulatedDatesAnswer',
  z.array(z.string().meta({ format: 'date' })).meta({ description: 'yyyy-mm-dd, earliest first.' }),
);

/** The weekly view asks for 7 days; a month view at most 31. Longer ranges are refused, not truncated. */
export const MAX_RANGE_DAYS = 31;

export const WEEK_RANGE_MESSAGES = {
  endBeforeStart: 'endDate must not be before startDate.',
  tooLong: `The date range can be at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** A workplace's days from startDate to endDate, 1 to 31 of them, both ends included (a fresh schema per route). */
export const workplaceDaysRequest = () =>
  request({
    workplaceId: requiredId('workplaceId'),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    userId: claimedUserId,
  }).superRefine(({ startDate, endDate }, context) => {
    const days = dayNumber(endDate) - dayNumber(startDate) + 1;
    if (days < 1) context.addIssue({ code: 'custom', message: WEEK_RANGE_MESSAGES.endBeforeStart });
    else if (days > MAX_RANGE_DAYS) context.addIssue({ code: 'custom', message: WEEK_RANGE_MESSAGES.tooLong });
  });

/** `GET /shifts/getweeklyshifts`: 1 to 31 days, both ends included. */
export const WeeklyShiftsRequest = workplaceDaysRequest();

/** `GET /assignments/getassignments`: a shift's assignments by start time. */
export const GetAssignmentsRequest = request({ shiftId: requiredId('shiftId'), userId: claimedUserId });

export const AssignmentAnswer = answer(
  'AssignmentAnswer',
  z.object({
    assignment_id: uuid(),
    time_start: clockTime(),
    time_end: clockTime('At or before time_start means the next day.'),
    employee_id: uuid().nullable().meta({ description: 'null when unallocated (also when its employee was removed before that day).' }),
    ...breakAnswer(),
  }),
);
export const AssignmentListAnswer = answer('AssignmentListAnswer', z.array(AssignmentAnswer));

/** `GET /shifts/getdayrota`: the daily view in one read, the same fields as getshifts. */
export const DayRotaRequest = request({
  workplaceId: requiredId('workplaceId'),
  rotaDate: isoDate('rotaDate'),
  userId: claimedUserId,
});

/** The day's shifts (rows, empty ones included) as getshifts lists them, each with its assignments as getassignments lists them. */
export const DayRotaAnswer = answer(
  'DayRotaAnswer',
  z.array(
    z.object({
      shift_id: uuid(),
      workplace_id: uuid(),
      service_type: z.number().int().meta({ description: "One of the workplace's service ids." }),
      shift_date: z.string().meta({ format: 'date' }),
      assignments: z.array(AssignmentAnswer).meta({ description: 'By start time.' }),
    }),
  ),
);

/** `POST /assignments/addassignment`: employeeId missing, null or '' starts it unallocated (an open shift). */
export const AddAssignmentRequest = request({
  shiftId: requiredId('shiftId'),
  employeeId: optionalId('employeeId').meta({ description: 'The employee; null, empty or absent adds an open shift.' }),
  timeStart: timeOfDay('timeStart'),
  timeEnd: clockEnd('timeEnd'),
  breakMinutes: newBreak(),
  userId: claimedUserId,
});

export const AssignmentIdAnswer = answer('AssignmentIdAnswer', z.object({ assignment_id: uuid(), changeId: changeIdField() }));

export const ASSIGN_EMPLOYEE_MESSAGES = {
  employeeRequired: 'employeeId is required: an employee id, or null to unassign.',
} as const;

/** `PUT /assignments/updateemployee`: employeeId null or '' unassigns; leaving it out is refused, so a forgotten field never unassigns anyone. */
export const AssignEmployeeRequest = request({
  assignmentId: requiredId('assignmentId'),
  employeeId: z
    .union([z.literal(''), z.null(), requiredId('employeeId')], {
      error: (issue) => (issue.input === undefined ? ASSIGN_EMPLOYEE_MESSAGES.employeeRequired : 'employeeId must be a valid id.'),
    })
    .transform((id) => (id === '' ? null : id))
    .meta({ type: 'string', format: 'uuid', nullable: true, description: 'The employee, or null (or empty) to unassign.' }),
  userId: claimedUserId,
});

/**
 * `DELETE /assignments/deleteassignment`: the spec sends the id in the body as assignment_id;
 * assignmentId, and query parameters (some clients drop DELETE bodies), are accepted too.
 */
export const DeleteAssignmentRequest = readFirst(
  () => null,
  request({
    assignment_id: requiredId('assignment_id'),
    assignmentId: z.unknown().optional().meta({ type: 'string', format: 'uuid', description: 'Read when assignment_id is absent.' }),
    userId: claimedUserId,
  }),
  (fields) => ({ ...fields, assignment_id: fields.assignment_id ?? fields.assignmentId }),
);

/** The 400s each request refuses with, read from its schema (in the order they are checked). */
const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
export const ROTA_REQUEST_REFUSALS = {
  getShifts: refusalsOf(GetShiftsRequest, [
    {},
    { workplaceId: 'x' },
    { workplaceId: ID },
    { workplaceId: ID, rotaDate: '2026-02-30' },
    { workplaceId: ID, rotaDate: '1999-01-01' },
  ]),
  addShift: [
    NOT_A_JSON_OBJECT,
    ...refusalsOf(AddShiftRequest, [
      {},
      { date: '2026-02-30', workplaceId: ID, serviceType: 1 },
      { date: '1999-01-01', workplaceId: ID, serviceType: 1 },
      { date: '2026-02-02', workplaceId: 'x', serviceType: 1 },
      { date: '2026-02-02', workplaceId: ID, serviceType: 'x' },
    ]),
  ],
  shiftId: [NOT_A_JSON_OBJECT, ...refusalsOf(DeleteShiftRequest, [{}, { shiftId: 'x' }])],
  populatedDates: refusalsOf(PopulatedDatesRequest, [{}, { workplaceId: 'x' }]),
  weeklyShifts: refusalsOf(WeeklyShiftsRequest, [
    {},
    { workplaceId: 'x' },
    { workplaceId: ID },
    { workplaceId: ID, startDate: '2026-02-30' },
    { workplaceId: ID, startDate: '1999-01-01' },
    { workplaceId: ID, startDate: '2026-02-02' },
    { workplaceId: ID, startDate: '2026-02-02', endDate: '2026-02-30' },
    { workplaceId: ID, startDate: '2026-02-02', endDate: '2026-02-01' },
    { workplaceId: ID, startDate: '2026-02-01', endDate: '2026-03-31' },
  ]),
  dayRota: refusalsOf(DayRotaRequest, [
    {},
    { workplaceId: 'x' },
    { workplaceId: ID },
    { workplaceId: ID, rotaDate: '2026-02-30' },
    { workplaceId: ID, rotaDate: '1999-01-01' },
  ]),
  getAssignments: refusalsOf(GetAssignmentsRequest, [{}, { shiftId: 'x' }]),
  addAssignment: [
    NOT_A_JSON_OBJECT,
    ...refusalsOf(AddAssignmentRequest, [
      {},
      { shiftId: 'x' },
      { shiftId: ID, employeeId: 'x' },
      { shiftId: ID },
      { shiftId: ID, timeStart: '5pm' },
      { shiftId: ID, timeStart: '09:00' },
      { shiftId: ID, timeStart: '09:00', timeEnd: '5pm' },
    ]),
  ],
  assignEmployee: [
    NOT_A_JSON_OBJECT,
    ...refusalsOf(AssignEmployeeRequest, [{}, { assignmentId: 'x' }, { assignmentId: ID }, { assignmentId: ID, employeeId: 'x' }]),
  ],
  deleteAssignment: [NOT_A_JSON_OBJECT, ...refusalsOf(DeleteAssignmentRequest, [{}, { assignment_id: 'x' }])],
};

export type PlaceAssignmentRequest = z.input<typeof PlaceAssignmentRequest>;
export type UpdateAssignmentTimeRequest = z.input<typeof UpdateAssignmentTimeRequest>;
export type PlacedAssignmentAnswer = z.output<typeof PlacedAssignmentAnswer>;
export type CopyWeekRequest = z.input<typeof CopyWeekRequest>;
export type CopyDayRequest = z.input<typeof CopyDayRequest>;
export type RotaCopyAnswer = z.output<typeof RotaCopyAnswer>;
export type WeeklyShiftsAnswer = z.output<typeof WeeklyShiftsAnswer>;
export type GetShiftsRequest = z.input<typeof GetShiftsRequest>;
export type ShiftAnswer = z.output<typeof ShiftAnswer>;
export type ShiftListAnswer = z.output<typeof ShiftListAnswer>;
export type AddShiftRequest = z.input<typeof AddShiftRequest>;
export type ShiftIdAnswer = z.output<typeof ShiftIdAnswer>;
export type DeleteShiftRequest = z.input<typeof DeleteShiftRequest>;
export type PopulatedDatesRequest = z.input<typeof PopulatedDatesRequest>;
export type PopulatedDatesAnswer = z.output<typeof PopulatedDatesAnswer>;
export type WeeklyShiftsRequest = z.input<typeof WeeklyShiftsRequest>;
export type GetAssignmentsRequest = z.input<typeof GetAssignmentsRequest>;
export type AssignmentAnswer = z.output<typeof AssignmentAnswer>;
export type AssignmentListAnswer = z.output<typeof AssignmentListAnswer>;
export type DayRotaRequest = z.input<typeof DayRotaRequest>;
export type DayRotaAnswer = z.output<typeof DayRotaAnswer>;
export type AddAssignmentRequest = z.input<typeof AddAssignmentRequest>;
export type AssignmentIdAnswer = z.output<typeof AssignmentIdAnswer>;
export type AssignEmployeeRequest = z.input<typeof AssignEmployeeRequest>;
export type DeleteAssignmentRequest = z.input<typeof DeleteAssignmentRequest>;
