import type { ManagerDayAnswer, ManagerDayRequest, NoShowAnswer, NoShowRequest } from '@rotaledger/contracts';
import { MANAGER_DAY_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../../lib/api';
import { dayTagId, rotaChanged } from '../api';

/** What today's view is read again after: a change to the workplace's rota (its weeks) or to a clock of the day. */
const todayTags = (workplaceId: string, date: string | undefined) => [
  { type: 'WeekShifts' as const, id: workplaceId },
  ...(date ? [{ type: 'Shift' as const, id: dayTagId({ workplaceId, rotaDate: date }) }] : []),
];

/** The manager's day on a phone (issue 41): today at a glance from the server, and a no-show. */
export const todayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getToday: build.query<ManagerDayAnswer, ManagerDayRequest & { workplaceId: string }>({
      query: (params) => callTo(MANAGER_DAY_ROUTES.getToday, params),
      providesTags: (answer, _e, { workplaceId }) => todayTags(workplaceId, answer?.date),
    }),
    /** `date`: the assignment's day, for the cache tags only (never sent). */
    markNoShow: build.mutation<NoShowAnswer, NoShowRequest & { workplaceId: string; date: string }>({
      query: ({ workplaceId: _workplace, date: _date, ...body }) => callTo(MANAGER_DAY_ROUTES.markNoShow, body),
      invalidatesTags: (_r, _e, { workplaceId, date }) => [
        { type: 'PopulatedDates' as const, id: workplaceId },
        ...todayTags(workplaceId, date),
        ...rotaChanged(workplaceId),
      ],
    }),
  }),
});

export const { useGetTodayQuery, useMarkNoShowMutation } = todayApi;
