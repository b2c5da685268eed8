import type { CorrectTimesheetRequest, TimesheetsAnswer } from '@rotaledger/contracts';
import { TIMESHEET_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../../lib/api';

const dayTag = (workplaceId: string, date: string) => ({ type: 'Timesheets' as const, id: `${workplaceId}_${date}` });

/** A day's timesheet beside the plan (issue 28): read, correct, approve. Pay's actual basis changes with it. */
export const timesheetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimesheets: build.query<TimesheetsAnswer, { workplaceId: string; date: string; userId: string }>({
      query: ({ workplaceId, date, userId }) =>
        callTo(TIMESHEET_ROUTES.getTimesheets, { workplaceId, startDate: date, endDate: date, userId }),
      providesTags: (_r, _e, { workplaceId, date }) => [dayTag(workplaceId, date)],
    }),
    // Not optimistic: the server works out the paid minutes and the day's approval.
    correctTimesheet: build.mutation<void, CorrectTimesheetRequest & { workplaceId: string; date: string }>({
      query: ({ workplaceId: _w, date: _d, ...body }) => callTo(TIMESHEET_ROUTES.correctTimesheet, body),
      invalidatesTags: (_r, _e, { workplaceId, date }) => [dayTag(workplaceId, date), { type: 'Pay', id: workplaceId }],
    }),
    approveTimesheetDay: build.mutation<void, { workplaceId: string; date: string; userId: string }>({
      query: (body) => callTo(TIMESHEET_ROUTES.approveTimesheetDay, body),
      invalidatesTags: (_r, _e, { workplaceId, date }) => [dayTag(workplaceId, date), { type: 'Pay', id: workplaceId }],
    }),
  }),
});

export const { useGetTimesheetsQuery, useCorrectTimesheetMutation, useApproveTimesheetDayMutation } = timesheetApi;
