import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { STAFF_REQUEST_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';
import type { DecideAnswer, DecideRequest, RequestsAnswer, RequestsKey } from './types';

// An approval assigns or opens shifts: the weeks, days, pay and the unpublished count follow.
const ROTA_TAGS = ['WeekShifts', 'Pay', 'Shift', 'PopulatedDates', 'Publication'] as const;

/** Staff requests a manager answers: time off, open-shift claims and swaps. */
export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequests: build.query<RequestsAnswer, RequestsKey>({
      query: (params) => callTo(STAFF_REQUEST_ROUTES.getRequests, params),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Requests', id: workplaceId }],
    }),
    /** One click: approve or decline. 204, with `Opened-Shifts` for approved time off. */
    decideRequest: build.mutation<DecideAnswer, DecideRequest & { workplaceId: string }>({
      query: ({ workplaceId: _workplace, ...body }) => callTo(STAFF_REQUEST_ROUTES.decideRequest, body),
      transformResponse: (_body: unknown, meta): DecideAnswer => {
        const opened = (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('Opened-Shifts');
        return { openedAssignments: opened === null || opened === undefined || opened === '' ? null : Number(opened) };
      },
      invalidatesTags: (_r, error, { workplaceId, approve }) => [
        { type: 'Requests', id: workplaceId },
        // A refusal may mean the rota moved on meanwhile: reload it too.
        ...(approve || error ? ROTA_TAGS : []),
      ],
    }),
  }),
});

export const { useGetRequestsQuery, useDecideRequestMutation } = requestsApi;

/** How many requests wait for an answer (the tab's count). */
export const pendingCount = (answer: RequestsAnswer | undefined) =>
  answer ? answer.timeOff.length + answer.claims.length + answer.swaps.length : 0;
