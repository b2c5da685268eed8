import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { parseTime } from './time';
import { toShortDate } from '@rotaledger/domain';
import type {
  AssignmentDto,
  CopyResult,
  DayKey,
  DayRota,
  DayShift,
  PayForDatesEntry,
  PlaceAssignmentRequest,
  ShiftDto,
  WeekKey,
  WeekRota,
} from './types';

export const dayTagId = ({ workplaceId, rotaDate }: { workplaceId: string; rotaDate: string }) => `${workplaceId}|${rotaDate}`;

function toDayShift(shift: ShiftDto, assignments: AssignmentDto[]): DayShift {
  return {
    shiftId: shift.shift_id,
    serviceType: Number(shift.service_type),
    assignments: assignments
      .map((a) => ({
        assignmentId: a.assignment_id,
        start: parseTime(a.time_start),
        end: parseTime(a.time_end),
        employeeId: a.employee_id ?? null,
      }))
      .sort((a, b) => a.start - b.start),
  };
}

interface AddAssignmentArgs {
  shiftId: string;
  employeeId: string | null;
  timeStart: string;
  timeEnd: string;
  userId: string;
  /** For cache invalidation only; not sent. */
  workplaceId: string;
  rotaDate: string;
}

const ROTA_CHANGED = ['WeekShifts', 'Pay'] as const;

/** Everything the planner reads and writes about shifts and assignments. */
export const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One workplace day: its shifts (the server drops empty ones) and each shift's assignments. */
    getDayRota: build.query<DayRota, DayKey>({
      async queryFn({ workplaceId, rotaDate, userId }, _api, _extra, baseQuery) {
        const shiftsResult = await baseQuery({ url: '/shifts/getshifts', params: { workplaceId, rotaDate, userId } });
        if (shiftsResult.error) return { error: shiftsResult.error };
        const shifts = Array.isArray(shiftsResult.data) ? (shiftsResult.data as ShiftDto[]) : [];
        const results = await Promise.all(
          shifts.map((s) => baseQuery({ url: '/assignments/getassignments', params: { shiftId: s.shift_id, userId } })),
        );
        const failed = results.find((r) => r.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return {
          data: {
            shifts: shifts.map((s, i) => toDayShift(s, Array.isArray(results[i].data) ? (results[i].data as AssignmentDto[]) : [])),
          },
        };
      },
      providesTags: (_r, _e, key) => [{ type: 'Shift', id: dayTagId(key) }],
      // Loading a day drops its empty shifts on the server: a day left with none loses its dot.
      async onQueryStarted({ workplaceId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.shifts.length === 0) {
            dispatch(plannerApi.util.invalidateTags([{ type: 'PopulatedDates', id: workplaceId }]));
          }
        } catch {
          // The view shows the failure.
        }
      },
    }),
    getPopulatedDates: build.query<string[], { workplaceId: string; userId: string }>({
      query: (params) => ({ url: '/shifts/getpopulateddates', params }),
      // A failed read is logged and treated as no dates (spec section 8).
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? raw.map((d) => String(d).slice(0, 10)) : []),
      transformErrorResponse: (error) => {
        console.error('Failed to fetch populated dates', error);
        return error;
      },
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }],
    }),
    getWeekShifts: build.query<WeekRota, WeekKey>({
      query: (params) => ({ url: '/shifts/getweeklyshifts', params }),
      transformResponse: (raw: Partial<WeekRota> | null) => ({ weekShifts: raw?.weekShifts ?? {}, openShifts: raw?.openShifts ?? {} }),
      providesTags: (_r, _e, { workplaceId, startDate }) => [{ type: 'WeekShifts', id: `${workplaceId}|${startDate}` }],
    }),
    /** Hours and pay of the week's days (yyyy-mm-dd), for the weekly totals. */
    getWeekPay: build.query<PayForDatesEntry[], { workplaceId: string; dates: string[]; userId: string }>({
      query: ({ workplaceId, dates, userId }) => ({
        url: '/pay/getpayfordates',
        params: { workplaceId, dates: JSON.stringify(dates.map(toShortDate)), userId },
      }),
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as PayForDatesEntry[]) : []),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Pay', id: workplaceId }],
    }),
    /** A day's shifts without their assignments (which service a shift row is). */
    getDayShifts: build.query<ShiftDto[], DayKey>({
      query: (params) => ({ url: '/shifts/getshifts', params }),
      transformResponse: (raw: unknown) => (Array.isArray(raw) ? (raw as ShiftDto[]) : []),
      providesTags: (_r, _e, key) => [{ type: 'Shift', id: dayTagId(key) }],
    }),
    /** The weekly "+": one command places the assignment in a row of that service with room. */
    placeAssignment: build.mutation<{ assignment_id: string; shift_id: string }, PlaceAssignmentRequest>({
      query: (body) => ({ url: '/assignments/placeassignment', method: 'POST', body }),
      invalidatesTags: (_r, _e, { workplaceId, date }) => [
        { type: 'PopulatedDates', id: workplaceId },
        { type: 'Shift', id: dayTagId({ workplaceId, rotaDate: date }) },
        ...ROTA_CHANGED,
      ],
    }),
    copyWeek: build.mutation<CopyResult, { workplaceId: string; fromWeekStart: string; toWeekStarts: string[]; userId: string }>({
      query: (body) => ({ url: '/rota/copyweek', method: 'POST', body }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...ROTA_CHANGED],
    }),
    copyDay: build.mutation<CopyResult, { workplaceId: string; fromDate: string; toDates: string[]; userId: string }>({
      query: (body) => ({ url: '/rota/copyday', method: 'POST', body }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...ROTA_CHANGED],
    }),
    addShift: build.mutation<{ shift_id: string }, { date: string; serviceType: number; workplaceId: string; userId: string }>({
      query: (body) => ({ url: '/shifts/addshift', method: 'POST', body }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    deleteShift: build.mutation<unknown, { shiftId: string; userId: string; workplaceId: string; rotaDate: string }>({
      query: ({ shiftId, userId }) => ({ url: '/shifts/deleteshift', method: 'DELETE', params: { shiftId, userId } }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    addAssignment: build.mutation<{ assignment_id: string }, AddAssignmentArgs>({
      query: ({ shiftId, employeeId, timeStart, timeEnd, userId }) => ({
        url: '/assignments/addassignment',
        method: 'POST',
        body: { shiftId, employeeId, timeStart, timeEnd, userId },
      }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    updateAssignmentEmployee: build.mutation<
      { assignment_id: string },
      { assignmentId: string; employeeId: string | null; userId: string }
    >({
      query: (body) => ({ url: '/assignments/updateemployee', method: 'PUT', body }),
      invalidatesTags: [...ROTA_CHANGED],
    }),
    updateAssignmentTime: build.mutation<unknown, { assignmentId: string; timeStart: string; timeEnd: string; userId: string }>({
      query: (body) => ({ url: '/assignments/updateassignmenttime', method: 'PUT', body }),
      invalidatesTags: ['Shift', ...ROTA_CHANGED],
    }),
    deleteAssignment: build.mutation<unknown, { assignment_id: string; userId: string }>({
      query: (body) => ({ url: '/assignments/deleteassignment', method: 'DELETE', body }),
      invalidatesTags: [...ROTA_CHANGED, 'PopulatedDates'],
    }),
    shareRota: build.mutation<{ rotaId: string }, { workplaceId: string; date: string; userId: string }>({
      query: (body) => ({ url: '/rotas/share', method: 'POST', body }),
    }),
    revokeSharedRota: build.mutation<void, { rotaId: string; userId: string }>({
      query: (body) => ({ url: '/rotas/share', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetDayRotaQuery,
  useGetPopulatedDatesQuery,
  useGetWeekShiftsQuery,
  useGetWeekPayQuery,
  useCopyWeekMutation,
  useCopyDayMutation,
  useShareRotaMutation,
  useRevokeSharedRotaMutation,
  useUpdateAssignmentTimeMutation,
  useDeleteAssignmentMutation,
} = plannerApi;
