import { DAY_KEYS, endMinuteAfter, isWeekStart, MINUTES_PER_DAY, TEMPLATE_MESSAGES, TemplateNeed } from '@rotaledger/domain';
import { z } from 'zod';
import {
  answer,
  claimedUserId,
  isMissing,
  isoDate,
  NOT_A_JSON_OBJECT,
  refusalsOf,
  request,
  requiredId,
  timeOfDay,
  wholeNumber,
} from './fields';
import { changeIdField, serviceTypeField } from './rota';
import { toWireTime } from './wire-time';

/**
 * Staffing templates (issue 38): `/rota/templates` (list, create, change, delete) and
 * `/rota/applytemplate`. A need's times are clock times `HH:MM` on the wire, an end at or before
 * the start being the next day's (22:00 → 02:00); inside they are the rota's minutes (TimeSpan).
 * The shapes are checked here; the rules (quarter hours, rota hours, services, the limits) are the
 * template decider's.
 */

/** More than any template may hold (200, a 409 from the domain): a longer list is not a template's. */
export const MAX_NEEDS_IN_REQUEST = 1000;

const NEEDS_SHAPE = `needs must be a list of at most ${MAX_NEEDS_IN_REQUEST} needs, each { weekday, serviceType, timeStart, timeEnd, count }.`;

const needRequest = z
  .object(
    {
      weekday: z.enum(DAY_KEYS, { error: TEMPLATE_MESSAGES.weekday }),
      serviceType: serviceTypeField,
      timeStart: timeOfDay('timeStart'),
      timeEnd: timeOfDay('timeEnd').meta({
        description: 'A clock time; at or before the start means the next day (22:00 → 02:00).',
        examples: ['02:00'],
      }),
      count: wholeNumber(TEMPLATE_MESSAGES.count).meta({ type: 'integer', minimum: 1, examples: [2] }),
    },
    { error: NEEDS_SHAPE },
  )
  .transform(({ weekday, serviceType, timeStart, timeEnd, count }): TemplateNeed => ({
    weekday,
    serviceType,
    startMinute: timeStart,
    endMinute: endMinuteAfter(timeStart, timeEnd),
    count,
  }));

/** A list of needs; null or absent read as undefined (not sent). */
const needsField = z
  .array(needRequest, { error: NEEDS_SHAPE })
  .max(MAX_NEEDS_IN_REQUEST, { error: NEEDS_SHAPE })
  .nullable()
  .optional()
  .transform((needs) => needs ?? undefined);

/** A template's name as sent: text (its length and characters are the domain's rules). */
const nameText = z.string({ error: (issue) => (isMissing(issue.input) ? 'name is required.' : 'name must be text.') });
/** A new name, or none (absent or null: the name stays). */
const optionalName = nameText
  .nullable()
  .optional()
  .transform((name) => name ?? undefined);

/** A week begins on a Monday or a Sunday (the user's week_start). */
const weekStart = (name: string) => isoDate(name).refine(isWeekStart, { error: `${name} must be a Monday or a Sunday.` });

export const EITHER_NEEDS_OR_WEEK = 'Send either needs or fromWeekStart (a week to save as the template).';

/** `GET /rota/templates`: the workplace's templates. */
export const GetTemplatesRequest = request({ workplaceId: requiredId('workplaceId'), userId: claimedUserId });

/** `POST /rota/templates`: from a list of needs, or from a week's shifts (`fromWeekStart`), assigned and open. */
export const CreateTemplateRequest = request({
  workplaceId: requiredId('workplaceId'),
  name: nameText,
  fromWeekStart: weekStart('fromWeekStart')
    .nullable()
    .optional()
    .transform((date) => date ?? undefined),
  needs: needsField,
  userId: claimedUserId,
}).refine((body) => (body.needs === undefined) !== (body.fromWeekStart === undefined), { error: EITHER_NEEDS_OR_WEEK });

/** `PUT /rota/templates`: a new name, a new list of needs, or both; what is not sent stays. */
export const UpdateTemplateRequest = request({
  templateId: requiredId('templateId'),
  name: optionalName,
  needs: needsField,
  userId: claimedUserId,
});

/** `DELETE /rota/templates`. */
export const DeleteTemplateRequest = request({ templateId: requiredId('templateId'), userId: claimedUserId });

/** `POST /rota/applytemplate`: the template's needs drawn into the week from `weekStart` as open shifts. */
export const ApplyTemplateRequest = request({
  workplaceId: requiredId('workplaceId'),
  templateId: requiredId('templateId'),
  weekStart: weekStart('weekStart'),
  userId: claimedUserId,
});

const needAnswer = z.object({
  weekday: z.enum(DAY_KEYS),
  serviceType: z.number().int(),
  timeStart: z.string().meta({ examples: ['09:00'] }),
  timeEnd: z.string().meta({ description: 'At or before timeStart: the next day.', examples: ['17:00'] }),
  count: z.number().int(),
});

export const TemplatesAnswer = answer(
  'TemplatesAnswer',
  z.object({
    templates: z.array(
      z.object({
        templateId: z.string().meta({ format: 'uuid' }),
        name: z.string(),
        needs: z.array(needAnswer),
      }),
    ),
  }),
);

export const TemplateIdAnswer = answer('TemplateIdAnswer', z.object({ templateId: z.string().meta({ format: 'uuid' }) }));

export const AppliedTemplateAnswer = answer(
  'AppliedTemplateAnswer',
  z.object({
    changeId: changeIdField(),
    added: z.number().int().meta({ description: 'How many open shifts were added (0 when the week already had every need).' }),
  }),
);

/** A clock time `HH:MM` of a minute of the rota day (an overnight end reads as the next day's clock). */
const clockText = (minute: number) => toWireTime(minute % MINUTES_PER_DAY, 'HH:MM');

/** A need as the wire carries it: the one conversion from the rota's minutes back to `HH:MM`. */
export const needOnTheWire = (need: TemplateNeed): z.output<typeof needAnswer> => ({
  weekday: need.weekday,
  serviceType: need.serviceType,
  timeStart: clockText(need.startMinute),
  timeEnd: clockText(need.endMinute),
  count: need.count,
});

export const TEMPLATE_REQUEST_REFUSALS = {
  list: refusalsOf(GetTemplatesRequest, [{}, { workplaceId: 'x' }]),
  create: [
    NOT_A_JSON_OBJECT,
    ...refusalsOf(CreateTemplateRequest, [
      {},
      { workplaceId: 'x' },
      { workplaceId: '00000000-0000-4000-8000-000000000000' },
      { workplaceId: '00000000-0000-4000-8000-000000000000', name: 'Week' },
      { workplaceId: '00000000-0000-4000-8000-000000000000', name: 'Week', needs: 'x' },
      { workplaceId: '00000000-0000-4000-8000-000000000000', name: 'Week', fromWeekStart: '2026-12-08' },
    ]),
  ],
  update: [NOT_A_JSON_OBJECT, ...refusalsOf(UpdateTemplateRequest, [{}, { templateId: 'x' }])],
  delete: [NOT_A_JSON_OBJECT, ...refusalsOf(DeleteTemplateRequest, [{}, { templateId: 'x' }])],
  apply: [NOT_A_JSON_OBJECT, ...refusalsOf(ApplyTemplateRequest, [{}, { workplaceId: 'x' }])],
};

export type GetTemplatesRequest = z.input<typeof GetTemplatesRequest>;
export type CreateTemplateRequest = z.input<typeof CreateTemplateRequest>;
export type UpdateTemplateRequest = z.input<typeof UpdateTemplateRequest>;
export type DeleteTemplateRequest = z.input<typeof DeleteTemplateRequest>;
export type ApplyTemplateRequest = z.input<typeof ApplyTemplateRequest>;
export type TemplatesAnswer = z.output<typeof TemplatesAnswer>;
export type TemplateIdAnswer = z.output<typeof TemplateIdAnswer>;
export type AppliedTemplateAnswer = z.output<typeof AppliedTemplateAnswer>;
