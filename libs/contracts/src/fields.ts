import { isIsoDate, isSupportedYear, SUPPORTED_YEARS } from '@rotaledger/domain';
import { z } from 'zod';
import { fromWireTime } from './wire-time';

/**
 * Field builders for request schemas. Each carries the exact refusal a person reads, so the
 * server's 400s and the OpenAPI document come from one place. Query strings may arrive as
 * arrays (`?a=1&a=2`) and bodies as anything JSON allows: nothing is trusted by type.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** The issue's message for a field that must be there, by what was sent. */
const requiredOr = (name: string, otherwise: string) => (issue: { input?: unknown }) =>
  isMissing(issue.input) ? `${name} is required.` : otherwise;

/** A required id: present and UUID-shaped, lowercased as the server writes ids. */
export const requiredId = (name: string) => {
  const invalidId = `${name} must be a valid id.`;
  return z
    .string({ error: requiredOr(name, invalidId) })
    .min(1, { error: `${name} is required.`, abort: true })
    .regex(UUID, { error: invalidId })
    .transform((id) => id.toLowerCase())
    .meta({ format: 'uuid' });
};

/** An optional id (an employee): missing, null or '' mean "nobody" and read as null. */
export const optionalId = (name: string) =>
  z
    .union([z.literal(''), z.null(), requiredId(name)], { error: `${name} must be a valid id.` })
    .optional()
    .transform((id) => (id === undefined || id === '' ? null : id));

/** The refusal (403) for a user id that is not the caller's. */
export const OWN_DATA_ONLY = 'You can only access your own data.';

/** The spec's calls carry the caller's user id; the token decides, so it is only compared (403 if different). */
export const claimedUserId = z
  .unknown()
  .optional()
  .meta({ type: 'string', format: 'uuid', description: "Your own user id (optional: the session decides; another user's id is 403)." });

export const outsideSupportedYears = (name: string) => `${name} must be in the years ${SUPPORTED_YEARS.first} to ${SUPPORTED_YEARS.last}.`;

/** A real calendar date `yyyy-mm-dd` within the years the app accepts. */
export const isoDate = (name: string) => {
  const malformed = `${name} must be a real date in the form yyyy-mm-dd.`;
  return z
    .string({ error: requiredOr(name, malformed) })
    .min(1, { error: `${name} is required.`, abort: true })
    .refine((value) => isIsoDate(value), { error: malformed, abort: true })
    .refine((value) => isSupportedYear(Number(value.slice(0, 4))), { error: outsideSupportedYears(name) })
    .meta({ format: 'date', examples: ['2026-11-23'] });
};

/** 'HH:MM' or 'HH:MM:SS' → minutes after midnight (the quarter-hour rule is the domain's). */
export const timeOfDay = (name: string) => {
  const malformed = `${name} must be a time like 09:00 or 09:00:00.`;
  return z
    .string({ error: requiredOr(name, malformed) })
    .min(1, { error: `${name} is required.`, abort: true })
    .refine((value) => fromWireTime(value) !== null, { error: malformed })
    .transform((value) => fromWireTime(value) as number)
    .meta({ examples: ['09:00:00'] });
};

/** The one refusal for a body that is not a JSON object. */
export const NOT_A_JSON_OBJECT = 'The request body must be a JSON object.';

/**
 * A request's fields. Unknown fields are ignored (the spec's clients send extra ones), and
 * fields are checked in the order given: the first refusal is the one answered.
 */
export const request = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: NOT_A_JSON_OBJECT });

/**
 * A request whose first refusal looks at several fields at once (the spec's "Missing required
 * shift data" before any one field is read), or whose fields need renaming before they are
 * read: `check` answers the message or null; `rename` may rewrite the fields. Typed, and
 * documented, as `schema`.
 */
export const readFirst = <Schema extends z.ZodType>(
  check: (fields: Record<string, unknown>) => string | null,
  schema: Schema,
  rename: (fields: Record<string, unknown>) => Record<string, unknown> = (fields) => fields,
): z.ZodType<z.output<Schema>, z.input<Schema>> =>
  z.preprocess((body, context) => {
    // Not an object: left to `schema`, which refuses it with its own message.
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const fields = rename(body as Record<string, unknown>);
    const refusal = check(fields);
    if (refusal === null) return fields;
    context.addIssue({ code: 'custom', message: refusal, input: body });
    return z.NEVER;
  }, schema) as unknown as z.ZodType<z.output<Schema>, z.input<Schema>>;

/** The refusal to show for a failed parse: the first issue, as the API answers one message. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/** An answer's schema, titled so the OpenAPI document names it. */
export const answer = <Schema extends z.ZodType>(title: string, schema: Schema): Schema => schema.meta({ title });

/**
 * An id the spec's snake_case calls send (`workplace_id`, `employee_id`): surrounding spaces
 * forgiven, lowercased; missing or malformed is the one message the spec gives.
 */
export const uuidField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(UUID, { error: message })
    .transform((id) => id.toLowerCase())
    .meta({ format: 'uuid' });

/** Missing from a form: absent, null or ''. */
const missingValue = z.union([z.enum(['']), z.null()]);
const absentAsUndefined = <Value>(value: Value | '' | null | undefined) => (value === '' || value === null ? undefined : value);

/** A whole number sent as a number or as digits (HTML selects send text); anything else is the message. */
export const wholeNumber = (message: string) =>
  z.union(
    [
      z.int({ error: message }),
      z
        .string({ error: message })
        .regex(/^\s*-?\d{1,9}\s*$/, { error: message })
        .transform(Number),
    ],
    { error: message },
  );

/** An optional whole number: absent, null or '' read as undefined. */
export const optionalWholeNumber = (message: string) =>
  z
    .union([missingValue, wholeNumber(message)], { error: message })
    .optional()
    .transform(absentAsUndefined);

/**
 * How a nullable text reads in the OpenAPI 3.0 document: zod writes `type: ['string', 'null']`,
 * which nestjs-zod 5.5 turns into an array (nestjs-zod#473).
 */
const NULLABLE_TEXT = { type: 'string', nullable: true } as const;

/** An optional text: absent or null read as undefined, any other type is the message. */
export const optionalText = (message: string) =>
  z
    .string({ error: message })
    .nullable()
    .optional()
    .transform((text) => text ?? undefined)
    .meta(NULLABLE_TEXT);

/** More ids than any category offers: a longer list is not a service list. */
export const MAX_SERVICE_IDS = 50;

/** An optional list of numeric service ids (workplaces and employees send one); absent or null read as undefined. */
export const serviceIds = (message: string) =>
  z
    .array(wholeNumber(message), { error: message })
    .max(MAX_SERVICE_IDS, { error: message })
    .nullable()
    .optional()
    .transform((ids) => ids ?? undefined)
    .meta({ description: 'Service ids of the catalogue (GET /catalogue).' });

/** The messages a field refuses with, read from its schema by parsing inputs it refuses (so `@Answers` never re-types them). */
export function refusalsOf(schema: z.ZodType, refusedInputs: readonly unknown[]): string[] {
  return refusedInputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : [firstMessage(result.error)];
  });
}
