import type { PayForDatesAnswer, PopulatedDatesAnswer, PopulatedDatesRequest } from '@rotaledger/contracts';
import { PAY_ROUTES, ROTA_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../lib/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Days ('yyyy-mm-dd') of a workplace that have shifts: the pay periods offered hold these. */
    dashboardPopulatedDates: build.query<PopulatedDatesAnswer, PopulatedDatesRequest & { userId: string }>({
      query: ({ userId, workplaceId }) => callTo(ROTA_ROUTES.getPopulatedDates, { workplaceId, userId }),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }],
    }),
    /** Hours and pay per employee of the asked 'dd/mm/yy' days. */
    dashboardPayForDates: build.query<PayForDatesAnswer, { workplaceId: string; dates: string[]; userId: string }>({
      query: ({ userId, workplaceId, dates }) => callTo(PAY_ROUTES.getPayForDates, { workplaceId, dates: JSON.stringify(dates), userId }),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Pay', id: workplaceId }],
    }),
  }),
});

export const { useDashboardPopulatedDatesQuery, useDashboardPayForDatesQuery } = dashboardApi;
