import { z } from 'zod';
import { answer, claimedUserId, firstMessage, isMissing, isoDate, refusalsOf, request, requiredId } from './fields';

/** `/rotas/*`: read-only links to one workplace day. */

/** base64url of 16+ random bytes; anything else cannot be a link the server gave out. */
export const SHARED_ROTA_ID = /^[A-Za-z0-9_-]{22,64}$/;

export const isSharedRotaId = (value: unknown): value is string => typeof value === 'string' && SHARED_ROTA_ID.test(value);

export const SHARING_MESSAGES = {
  revokeTargetRequired: 'Send the rotaId of the link to revoke, or its workplaceId and date.',
  invalidRotaId: 'rotaId must be the id of a shared rota link.',
} as const;

const rotaId = z
  .string({ error: SHARING_MESSAGES.invalidRotaId })
  .regex(SHARED_ROTA_ID, { error: SHARING_MESSAGES.invalidRotaId })
  .meta({ description: 'A link id answered by POST /rotas/share.' });

/** `POST /rotas/share` */
export const ShareRotaRequest = request({
  workplaceId: requiredId('workplaceId'),
  date: isoDate('date'),
  userId: claimedUserId,
}).meta({
  description:
    'The same workplace day answers the same link while it lives (not revoked, public_rota not turned off since the link was made).',
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

const byLink = request({ rotaId });
const byDay = request({ workplaceId: requiredId('workplaceId'), date: isoDate('date') });

/** `DELETE /rotas/share` */
export const RevokeSharedRotaRequest = request({
  rotaId: z.unknown().optional().meta({ type: 'string', pattern: SHARED_ROTA_ID.source, description: 'The link to revoke.' }),
  workplaceId: z
    .unknown()
    .optional()
    .meta({ type: 'string', format: 'uuid', description: 'With date: the live link of that workplace day.' }),
  date: z.unknown().optional().meta({ type: 'string', format: 'date', description: 'With workplaceId.' }),
  userId: claimedUserId,
})
  .meta({
    description:
      '`{ rotaId }` or `{ workplaceId, date }`; a rotaId, when sent, decides. Kills that link for good (204 also when already revoked); sharing the day again makes a new one.',
  })
  .transform((body, context) => {
    const target = !isMissing(body.rotaId)
      ? byLink.safeParse(body)
      : isMissing(body.workplaceId) && isMissing(body.date)
        ? null
        : byDay.safeParse(body);
    if (!target?.success) {
      context.addIssue({ code: 'custom', message: target ? firstMessage(target.error) : SHARING_MESSAGES.revokeTargetRequired });
      return z.NEVER;
    }
    const link = target.data;
    return {
      userId: body.userId,
      target: 'rotaId' in link ? { rotaId: link.rotaId } : { workplaceId: link.workplaceId, rotaDate: link.date },
    };
  });

const sharedAssignment = z.object({
  startHour: z.int(),
  startMinute: z.int(),
  endHour: z.int(),
  endMinute: z.int(),
  employee_name: z.string().meta({ description: "The employee's display name, or '?' when nobody is assigned." }),
});

/** `GET /rotas/{rotaId}` (public): the spec's shared rota document. */
export const SharedRotaAnswer = answer(
  'SharedRota',
  z
    .object({
      shifts: z.array(z.object({ serviceType: z.int(), assignments: z.array(sharedAssignment) })),
      lastUpdated: z.string().meta({ format: 'date-time', description: "The instant of the day's newest rota change." }),
      date: z.string().meta({ examples: ['Monday 7 December 2026'] }),
      workplace: z.string().meta({ description: 'The workplace name.' }),
    })
    .meta({
      description:
        'Later changes of the day show through the same link. An unknown or revoked link, a deleted workplace or account, and public_rota off (or turned off since the link was made) all answer 404.',
    }),
);

export type ShareRotaRequest = z.input<typeof ShareRotaRequest>;
export type ShareRotaAnswer = z.output<typeof ShareRotaAnswer>;
export type RevokeSharedRotaRequest = z.input<typeof RevokeSharedRotaRequest>;
export type SharedRotaAnswer = z.output<typeof SharedRotaAnswer>;
