import { z } from 'zod';
import { answer, claimedUserId, NOT_A_JSON_OBJECT, refusalsOf, request, requiredId } from './fields';

/**
 * `POST /rota/undo` (issue 29): reverts exactly one change, the `changeId` a rota write answered,
 * with new events (the history keeps both, the reverting ones marked "undone by").
 */
export const UndoChangeRequest = request({
  changeId: requiredId('changeId').meta({ description: 'The changeId a rota write (addshift, placeassignment, copyweek, …) answered.' }),
  userId: claimedUserId,
});

export const UndoChangeAnswer = answer(
  'UndoChangeAnswer',
  z.object({
    undone: z
      .number()
      .int()
      .meta({
        description: 'How many assignments were put back as they were (0 for a change that only added an empty row).',
        examples: [3],
      }),
  }),
);

export const UNDO_REQUEST_REFUSALS = [NOT_A_JSON_OBJECT, ...refusalsOf(UndoChangeRequest, [{}, { changeId: 'x' }])];

export type UndoChangeRequest = z.input<typeof UndoChangeRequest>;
export type UndoChangeAnswer = z.output<typeof UndoChangeAnswer>;
