import {
  AVAILABILITY_MESSAGES,
  DAY_KEYS,
  MAX_AVAILABILITY_EXCEPTIONS,
  MAX_WINDOWS_PER_DAY,
  TIME_OFF_MESSAGES,
  TIME_OFF_NOTE_MAX_LENGTH,
  HOLIDAY_MESSAGES,
  TIME_OFF_KINDS,
} from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isMissing, optionalText, readFirst, request, requiredId } from './fields';
import { StaffAssignmentAnswer } from './staff-assignment';
import { StaffClockAnswer, StaffClockedAnswer } from './timesheets';

/**
 * Staff requests (issue 27): availability, time off, claims on open shifts and swaps, asked
 * for from the personal page (`/staff/{token}/...`, public: the token is the key) and decided
 * by a manager (`/requests`). The rules (and their messages) are the domain's: these schemas
 * read the shapes, the deciders judge them.
 */

const clock = z.string({ error: AVAILABILITY_MESSAGES.badClock }).meta({ examples: ['09:00'], description: "HH:MM; 'to' may be 24:00." });
const AvailabilityWindow = z.object({ from: clock, to: clock }, { error: AVAILABILITY_MESSAGES.badClock });
const windows = z.array(AvailabilityWindow, { error: AVAILABILITY_MESSAGES.badClock });

const weekly = z
  .record(z.string(), windows, { error: (issue) => (isMissing(issue.input) ? 'weekly is required.' : AVAILABILITY_MESSAGES.unknownDay) })
  .meta({
    description: `Keys ${DAY_KEYS.join(', ')}: each a list of available windows (at most ${MAX_WINDOWS_PER_DAY}, not overlapping). An empty list = not available that day; a missing key = available all day.`,
  });
const exceptions = z
  .array(z.object({ date: z.string({ error: AVAILABILITY_MESSAGES.badExceptionDate }).meta({ format: 'date' }), windows }), {
    error: AVAILABILITY_MESSAGES.badExceptionDate,
  })
  .optional()
  .meta({ description: `Single dates (today or later, at most ${MAX_AVAILABILITY_EXCEPTIONS}) whose windows replace their weekday's.` });

/** `PUT /staff/{token}/availability`. */
export const SetAvailabilityRequest = request({ weekly, exceptions });

const AvailabilityAnswer = z.object({
  weekly: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))),
  exceptions: z.array(z.object({ date: z.string(), windows: z.array(z.object({ from: z.string(), to: z.string() })) })),
});

const date = (name: string) => z.string({ error: TIME_OFF_MESSAGES.invalidDates }).meta({ format: 'date', description: name });

/** `POST /staff/{token}/timeoff`: inclusive dates, at most MAX_TIME_OFF_DAYS days, from today to a year ahead. */
export const RequestTimeOffRequest = request({
  from: date('The first day off (yyyy-mm-dd).'),
  to: date('The last day off (yyyy-mm-dd), inclusive.'),
  note: optionalText(TIME_OFF_MESSAGES.noteTooLong).meta({ description: `At most ${TIME_OFF_NOTE_MAX_LENGTH} characters.` }),
  kind: z
    .enum(TIME_OFF_KINDS, { error: HOLIDAY_MESSAGES.kind })
    .optional()
    .meta({ description: "'paid-holiday' (checked against the holiday balance) or 'unpaid' (the default)." }),
});
export const TimeOffRequestedAnswer = answer('TimeOffRequested', z.object({ requestId: z.string().meta({ format: 'uuid' }) }));

/** `DELETE /staff/{token}/timeoff`: a pending or a future approved request of theirs. */
export const CancelTimeOffRequest = request({ requestId: requiredId('requestId') });

/** `POST /staff/{token}/claims`: an open shift at their workplace. */
export const ClaimAssignmentRequest = request({ assignmentId: requiredId('assignmentId') });
export const AssignmentClaimedAnswer = answer('ShiftClaimed', z.object({ claimId: z.string().meta({ format: 'uuid' }) }));

/** `POST /staff/{token}/swaps`: one of their own future shifts. */
export const OfferSwapRequest = request({ assignmentId: requiredId('assignmentId') });
export const SwapOfferedAnswer = answer('SwapOffered', z.object({ swapId: z.string().meta({ format: 'uuid' }) }));

/** `DELETE /staff/{token}/swaps`: their own offer, while nobody has offered to cover it. */
export const WithdrawSwapRequest = request({ swapId: requiredId('swapId') });

/** `POST /staff/{token}/swaps/accept`: a colleague's offered shift. */
export const AcceptSwapRequest = request({ swapId: requiredId('swapId') });

/** The personal page's request fields (`GET /staff/{token}`), built on the page's shift schema. */
export function staffPageRequestFields() {
  const shift = StaffAssignmentAnswer;
  return {
    clock: StaffClockAnswer,
    clockedToday: StaffClockedAnswer,
    availability: AvailabilityAnswer.meta({
      description: 'Never set: { weekly: {}, exceptions: [] } (available any time). Single dates from today on only.',
    }),
    timeOff: z
      .array(
        z.object({
          requestId: z.string(),
          from: z.string().meta({ format: 'date' }),
          to: z.string().meta({ format: 'date' }),
          note: z.string().nullable(),
          status: z.enum(['pending', 'approved', 'declined', 'cancelled']),
          requestedAt: z.string().meta({ format: 'date-time' }),
          kind: z.enum(TIME_OFF_KINDS).meta({ description: 'As asked, or as the manager approved it.' }),
        }),
      )
      .meta({ description: 'Their requests ending 30 days ago or later, newest first.' }),
    holidayBalance: z
      .object({ accruedHours: z.number(), takenHours: z.number(), carriedOverHours: z.number().optional(), balanceHours: z.number() })
      .meta({
        description:
          'Their holiday in hours: accrued in finalised pay periods, paid holiday approved (future days too), carried over into the leave year (entitlement only), what is left.',
      }),
    openShifts: z
      .array(
        shift.extend({
          claim: z
            .object({ claimId: z.string(), status: z.enum(['pending', 'declined']) })
            .nullable()
            .meta({ description: 'Their own claim on it, if any.' }),
        }),
      )
      .meta({
        description: "Future open shifts at their workplace, for services they do, that don't clash with their shifts or time off.",
      }),
    swaps: z.object({
      offered: z.array(
        z.object({
          swapId: z.string(),
          shift,
          status: z.enum(['open', 'accepted']),
          coveredBy: z.string().nullable().meta({ description: "The colleague's display name." }),
        }),
      ),
      toCover: z.array(
        z.object({
          swapId: z.string(),
          shift,
          offeredBy: z.string().meta({ description: "The colleague's display name." }),
          acceptedByMe: z.boolean(),
        }),
      ),
    }),
  };
}

/** `GET /requests`. */
export const ListRequestsRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });

const employeeRef = z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string().meta({ description: 'Display name.' }) });
const RequestAssignment = z.object({
  assignment_id: z.string().meta({ format: 'uuid' }),
  date: z.string().meta({ format: 'date' }),
  time_start: z.string().meta({ examples: ['09:00:00'] }),
  time_end: z.string().meta({ examples: ['17:00:00'] }),
  service_type: z.int(),
});
const ruleNote = z
  .string()
  .nullable()
  .meta({ description: 'The rule approving it would break now (or the availability warning); null when none.' });
const requestedAt = z.string().meta({ format: 'date-time' });

export const RequestsAnswer = answer(
  'StaffRequests',
  z.object({
    timeOff: z.array(
      z.object({
        requestId: z.string(),
        employee: employeeRef,
        from: z.string().meta({ format: 'date' }),
        to: z.string().meta({ format: 'date' }),
        note: z.string().nullable(),
        requestedAt,
        shiftsAffected: z.int().meta({ description: 'Their assignments on those days that approving would open.' }),
        kind: z.enum(TIME_OFF_KINDS).meta({ description: "As asked; the decision's `kind` may change it." }),
        ruleNote,
      }),
    ),
    claims: z.array(z.object({ claimId: z.string(), employee: employeeRef, shift: RequestAssignment, requestedAt, ruleNote })),
    swaps: z.array(
      z.object({
        swapId: z.string(),
        employee: employeeRef.meta({ description: 'Who offered the shift.' }),
        shift: RequestAssignment,
        coveredBy: employeeRef.nullable(),
        status: z.enum(['open', 'accepted']),
        requestedAt,
        ruleNote,
      }),
    ),
  }),
);

export const DECIDE_ONE_REQUEST = 'Give exactly one of requestId, claimId or swapId.';
export const APPROVE_REQUIRED = 'approve must be true or false.';

const optionalRequestId = (name: string) => requiredId(name).optional();

/** `POST /requests/decide`: exactly one of the ids. */
export const DecideRequestRequest = readFirst(
  (fields) => (['requestId', 'claimId', 'swapId'].filter((key) => !isMissing(fields[key])).length === 1 ? null : DECIDE_ONE_REQUEST),
  request({
    requestId: optionalRequestId('requestId'),
    claimId: optionalRequestId('claimId'),
    swapId: optionalRequestId('swapId'),
    approve: z.boolean({ error: APPROVE_REQUIRED }),
    kind: z
      .enum(TIME_OFF_KINDS, { error: HOLIDAY_MESSAGES.kind })
      .optional()
      .meta({ description: 'Time off only: approve it as paid holiday or unpaid (absent: as asked).' }),
    userId: claimedUserId,
  }),
);

export type SetAvailabilityRequest = z.input<typeof SetAvailabilityRequest>;
export type RequestTimeOffRequest = z.input<typeof RequestTimeOffRequest>;
export type TimeOffRequestedAnswer = z.output<typeof TimeOffRequestedAnswer>;
export type CancelTimeOffRequest = z.input<typeof CancelTimeOffRequest>;
export type ClaimAssignmentRequest = z.input<typeof ClaimAssignmentRequest>;
export type AssignmentClaimedAnswer = z.output<typeof AssignmentClaimedAnswer>;
export type OfferSwapRequest = z.input<typeof OfferSwapRequest>;
export type SwapOfferedAnswer = z.output<typeof SwapOfferedAnswer>;
export type AcceptSwapRequest = z.input<typeof AcceptSwapRequest>;
export type WithdrawSwapRequest = z.input<typeof WithdrawSwapRequest>;
export type ListRequestsRequest = z.input<typeof ListRequestsRequest>;
export type RequestsAnswer = z.output<typeof RequestsAnswer>;
export type DecideRequestRequest = z.input<typeof DecideRequestRequest>;
