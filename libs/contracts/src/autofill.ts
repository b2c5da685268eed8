import { AUTOFILL_MESSAGES, FILL_GOALS, type FillGoal, type FillResult } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isoDate, NOT_A_JSON_OBJECT, refusalsOf, request, requiredId } from './fields';
import { changeIdField } from './rota';
import { toWireTime } from './wire-time';

/**
 * The auto-fill (issue 38): `POST /rota/autofill` proposes a person for every open assignment of
 * a workplace's days, with reasons, and records the run; `POST /rota/autofill/accept` places the
 * chosen rows as one change. Times are the engine's minutes inside, 'HH:MM' here (an overnight
 * end as the clock shows it: at or before the start means the next day, 22:00 → 02:00).
 */

/** More rows than a 31-day fill of a full workplace could propose. */
export const MAX_ACCEPTED_ROWS = 5000;

const goal = z
  .union([z.enum(FILL_GOALS as [FillGoal, ...FillGoal[]]), z.null(), z.literal('')], { error: AUTOFILL_MESSAGES.goal })
  .optional()
  .transform((value): FillGoal => (value === undefined || value === null || value === '' ? 'cost' : value))
  .meta({
    type: 'string',
    enum: [...FILL_GOALS],
    description: "'cost' (the default): the lowest wage cost; 'fair': the smallest spread of hours against each contract, then cost.",
  });

const mayMoveOthers = z
  .union([z.boolean(), z.null()], { error: AUTOFILL_MESSAGES.mayMoveOthers })
  .optional()
  .transform((value) => value === true)
  .meta({ type: 'boolean', description: 'True: the fill may give placed assignments to others (each move is listed). Default false.' });

export const AutoFillRequest = request({
  workplaceId: requiredId('workplaceId'),
  from: isoDate('from').meta({ description: 'The first day to fill (yyyy-mm-dd).' }),
  to: isoDate('to').meta({
    description: 'The last day to fill (yyyy-mm-dd), included; at most 31 days after from, inside the planning horizon.',
  }),
  goal,
  mayMoveOthers,
  userId: claimedUserId,
});

export const AcceptFillRequest = request({
  proposalId: requiredId('proposalId'),
  assignmentIds: z
    .array(requiredId('Every assignmentId'), { error: AUTOFILL_MESSAGES.assignmentIds })
    .min(1, { error: AUTOFILL_MESSAGES.assignmentIds })
    .max(MAX_ACCEPTED_ROWS, { error: AUTOFILL_MESSAGES.assignmentIds })
    .nullable()
    .optional()
    .transform((ids) => (ids === null || ids === undefined ? undefined : [...new Set(ids)]))
    .meta({ description: 'The rows to place (absent: every row of the proposal).' }),
  userId: claimedUserId,
});

const reason = z.object({
  code: z.string().meta({ examples: ['rate'] }),
  text: z.string().meta({ examples: ['£12.71/h, cheapest of 3 who could'] }),
});
const time = (description: string) => z.string().meta({ examples: ['07:00'], description });

export const AutoFillAnswer = answer(
  'AutoFillAnswer',
  z.object({
    proposalId: z.string().meta({ format: 'uuid', description: 'Accept it with POST /rota/autofill/accept within 24 h.' }),
    rows: z.array(
      z.object({
        assignmentId: z.string().meta({ format: 'uuid' }),
        employeeId: z.string().meta({ format: 'uuid' }),
        date: z.string().meta({ format: 'date' }),
        timeStart: time('HH:MM'),
        timeEnd: time('HH:MM; at or before timeStart means the next day.'),
        costPence: z.number().int(),
        reasons: z.array(reason),
        moves: z.object({ fromEmployeeId: z.string().meta({ format: 'uuid' }) }).optional(),
      }),
    ),
    unfilled: z.array(
      z.object({
        assignmentId: z.string().meta({ format: 'uuid' }),
        date: z.string().meta({ format: 'date' }),
        timeStart: time('HH:MM'),
        timeEnd: time('HH:MM; at or before timeStart means the next day.'),
        serviceType: z.number().int(),
        reasons: z.array(reason.extend({ employeeId: z.string().meta({ format: 'uuid' }) })),
      }),
    ),
    totals: z.object({
      open: z.number().int(),
      filled: z.number().int(),
      costPence: z.number().int(),
      hours: z.record(
        z.string(),
        z.object({ hours: z.number(), minWeeklyHours: z.number().optional(), maxWeeklyHours: z.number().optional() }),
      ),
    }),
    solver: z.object({ name: z.string(), version: z.string(), ms: z.number(), optimal: z.boolean() }),
  }),
);

export const AcceptFillAnswer = answer(
  'AcceptFillAnswer',
  z.object({
    changeId: changeIdField(),
    placed: z.number().int().meta({ description: 'How many assignments were given their person.' }),
  }),
);

/** The engine's answer at the wire: the one place its minutes become 'HH:MM'. */
export function toAutoFillAnswer(proposalId: string, result: FillResult): z.output<typeof AutoFillAnswer> {
  const reasonOf = ({ code, text }: { code: string; text: string }) => ({ code, text });
  return {
    proposalId,
    rows: result.rows.map((row) => ({
      assignmentId: row.assignmentId,
      employeeId: row.employeeId,
      date: row.date,
      timeStart: toWireTime(row.startMinute, 'HH:MM'),
      timeEnd: toWireTime(row.endMinute, 'HH:MM'),
      costPence: row.costPence,
      reasons: row.reasons.map(reasonOf),
      ...(row.moves ? { moves: { fromEmployeeId: row.moves.fromEmployeeId } } : {}),
    })),
    unfilled: result.unfilled.map((gap) => ({
      assignmentId: gap.assignmentId,
      date: gap.date,
      timeStart: toWireTime(gap.startMinute, 'HH:MM'),
      timeEnd: toWireTime(gap.endMinute, 'HH:MM'),
      serviceType: gap.serviceType,
      reasons: gap.reasons.map((r) => ({ employeeId: r.employeeId, ...reasonOf(r) })),
    })),
    totals: result.totals,
    solver: result.solver,
  };
}

export const AUTOFILL_REQUEST_REFUSALS = [
  NOT_A_JSON_OBJECT,
  ...refusalsOf(AutoFillRequest, [{}, { workplaceId: 'x' }]),
  AUTOFILL_MESSAGES.rangeBackwards,
  AUTOFILL_MESSAGES.rangeTooLong,
  AUTOFILL_MESSAGES.goal,
];
export const ACCEPT_FILL_REQUEST_REFUSALS = [
  NOT_A_JSON_OBJECT,
  ...refusalsOf(AcceptFillRequest, [{}, { proposalId: 'x' }]),
  AUTOFILL_MESSAGES.assignmentIds,
  AUTOFILL_MESSAGES.notARow,
];

export type AutoFillRequest = z.input<typeof AutoFillRequest>;
export type AutoFillAnswer = z.output<typeof AutoFillAnswer>;
export type AcceptFillRequest = z.input<typeof AcceptFillRequest>;
export type AcceptFillAnswer = z.output<typeof AcceptFillAnswer>;
