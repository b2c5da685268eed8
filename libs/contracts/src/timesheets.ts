import { BREAK_MESSAGES, CLOCK_IN_EARLY_MINUTES, CLOCK_OUT_LATE_HOURS, MAX_BREAK_MINUTES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isoDate, optionalWholeNumber, request, requiredId, timeOfDay } from './fields';
import { workplaceDaysRequest } from './rota';

/**
 * Timesheets (issue 28): staff clock in and out on their personal page; a manager corrects a
 * timesheet and approves a day. The rules and their messages are the rota decider's.
 */

export const CLOCK_ACTION_MESSAGE = "action must be 'in' or 'out'.";

/** `POST /staff/{token}/clock`. */
export const ClockRequest = request({
  action: z.enum(['in', 'out'], { error: CLOCK_ACTION_MESSAGE }).meta({
    description: `in: from ${CLOCK_IN_EARLY_MINUTES} minutes before a planned start until its end; out: a clocked-in shift until ${CLOCK_OUT_LATE_HOURS} hours after its planned end.`,
  }),
});
export const ClockAnswer = answer(
  'Clocked',
  z.object({
    at: z.string().meta({ format: 'date-time', description: 'The instant the server received the clock.' }),
    assignmentId: z.string().meta({ format: 'uuid' }),
  }),
);

/** The clock the personal page offers now: the shift clocked in to (out), else the next to clock in to. */
export const StaffClockAnswer = z
  .object({
    action: z.enum(['in', 'out']),
    assignmentId: z.string().nullable().meta({ description: 'null: no shift today (withoutShift).' }),
    withoutShift: z.literal(true).optional().meta({
      description:
        'Present when there is no shift today and the workplace lets staff clock in without one: clocking in puts a shift from the quarter hour to the closing hour (start and end) on the rota.',
    }),
    date: z.string().meta({ format: 'date' }),
    start: z.string().meta({ description: 'HH:MM on the workplace clock.' }),
    end: z.string().meta({ description: 'HH:MM on the workplace clock.' }),
    opensAt: z
      .string()
      .meta({ format: 'date-time', description: 'From when the button works (in: 30 minutes before the start; out: the clock-in).' }),
    closesAt: z.string().meta({ format: 'date-time' }),
    clockedInAt: z.string().nullable().meta({ format: 'date-time' }),
    time_zone: z.string().meta({ examples: ['Europe/London'], description: "The workplace's IANA time zone." }),
  })
  .nullable()
  .meta({ description: 'null: no shift today or last night is left to clock.' });

/** The shifts (today's and last night's) clocked in to, with what was recorded: the day's clocked times on the personal page. */
export const StaffClockedAnswer = z
  .array(
    z.object({
      assignmentId: z.string(),
      date: z.string().meta({ format: 'date' }),
      start: z.string().meta({ description: 'Planned start, HH:MM on the workplace clock.' }),
      end: z.string().meta({ description: 'Planned end, HH:MM on the workplace clock.' }),
      clockedInAt: z.string().meta({ format: 'date-time' }),
      clockedOutAt: z.string().nullable().meta({ format: 'date-time', description: 'null: still clocked in.' }),
      time_zone: z.string().meta({ examples: ['Europe/London'], description: "The workplace's IANA time zone." }),
    }),
  )
  .meta({ description: 'Earliest first; empty when nothing was clocked today or last night.' });

/** A whole number of minutes (the decider checks 0-180), or absent/null: the planned break. */
const breakField = optionalWholeNumber(BREAK_MESSAGES.breakMinutes).meta({
  type: 'integer',
  minimum: 0,
  maximum: MAX_BREAK_MINUTES,
  description: 'Unpaid minutes; absent or null: the planned break.',
});

/** `PUT /timesheets`: times as the workplace clock showed them; an end at or before the start is the next day. */
export const CorrectTimesheetRequest = request({
  assignmentId: requiredId('assignmentId'),
  actualStart: timeOfDay('actualStart'),
  actualEnd: timeOfDay('actualEnd').meta({ description: 'At or before actualStart means the next day.', examples: ['15:10:00'] }),
  breakMinutes: breakField,
  userId: claimedUserId,
});

/** `POST /timesheets/approve`. */
export const ApproveTimesheetDayRequest = request({
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  userId: claimedUserId,
});

/** `GET /timesheets`: 1 to 31 days, both ends included. */
export const TimesheetsRequest = workplaceDaysRequest();

const clock = (description: string) =>
  z
    .string()
    .nullable()
    .meta({ examples: ['07:20:00'], description });

export const TimesheetAnswer = z.object({
  assignmentId: z.string(),
  date: z.string().meta({ format: 'date' }),
  employeeId: z.string(),
  plannedStart: z.string().meta({ examples: ['07:00:00'] }),
  plannedEnd: z.string().meta({ examples: ['15:00:00'], description: 'At or before plannedStart means the next day.' }),
  plannedBreakMinutes: z.number().int(),
  plannedPaidMinutes: z.number().int(),
  actualStart: clock('From the correction, else the clock-in; null when neither clocked in and out nor corrected.'),
  actualEnd: clock('At or before actualStart means the next day.'),
  actualBreakMinutes: z.number().int().nullable().meta({ description: 'The corrected break, else the planned one; null without actuals.' }),
  actualPaidMinutes: z.number().int().nullable().meta({ description: 'Real elapsed time less the actual break; null without actuals.' }),
  clockedInAt: z.string().nullable().meta({ format: 'date-time' }),
  clockedOutAt: z.string().nullable().meta({ format: 'date-time' }),
  approved: z
    .boolean()
    .meta({ description: "The day is approved: pay's actual basis counts actualPaidMinutes, or the planned ones where null." }),
});

export const TimesheetsAnswer = answer(
  'Timesheets',
  z.object({ timesheets: z.array(TimesheetAnswer).meta({ description: 'Assignments with an employee, by date and start time.' }) }),
);

export type ClockRequest = z.input<typeof ClockRequest>;
export type ClockAnswer = z.output<typeof ClockAnswer>;
export type StaffClockAnswer = z.output<typeof StaffClockAnswer>;
export type StaffClockedAnswer = z.output<typeof StaffClockedAnswer>;
export type CorrectTimesheetRequest = z.input<typeof CorrectTimesheetRequest>;
export type ApproveTimesheetDayRequest = z.input<typeof ApproveTimesheetDayRequest>;
export type TimesheetsRequest = z.input<typeof TimesheetsRequest>;
export type TimesheetAnswer = z.output<typeof TimesheetAnswer>;
export type TimesheetsAnswer = z.output<typeof TimesheetsAnswer>;
