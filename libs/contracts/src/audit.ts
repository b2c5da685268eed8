import { AUDIT_STREAM_KINDS, isIsoDate, isSupportedYear, type AuditStreamKind } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, firstMessage, isMissing, isoDate, outsideSupportedYears, requiredId, optionalId, request } from './fields';
import { payDates } from './pay-dates';

/**
 * `/audit/*`: a workplace's history for its owner (query parameters only). Parameters may
 * arrive repeated (as a list); that is refused with the parameter's own message.
 */

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'from must not be later than to.',
  cursor: 'cursor must be a whole number of 0 or more.',
  limit: `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}.`,
  kind: 'kind must be workplace, employee or rota.',
  format: 'format must be csv or json.',
  order: 'order must be oldest or newest.',
  notAnInstant: (name: string) => `${name} must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.`,
} as const;

const INSTANT = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const WHOLE = /^\d{1,15}$/;

interface Refused {
  refused: string;
}
const refused = (message: string): Refused => ({ refused: message });

/**
 * A parameter read by one function: its value, or the refusal it names. `In` is what a
 * client sends (query values are text; the browser's types say which).
 */
const parameter = <T, In = string>(read: (value: unknown) => T | Refused, jsonSchema: z.core.GlobalMeta) =>
  z
    .unknown()
    .transform((value, ctx) => {
      const result = read(value);
      if (result !== null && typeof result === 'object' && 'refused' in result) {
        ctx.addIssue({ code: 'custom', message: result.refused, input: value });
        return z.NEVER;
      }
      return result;
    })
    .meta(jsonSchema) as unknown as z.ZodType<T, In>;

/** An ISO instant with its zone (so it means one moment everywhere), normalised to UTC ISO. */
function instantOf(value: unknown, name: string): string | Refused {
  const match = typeof value === 'string' ? INSTANT.exec(value) : null;
  const time = match && isIsoDate(match[1]) ? Date.parse(value as string) : NaN;
  if (!Number.isFinite(time)) return refused(AUDIT_MESSAGES.notAnInstant(name));
  if (!isSupportedYear(new Date(time).getUTCFullYear())) return refused(outsideSupportedYears(name));
  return new Date(time).toISOString();
}

const INSTANT_DOC: z.core.GlobalMeta = { type: 'string', format: 'date-time', examples: ['2026-12-07T10:00:00Z'] };

export const requiredInstant = (name: string) =>
  parameter((value) => (isMissing(value) ? refused(`${name} is required.`) : instantOf(value, name)), INSTANT_DOC);

export const optionalInstant = (name: string) =>
  parameter((value) => (isMissing(value) ? null : instantOf(value, name)), INSTANT_DOC)
    .optional()
    .transform((value) => value ?? null);

/** from ≤ to, when both are given (checked after the fields). */
const inOrder = ({ from, to }: { from?: string | null; to?: string | null }) => !from || !to || from <= to;

/** An optional rota day: none reads as null. */
const optionalDate = (name: string, description: string) =>
  parameter<string | null>(
    (value) => {
      if (isMissing(value)) return null;
      const date = isoDate(name).safeParse(value);
      return date.success ? date.data : refused(firstMessage(date.error));
    },
    { type: 'string', format: 'date', description },
  )
    .optional()
    .transform((date) => date ?? null);

/** The position of the last event already seen (0: from the start). */
const cursor = parameter<number, number | string>(
  (value) => (isMissing(value) ? 0 : typeof value === 'string' && WHOLE.test(value) ? Number(value) : refused(AUDIT_MESSAGES.cursor)),
  { type: 'integer', minimum: 0, description: 'The nextCursor of the previous page; 0 or none: from the start.' },
)
  .optional()
  .transform((value) => value ?? 0);

const limit = parameter<number, number | string>(
  (value) => {
    if (isMissing(value)) return AUDIT_DEFAULT_LIMIT;
    const number = typeof value === 'string' && WHOLE.test(value) ? Number(value) : NaN;
    return number >= 1 && number <= AUDIT_MAX_LIMIT ? number : refused(AUDIT_MESSAGES.limit);
  },
  { type: 'integer', minimum: 1, maximum: AUDIT_MAX_LIMIT, description: `Events per page; ${AUDIT_DEFAULT_LIMIT} when none.` },
)
  .optional()
  .transform((value) => value ?? AUDIT_DEFAULT_LIMIT);

const kind = parameter<AuditStreamKind | null, AuditStreamKind>(
  (value) =>
    isMissing(value)
      ? null
      : AUDIT_STREAM_KINDS.includes(value as AuditStreamKind)
        ? (value as AuditStreamKind)
        : refused(AUDIT_MESSAGES.kind),
  { type: 'string', enum: [...AUDIT_STREAM_KINDS] },
)
  .optional()
  .transform((value) => value ?? null);

export const AUDIT_ORDERS = ['oldest', 'newest'] as const;
export type AuditOrder = (typeof AUDIT_ORDERS)[number];

/** Oldest first (the default: the order things happened) or newest first. */
const order = parameter<AuditOrder, AuditOrder>(
  (value) =>
    isMissing(value) ? 'oldest' : AUDIT_ORDERS.includes(value as AuditOrder) ? (value as AuditOrder) : refused(AUDIT_MESSAGES.order),
  {
    type: 'string',
    enum: [...AUDIT_ORDERS],
    description: "'oldest' (the default) or 'newest' first; pass each page's nextCursor back with the same order.",
  },
)
  .optional()
  .transform((value) => value ?? 'oldest');

const format = z.enum(['csv', 'json'], { error: AUDIT_MESSAGES.format });

// --- Requests --------------------------------------------------------------------------

/** `GET /audit/workplaces`. */
export const AuditWorkplacesRequest = request({ userId: claimedUserId });

/** `GET /audit/events`: one page of a workplace's events, newest last, filtered. */
export const AuditEventsRequest = request({
  userId: claimedUserId,
  workplaceId: requiredId('workplaceId'),
  from: optionalInstant('from'),
  to: optionalInstant('to'),
  kind,
  date: optionalDate('date', 'Only the events of this rota day (yyyy-mm-dd).'),
  employeeId: optionalId('employeeId'),
  cursor,
  limit,
  order,
}).refine(inOrder, { error: AUDIT_MESSAGES.fromAfterTo });

/** `GET /audit/rota`: a day's rota as it stood at an instant. */
export const AuditRotaRequest = request({
  userId: claimedUserId,
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  at: requiredInstant('at'),
});

/** `GET /audit/diff`: what changed in a day between two instants. */
export const AuditDiffRequest = request({
  userId: claimedUserId,
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  from: requiredInstant('from'),
  to: requiredInstant('to'),
}).refine(inOrder, { error: AUDIT_MESSAGES.fromAfterTo });

/** `GET /audit/pay`: pay hours as they stood at an instant. */
export const AuditPayRequest = request({
  userId: claimedUserId,
  workplaceId: requiredId('workplaceId'),
  dates: payDates,
  at: requiredInstant('at'),
});

/** `GET /audit/export`: a file of every event in the range. */
export const AuditExportRequest = request({
  userId: claimedUserId,
  workplaceId: requiredId('workplaceId'),
  from: optionalInstant('from'),
  to: optionalInstant('to'),
  format,
}).refine(inOrder, { error: AUDIT_MESSAGES.fromAfterTo });

// --- Answers ---------------------------------------------------------------------------

const uuid = () => z.string().meta({ format: 'uuid' });
const instant = () => z.string().meta({ format: 'date-time' });
const clockTime = () => z.string().meta({ description: 'HH:MM:SS', examples: ['09:00:00'] });

/** Who made a change; `username` and `displayName` when the account still exists. */
export const AuditWhoAnswer = answer(
  'AuditWho',
  z.object({
    userId: uuid().nullable(),
    username: z.string().optional(),
    displayName: z.string().optional().meta({ description: 'The name the person gave (else their username): what the history shows.' }),
    role: z.enum(['owner', 'manager']).optional().meta({
      description:
        "On events: 'manager' when a team member made the change for the workplace's owner (only the owner and managers can change anything), 'owner' when the owner did; absent for public and system events.",
    }),
  }),
);

export const AuditWorkplaceAnswer = answer('AuditWorkplace', z.object({ id: uuid(), name: z.string().nullable(), deleted: z.boolean() }));

export const AuditWorkplacesAnswer = answer('AuditWorkplaces', z.array(AuditWorkplaceAnswer));

/** A change's place in the log, when and by whom. */
export const AuditChangeAnswer = answer('AuditChange', z.object({ position: z.int(), at: instant(), who: AuditWhoAnswer }));

/** One event as the audit answers it (its data without any hash, token or password). */
export const AuditEventAnswer = answer(
  'AuditEvent',
  z.object({
    position: z.int(),
    eventId: uuid(),
    streamId: z.string(),
    type: z.string(),
    at: instant(),
    who: AuditWhoAnswer,
    data: z.unknown(),
    summary: z.string(),
    kind: z.enum(AUDIT_STREAM_KINDS as [AuditStreamKind, ...AuditStreamKind[]]),
    rotaDate: z.string().nullable(),
    undoes: z
      .string()
      .optional()
      .meta({ format: 'uuid', description: 'On the events of an undo: the change they revert (`who` undid it).' }),
  }),
);

export const AuditEmployeeAnswer = answer(
  'AuditEmployee',
  z.object({ employeeId: uuid(), displayName: z.string().nullable(), removed: z.boolean() }),
);

export const AuditEventsAnswer = answer(
  'AuditEventsPage',
  z.object({
    workplace: AuditWorkplaceAnswer,
    employees: z.array(AuditEmployeeAnswer).meta({ description: "Every employee the page's events name." }),
    events: z.array(AuditEventAnswer),
    nextCursor: z.int().nullable().meta({ description: 'Pass as cursor for the next page; null on the last page.' }),
  }),
);

export const AuditAssignmentAnswer = answer(
  'AuditAssignment',
  z.object({
    assignmentId: uuid(),
    timeStart: clockTime(),
    timeEnd: clockTime(),
    employeeId: uuid().nullable().meta({ description: 'null: unallocated.' }),
    employeeName: z.string().nullable(),
    employeeRemoved: z.boolean(),
  }),
);

const shiftFields = {
  shiftId: uuid(),
  serviceType: z.int(),
  serviceName: z.string(),
  serviceIcon: z.string(),
};

export const AuditShiftAnswer = answer('AuditShift', z.object({ ...shiftFields, assignments: z.array(AuditAssignmentAnswer) }));

export const AuditRotaAnswer = answer(
  'AuditRotaAtInstant',
  z.object({
    workplace: AuditWorkplaceAnswer,
    date: z.string(),
    at: instant(),
    shifts: z.array(AuditShiftAnswer),
    lastChange: AuditChangeAnswer.nullable().meta({ description: "The day's last change at or before `at`; null when it had none yet." }),
  }),
);

const changedBy = AuditChangeAnswer.nullable();
const diffEmployee = z.object({ employeeId: uuid(), employeeName: z.string().nullable() }).nullable();
const times = z.object({ timeStart: clockTime(), timeEnd: clockTime() });

export const AuditDiffAssignmentAnswer = answer('AuditDiffAssignment', AuditAssignmentAnswer.extend({ ...shiftFields, changedBy }));
export const AuditDiffShiftAnswer = answer('AuditDiffShift', z.object({ ...shiftFields, changedBy }));

export const AuditDiffAnswer = answer(
  'AuditRotaDiff',
  z.object({
    workplace: AuditWorkplaceAnswer,
    date: z.string(),
    from: instant(),
    to: instant(),
    added: z.array(AuditDiffAssignmentAnswer),
    removed: z.array(AuditDiffAssignmentAnswer),
    retimed: z.array(z.object({ ...shiftFields, assignmentId: uuid(), before: times, after: times, changedBy })),
    reassigned: z.array(
      z.object({ ...shiftFields, assignmentId: uuid(), ...times.shape, before: diffEmployee, after: diffEmployee, changedBy }),
    ),
    shiftsAdded: z.array(AuditDiffShiftAnswer),
    shiftsRemoved: z.array(AuditDiffShiftAnswer),
    changes: z.array(AuditEventAnswer).meta({ description: "The day's events after `from` up to `to`, in order." }),
  }),
);

/** The pay API's row, as it stood at the instant. */
export const AuditPayRowAnswer = answer(
  'AuditPayRow',
  z.object({
    employee_id: uuid(),
    display_name: z.string(),
    removed: z.boolean(),
    rate: z.number().nullable().meta({
      description: 'The hourly rate then (7.55); null if unknown. For one who had moved away, their rate on their last day here.',
    }),
    hoursInDays: z.record(z.string(), z.number()).meta({ description: "'dd/mm/yy' → hours, exact to the minute." }),
    minutesInDays: z.record(z.string(), z.int()),
    rateInDays: z
      .record(z.string(), z.number())
      .meta({ description: "'dd/mm/yy' → the hourly rate in force that day by the rate history as it stood then (7.55)." }),
    payPenceInDays: z.record(z.string(), z.int()).meta({ description: "'dd/mm/yy' → that day's pay in pence, rounded on its own." }),
  }),
);

export const AuditPayAnswer = answer('AuditPay', z.array(AuditPayRowAnswer));

/** `format=json`'s file (`format=csv`: one row per event, the same fields). */
export const AuditExportAnswer = answer(
  'AuditExport',
  z.object({
    workplaceId: uuid(),
    workplaceName: z.string().nullable(),
    exportedAt: instant(),
    from: instant().nullable(),
    to: instant().nullable(),
    events: z.array(AuditEventAnswer),
  }),
);

export type AuditWorkplacesRequest = z.input<typeof AuditWorkplacesRequest>;
export type AuditEventsRequest = z.input<typeof AuditEventsRequest>;
export type AuditRotaRequest = z.input<typeof AuditRotaRequest>;
export type AuditDiffRequest = z.input<typeof AuditDiffRequest>;
export type AuditPayRequest = z.input<typeof AuditPayRequest>;
export type AuditExportRequest = z.input<typeof AuditExportRequest>;
export type AuditWhoAnswer = z.output<typeof AuditWhoAnswer>;
export type AuditWorkplaceAnswer = z.output<typeof AuditWorkplaceAnswer>;
export type AuditWorkplacesAnswer = z.output<typeof AuditWorkplacesAnswer>;
export type AuditChangeAnswer = z.output<typeof AuditChangeAnswer>;
export type AuditEventAnswer = z.output<typeof AuditEventAnswer>;
export type AuditEmployeeAnswer = z.output<typeof AuditEmployeeAnswer>;
export type AuditEventsAnswer = z.output<typeof AuditEventsAnswer>;
export type AuditAssignmentAnswer = z.output<typeof AuditAssignmentAnswer>;
export type AuditShiftAnswer = z.output<typeof AuditShiftAnswer>;
export type AuditRotaAnswer = z.output<typeof AuditRotaAnswer>;
export type AuditDiffAssignmentAnswer = z.output<typeof AuditDiffAssignmentAnswer>;
export type AuditDiffShiftAnswer = z.output<typeof AuditDiffShiftAnswer>;
export type AuditDiffAnswer = z.output<typeof AuditDiffAnswer>;
export type AuditPayRowAnswer = z.output<typeof AuditPayRowAnswer>;
export type AuditPayAnswer = z.output<typeof AuditPayAnswer>;
export type AuditExportAnswer = z.output<typeof AuditExportAnswer>;
