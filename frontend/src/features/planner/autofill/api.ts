import { callTo } from '../../../lib/api';
import { plannerApi, rotaChanged, showInWeek } from '../api';
import type { WeekKey } from '../types';
import { moveAll } from '../cache/weekPatches';
import { toProposal, type Proposal, type ProposedRow } from './proposal';
import {
  AUTOFILL_ROUTES,
  type AcceptProposalAnswer,
  type AcceptProposalRequest,
  type AutofillAnswer,
  type AutofillRequest,
} from './routes';

/** What an accept changes, never sent: the week shown (patched at once) and the rows placed. */
interface Accepting {
  workplaceId: string;
  week?: WeekKey;
  rows: readonly ProposedRow[];
}

/**
 * The auto-fill: a proposal changes no assignment (nothing in the cache either); accepting it is
 * one write, shown at once in the week given and taken back if the server refuses (a 409 when the
 * rota changed since the proposal).
 */
export const autofillApi = plannerApi.injectEndpoints({
  endpoints: (build) => ({
    proposeFill: build.mutation<Proposal, AutofillRequest>({
      query: (body) => callTo(AUTOFILL_ROUTES.propose, body),
      transformResponse: (answer: AutofillAnswer, _meta, asked) =>
        toProposal(answer, { goal: asked.goal ?? 'cost', mayMoveOthers: asked.mayMoveOthers ?? false }),
    }),
    acceptProposal: build.mutation<AcceptProposalAnswer, AcceptProposalRequest & Accepting>({
      query: ({ workplaceId: _workplace, week: _week, rows: _rows, ...body }) => callTo(AUTOFILL_ROUTES.accept, body),
      onQueryStarted: ({ week, rows }, lifecycle) => (week ? showInWeek(lifecycle, week, moveAll(rows)) : undefined),
      invalidatesTags: (_r, _e, { workplaceId }) => ['Shift', { type: 'PopulatedDates', id: workplaceId }, ...rotaChanged(workplaceId)],
    }),
  }),
});
