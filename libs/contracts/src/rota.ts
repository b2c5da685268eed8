import { weekdayOf } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isMissing, isoDate, optionalId, request, requiredId, timeOfDay } from './fields';

/**
 * The rota's planning routes (issue 14): the weekly "+", re-timing, and copying a week or a day.
 * Times are clock times; an end at or before the start is the next day's (22:00 → 02:00), which
 * the controller turns into minutes past the rota day's midnight (`endMinuteAfter`).
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

/** The assignment and the row (shift) it is in. */
export const PlacedAssignmentAnswer = answer(
  'PlacedAssignmentAnswer',
  z.object({ assignment_id: z.string().meta({ format: 'uuid' }), shift_id: z.string().meta({ format: 'uuid' }) }),
);

/** `POST /assignments/placeassignment`: the weekly "+" in one command. */
export const PlaceAssignmentRequest = request({
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  serviceType: serviceTypeField,
  employeeId: optionalId('employeeId').meta({ description: 'The employee; null, empty or absent places an open shift.' }),
  timeStart: timeOfDay('timeStart'),
  timeEnd: clockEnd('timeEnd'),
  userId: claimedUserId,
});

/** `PUT /assignments/updateassignmenttime`: the answer names the row, which changes when a colleague held the time in the old one. */
export const UpdateAssignmentTimeRequest = request({
  assignmentId: requiredId('assignmentId'),
  timeStart: timeOfDay('timeStart'),
  timeEnd: clockEnd('timeEnd'),
  userId: claimedUserId,
});

/** A copy reaches at most 12 weeks or 31 days ahead in one request. */
export const MAX_COPY_WEEKS = 12;
export const MAX_COPY_DAYS = 31;
const MONDAY = 1;

/** 1 to `max` dates; a date named twice counts once (a second copy would change nothing anyway). */
const dateList = (name: string, max: number, element = isoDate(`Every date in ${name}`)) => {
  const sizeMessage = `${name} must be a list of 1 to ${max} dates.`;
  return z
    .array(element, { error: sizeMessage })
    .min(1, { error: sizeMessage })
    .max(max, { error: sizeMessage })
    .transform((dates) => [...new Set(dates)]);
};

const monday = (name: string) => isoDate(name).refine((date) => weekdayOf(date) === MONDAY, { error: `${name} must be a Monday.` });

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
    skipped: z.array(
      z.object({
        date: z.string().meta({ format: 'date' }),
        employee_id: z.string().nullable().meta({ description: 'null for an open shift.' }),
        time_start: z.string(),
        time_end: z.string(),
        reason: z.string().meta({ examples: ['Already on the rota.'] }),
      }),
    ),
  }),
);

const weeklyAssignment = {
  assignment_id: z.string(),
  shift_id: z.string(),
  time_start: z.string(),
  time_end: z.string().meta({ description: 'A clock time; at or before time_start means the next day.' }),
};

/** `GET /shifts/getweeklyshifts`: employee → date → assignments, and each date's open (unallocated) ones. */
export const WeeklyShiftsAnswer = answer(
  'WeeklyShiftsAnswer',
  z.object({
    weekShifts: z.record(z.string(), z.record(z.string(), z.array(z.object(weeklyAssignment)))),
    openShifts: z.record(z.string(), z.array(z.object({ ...weeklyAssignment, service_type: z.number().int() }))),
  }),
);

export type PlaceAssignmentRequest = z.input<typeof PlaceAssignmentRequest>;
export type UpdateAssignmentTimeRequest = z.input<typeof UpdateAssignmentTimeRequest>;
export type PlacedAssignmentAnswer = z.output<typeof PlacedAssignmentAnswer>;
export type CopyWeekRequest = z.input<typeof CopyWeekRequest>;
export type CopyDayRequest = z.input<typeof CopyDayRequest>;
export type RotaCopyAnswer = z.output<typeof RotaCopyAnswer>;
export type WeeklyShiftsAnswer = z.output<typeof WeeklyShiftsAnswer>;
