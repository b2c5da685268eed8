import type { PayForDatesAnswer, PayForDatesRequest, PopulatedDatesAnswer, PopulatedDatesRequest } from '@rotaledger/contracts';
import { api } from '../../app/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Days ('yyyy-mm-dd') of a workplace that have shifts: the pay periods offered hold these. */
    dashboardPopulatedDates: build.query<PopulatedDatesAnswer, PopulatedDatesRequest & { userId: string }>({
      query: ({ userId, workplaceId }) => ({ url: '/shifts/getpopulateddates', params: { workplaceId, userId } }),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }],
    }),
    /** Hours and pay per employee of the asked 'dd/mm/yy' days. */
    dashboardPayForDates: build.query<PayForDatesAnswer, { workplaceId: string; dates: string[]; userId: string }>({
      query: ({ userId, workplaceId, dates }) => ({
        url: '/pay/getpayfordates',
        params: { workplaceId, dates: JSON.stringify(dates), userId } satisfies PayForDatesRequest,
      }),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Pay', id: workplaceId }],
    }),
  }),
});

export const { useDashboardPopulatedDatesQuery, useDashboardPayForDatesQuery } = dashboardApi;
