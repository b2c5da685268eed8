import { isWeekStart, SHARING_RULES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, firstMessage, isMissing, isoDate, refusalsOf, request, requiredId } from './fields';

/** `/rotas/*`: read-only links to one workplace day, or to one workplace week (Monday to Sunday). */

/** base64url of 16+ random bytes; anything else cannot be a link the server gave out. */
export const SHARED_ROTA_ID = /^[A-Za-z0-9_-]{22,64}$/;

export const isSharedRotaId = (value: unknown): value is string => typeof value === 'string' && SHARED_ROTA_ID.test(value);

export const SHARING_MESSAGES = {
  revokeTargetRequired: 'Send the rotaId of the link to revoke, or its workplaceId and date.',
  invalidRotaId: 'rotaId must be the id of a shared rota link.',
  shareTargetRequired: 'Send date (the day to share) or weekStart (the first day, a Monday or a Sunday, of the week to share).',
  dayOrWeek: 'Send date or weekStart, not both.',
} as const;

/** A week is named by its Monday. */
const weekStart = isoDate('weekStart').refine(isWeekStart, { error: SHARING_RULES.weekStartNotMonday });

/** What a link is made for: one day, or the week from a Monday (`rotaDate` is then that Monday). */
export type SharedRotaSpan = { span: 'day' | 'week'; rotaDate: string };

/** A link to revoke: by its id, or whichever link the workplace day or week has. */
export type RevokeTarget = { rotaId: string } | ({ workplaceId: string } & SharedRotaSpan);

const byDate = request({ date: isoDate('date') });
const byWeekStart = request({ weekStart });

/** Exactly one of `date` / `weekStart`, read as the span it names. */
function spanOf(body: { date?: unknown; weekStart?: unknown }, context: z.RefinementCtx): SharedRotaSpan | typeof z.NEVER {
  const [hasDate, hasWeek] = [!isMissing(body.date), !isMissing(body.weekStart)];
  const refuse = (message: string) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (hasDate && hasWeek) return refuse(SHARING_MESSAGES.dayOrWeek);
  if (hasWeek) {
    const week = byWeekStart.safeParse(body);
    return week.success ? { span: 'week', rotaDate: week.data.weekStart } : refuse(firstMessage(week.error));
  }
  if (!hasDate) return refuse(SHARING_MESSAGES.shareTargetRequired);
  const day = byDate.safeParse(body);
  return day.success ? { span: 'day', rotaDate: day.data.date } : refuse(firstMessage(day.error));
}

const dateField = (description: string) => z.unknown().optional().meta({ type: 'string', format: 'date', description });

const rotaId = z
  .string({ error: SHARING_MESSAGES.invalidRotaId })
  .regex(SHARED_ROTA_ID, { error: SHARING_MESSAGES.invalidRotaId })
  .meta({ description: 'A link id answered by POST /rotas/share.' });

/** `POST /rotas/share` */
export const ShareRotaRequest = request({
  workplaceId: requiredId('workplaceId'),
  date: dateField('The day to share (a day link). Send this or weekStart.'),
  weekStart: dateField('A Monday or a Sunday (the user’s week_start): shares the seven days from it (a week link). Send this or date.'),
  userId: claimedUserId,
})
  .meta({
    description:
      'Exactly one of `date` (a day link) or `weekStart` (a week link). The same workplace day, or week, answers the same link while it lives (not revoked, public_rota not turned off since the link was made).',
  })
  .transform((body, context) => {
    const span = spanOf(body, context);
    return { workplaceId: body.workplaceId, userId: body.userId, ...span };
  });

export const ShareRotaAnswer = answer(
  'SharedRotaLink',
  z.object({ rotaId: rotaId.meta({ description: 'Open it at /rota/{rotaId}; the same day answers the same id while the link lives.' }) }),
);

/** What a workplace day (`workplaceId`, `date`) refuses with, in the order they are checked. */
export const WORKPLACE_DAY_REFUSALS = [
  ...refusalsOf(requiredId('workplaceId'), [undefined, 'not-an-id']),
  ...refusalsOf(isoDate('date'), [undefined, '2026-02-31', '1999-01-01']),
];

/** What a workplace week (`workplaceId`, `weekStart`) adds to those. */
export const WORKPLACE_WEEK_REFUSALS = [
  SHARING_MESSAGES.shareTargetRequired,
  SHARING_MESSAGES.dayOrWeek,
  ...refusalsOf(weekStart, ['2026-02-31', '1999-01-04', '2026-12-08']),
];

const byLink = request({ rotaId });
const byDay = request({ workplaceId: requiredId('workplaceId'), date: isoDate('date') });
const byWeek = request({ workplaceId: requiredId('workplaceId'), weekStart });

/** `DELETE /rotas/share` */
export const RevokeSharedRotaRequest = request({
  rotaId: z.unknown().optional().meta({ type: 'string', pattern: SHARED_ROTA_ID.source, description: 'The link to revoke.' }),
  workplaceId: z
    .unknown()
    .optional()
    .meta({ type: 'string', format: 'uuid', description: 'With date: the live link of that workplace day.' }),
  date: dateField("With workplaceId: that day's link."),
  weekStart: dateField('With workplaceId, instead of date: the link of the week from that Monday.'),
  userId: claimedUserId,
})
  .meta({
    description:
      '`{ rotaId }`, `{ workplaceId, date }` or `{ workplaceId, weekStart }`; a rotaId, when sent, decides. Kills that link for good (204 also when already revoked); sharing the day or week again makes a new one.',
  })
  .transform((body, context): { userId: unknown; target: RevokeTarget } => {
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!isMissing(body.rotaId)) {
      const link = byLink.safeParse(body);
      return link.success ? { userId: body.userId, target: { rotaId: link.data.rotaId } } : refuse(firstMessage(link.error));
    }
    const [hasDate, hasWeek] = [!isMissing(body.date), !isMissing(body.weekStart)];
    if (hasDate && hasWeek) return refuse(SHARING_MESSAGES.dayOrWeek);
    if (hasWeek) {
      const week = byWeek.safeParse(body);
      if (!week.success) return refuse(firstMessage(week.error));
      return { userId: body.userId, target: { workplaceId: week.data.workplaceId, rotaDate: week.data.weekStart, span: 'week' } };
    }
    if (isMissing(body.workplaceId) && !hasDate) return refuse(SHARING_MESSAGES.revokeTargetRequired);
    const day = byDay.safeParse(body);
    if (!day.success) return refuse(firstMessage(day.error));
    return { userId: body.userId, target: { workplaceId: day.data.workplaceId, rotaDate: day.data.date, span: 'day' } };
  });

const sharedAssignment = z.object({
  startHour: z.int(),
  startMinute: z.int(),
  endHour: z.int(),
  endMinute: z.int(),
  employee_name: z.string().meta({ description: "The employee's display name, or '?' when nobody is assigned." }),
});

const sharedShift = z.object({ serviceType: z.int(), assignments: z.array(sharedAssignment) });

/** A day link's answer: the spec's shared rota document. */
export const SharedRotaDayAnswer = z
  .object({
    shifts: z.array(sharedShift),
    lastUpdated: z.string().meta({ format: 'date-time', description: "The instant of the day's newest rota change." }),
    date: z.string().meta({ examples: ['Monday 7 December 2026'] }),
    workplace: z.string().meta({ description: 'The workplace name.' }),
  })
  .meta({ title: 'SharedRotaDay', description: 'A day link: the spec’s shared rota document.' });

/** A week link's answer: the seven days from its Monday, each with the day link's shifts. */
export const SharedRotaWeekAnswer = z
  .object({
    workplace: z.string().meta({ description: 'The workplace name.' }),
    weekStart: z.string().meta({ format: 'date', examples: ['2026-12-07'], description: 'The Monday the week starts on.' }),
    lastUpdated: z.string().meta({ format: 'date-time', description: 'The instant of the newest rota change across the seven days.' }),
    days: z
      .array(
        z.object({
          date: z.string().meta({ format: 'date', examples: ['2026-12-07'] }),
          shifts: z.array(sharedShift).meta({ description: 'As a day link shows them (empty on a day with nothing planned).' }),
        }),
      )
      .meta({ description: 'Seven days, Monday to Sunday, in order.' }),
  })
  .meta({ title: 'SharedRotaWeek', description: 'A week link: Monday to Sunday.' });

/** `GET /rotas/{rotaId}` (public): a day link's document, or a week link's (it has `days`). */
export const SharedRotaAnswer = answer(
  'SharedRota',
  z.union([SharedRotaDayAnswer, SharedRotaWeekAnswer]).meta({
    description:
      'A day link answers the spec’s shared rota document; a week link answers `{ workplace, weekStart, lastUpdated, days }`. Later changes show through the same link. An unknown or revoked link, a deleted workplace or account, and public_rota off (or turned off since the link was made) all answer 404.',
  }),
);

export type ShareRotaRequest = z.input<typeof ShareRotaRequest>;
export type ShareRotaAnswer = z.output<typeof ShareRotaAnswer>;
export type RevokeSharedRotaRequest = z.input<typeof RevokeSharedRotaRequest>;
export type SharedRotaAnswer = z.output<typeof SharedRotaAnswer>;
export type SharedRotaDayAnswer = z.output<typeof SharedRotaDayAnswer>;
export type SharedRotaWeekAnswer = z.output<typeof SharedRotaWeekAnswer>;
