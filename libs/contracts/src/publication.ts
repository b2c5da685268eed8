import { isWeekStart, PUBLICATION_MESSAGES, PUBLISH_MODES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, isoDate, request, requiredId } from './fields';

/**
 * Publish and notify: `POST /rota/publish` makes a week's plan what staff see (in 'on-publish'
 * mode) and e-mails each employee whose shifts changed since they were last told; in 'live' mode
 * it only e-mails (the planner's "Notify staff"). `GET /rota/publication` is the planner's count.
 */

const weekStart = isoDate('weekStart')
  .refine(isWeekStart, { error: PUBLICATION_MESSAGES.weekStartNotMonday })
  .meta({
    format: 'date',
    examples: ['2026-12-07'],
    description: 'The first day of the week: a Monday or a Sunday, as the user’s week_start has it.',
  });

export const PublishRotaRequest = request({ workplaceId: requiredId('workplaceId'), weekStart, userId: claimedUserId });

export const PublishRotaAnswer = answer(
  'PublishRotaAnswer',
  z.object({
    publishedAt: z.string().meta({ format: 'date-time', description: 'When this publish (or notify) happened.' }),
    changedEmployees: z.int().min(0).meta({
      description: "The workplace's employees whose shifts in that week changed since they were last told (with or without an e-mail).",
    }),
    notified: z.int().min(0).meta({ description: 'E-mails sent: one per employee with an e-mail whose upcoming shifts changed.' }),
    published: z.int().min(0).meta({
      description:
        "Assignments of the week this publish made visible to staff (added, changed or removed); always 0 in 'live' mode, where nothing is published.",
    }),
    message: z.string().meta({
      description: 'What the publish did, in words for the manager.',
      examples: [PUBLICATION_MESSAGES.published, PUBLICATION_MESSAGES.upToDate, PUBLICATION_MESSAGES.live],
    }),
  }),
);

export const PublicationRequest = request({ workplaceId: requiredId('workplaceId'), weekStart, userId: claimedUserId });

export const PublicationAnswer = answer(
  'PublicationAnswer',
  z.object({
    publishMode: z.enum(PUBLISH_MODES),
    publishedAt: z
      .string()
      .nullable()
      .meta({ type: 'string', nullable: true, format: 'date-time', description: 'When the week was last published, or null.' }),
    unpublishedChanges: z.int().min(0).meta({
      description:
        "Assignments of the week whose staff-visible version differs from the plan, moves, removals and approved time off included (0 in 'live' mode).",
    }),
  }),
);

export type PublishRotaRequest = z.input<typeof PublishRotaRequest>;
export type PublishRotaAnswer = z.output<typeof PublishRotaAnswer>;
export type PublicationRequest = z.input<typeof PublicationRequest>;
export type PublicationAnswer = z.output<typeof PublicationAnswer>;
