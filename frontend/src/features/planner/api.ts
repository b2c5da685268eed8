import type {
  AddAssignmentRequest,
  AddShiftRequest,
  AssignEmployeeRequest,
  AssignmentIdAnswer,
  CopyDayRequest,
  CopyWeekRequest,
  DayRotaAnswer,
  DeleteAssignmentRequest,
  DeleteShiftRequest,
  PlaceAssignmentRequest,
  PlacedAssignmentAnswer,
  PopulatedDatesAnswer,
  PopulatedDatesRequest,
  RevokeSharedRotaRequest,
  ShareRotaAnswer,
  ShareRotaRequest,
  ShiftIdAnswer,
  ShiftListAnswer,
  UpdateAssignmentTimeRequest,
  WeeklyShiftsAnswer,
} from '@rotaledger/contracts';
import { ROTA_ROUTES, PUBLICATION_ROUTES, SHARING_ROUTES } from '@rotaledger/contracts/routes';
import { api, callTo } from '../../app/api';
import { parseTime } from './time';
import type {
  BreakRequest,
  CopyAnswer,
  DayKey,
  DayRota,
  DayShift,
  PublicationAnswer,
  PublishAnswer,
  PublishRequest,
  WeekKey,
  WeekRota,
} from './types';

export const dayTagId = ({ workplaceId, rotaDate }: { workplaceId: string; rotaDate: string }) => `${workplaceId}|${rotaDate}`;

/** One row of getdayrota's answer as the timeline draws it (minutes after midnight, by start time). */
function toDayShift({ shift_id, service_type, assignments }: DayRotaAnswer[number]): DayShift {
  return {
    shiftId: shift_id,
    serviceType: service_type,
    assignments: assignments.map((a) => ({
      assignmentId: a.assignment_id,
      start: parseTime(a.time_start),
      end: parseTime(a.time_end),
      employeeId: a.employee_id,
      breakMinutes: a.breakMinutes,
      ownBreak: a.ownBreak,
      paidMinutes: a.paidMinutes,
    })),
  };
}

/** The workplace day a write changes: for cache invalidation only, not sent. */
type OnDay = { workplaceId: string; rotaDate: string };

// A week's unpublished count follows every rota write (for an on-publish workplace).
const ROTA_CHANGED = ['WeekShifts', 'Pay', 'Publication'] as const;

export const publicationTagId = ({ workplaceId, weekStart }: { workplaceId: string; weekStart: string }) => `${workplaceId}|${weekStart}`;

/** What a placement changes: the workplace's dates with shifts, that day's rota, every week and pay total. */
export const placedAssignmentTags = ({ workplaceId, date }: Pick<PlaceAssignmentRequest, 'workplaceId' | 'date'>) => [
  { type: 'PopulatedDates' as const, id: workplaceId },
  { type: 'Shift' as const, id: dayTagId({ workplaceId, rotaDate: date }) },
  ...ROTA_CHANGED,
];

/** Everything the planner reads and writes about shifts and assignments. */
export const plannerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One workplace day in one read: its shifts, each with its assignments. */
    getDayRota: build.query<DayRota, DayKey>({
      query: (params) => callTo(ROTA_ROUTES.getDayRota, params),
      transformResponse: (answer: DayRotaAnswer): DayRota => ({ shifts: answer.map(toDayShift) }),
      providesTags: (_r, _e, key) => [{ type: 'Shift', id: dayTagId(key) }],
      // A day that has no shifts (any more) loses its dot.
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
    getPopulatedDates: build.query<PopulatedDatesAnswer, PopulatedDatesRequest & { userId: string }>({
      query: (params) => callTo(ROTA_ROUTES.getPopulatedDates, params),
      // A failed read is logged and treated as no dates (spec section 8).
      transformErrorResponse: (error) => {
        console.error('Failed to fetch populated dates', error);
        return error;
      },
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }],
    }),
    // The cache holds the answer, plus rows shown before the server confirms them (`pending`).
    getWeekShifts: build.query<WeekRota, WeekKey>({
      query: (params) => callTo(ROTA_ROUTES.getWeeklyShifts, params),
      transformResponse: (answer: WeeklyShiftsAnswer): WeekRota => answer,
      providesTags: (_r, _e, { workplaceId, startDate }) => [{ type: 'WeekShifts', id: `${workplaceId}|${startDate}` }],
    }),
    /** A day's shifts without their assignments (which service a shift row is). */
    getDayShifts: build.query<ShiftListAnswer, DayKey>({
      query: (params) => callTo(ROTA_ROUTES.getShifts, params),
      providesTags: (_r, _e, key) => [{ type: 'Shift', id: dayTagId(key) }],
    }),
    /**
     * The weekly "+": one command places the assignment in a row of that service with room. It
     * invalidates nothing itself: its caller (`weekActions.placeAssignment`) first shows the
     * saved row from the answer, then invalidates `placedAssignmentTags` once that is painted.
     */
    placeAssignment: build.mutation<PlacedAssignmentAnswer, PlaceAssignmentRequest & BreakRequest>({
      query: (body) => callTo(ROTA_ROUTES.placeAssignment, body),
    }),
    copyWeek: build.mutation<CopyAnswer, CopyWeekRequest>({
      query: (body) => callTo(ROTA_ROUTES.copyWeek, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...ROTA_CHANGED],
    }),
    copyDay: build.mutation<CopyAnswer, CopyDayRequest>({
      query: (body) => callTo(ROTA_ROUTES.copyDay, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...ROTA_CHANGED],
    }),
    addShift: build.mutation<ShiftIdAnswer, AddShiftRequest>({
      query: (body) => callTo(ROTA_ROUTES.addShift, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    deleteShift: build.mutation<ShiftIdAnswer, DeleteShiftRequest & OnDay>({
      // The spec sends the ids as query parameters.
      query: ({ shiftId, userId }) => callTo(ROTA_ROUTES.deleteShift, { shiftId, userId }, { in: 'query' }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    addAssignment: build.mutation<AssignmentIdAnswer, AddAssignmentRequest & BreakRequest & OnDay>({
      query: ({ shiftId, employeeId, timeStart, timeEnd, userId, breakMinutes }) =>
        callTo(ROTA_ROUTES.addAssignment, {
          shiftId,
          employeeId,
          timeStart,
          timeEnd,
          userId,
          ...(breakMinutes !== undefined ? { breakMinutes } : {}),
        }),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...ROTA_CHANGED],
    }),
    updateAssignmentEmployee: build.mutation<AssignmentIdAnswer, AssignEmployeeRequest>({
      query: (body) => callTo(ROTA_ROUTES.assignEmployee, body),
      invalidatesTags: [...ROTA_CHANGED],
    }),
    /** New times and/or break: `breakMinutes` a number (own), null (back to the rules) or absent (kept). */
    updateAssignmentTime: build.mutation<PlacedAssignmentAnswer, UpdateAssignmentTimeRequest & BreakRequest>({
      query: (body) => callTo(ROTA_ROUTES.updateAssignmentTime, body),
      invalidatesTags: ['Shift', ...ROTA_CHANGED],
    }),
    deleteAssignment: build.mutation<AssignmentIdAnswer, DeleteAssignmentRequest>({
      query: (body) => callTo(ROTA_ROUTES.deleteAssignment, body),
      invalidatesTags: [...ROTA_CHANGED, 'PopulatedDates'],
    }),
    shareRota: build.mutation<ShareRotaAnswer, ShareRotaRequest>({
      query: (body) => callTo(SHARING_ROUTES.shareRota, body),
    }),
    revokeSharedRota: build.mutation<void, RevokeSharedRotaRequest>({
      query: (body) => callTo(SHARING_ROUTES.revokeSharedRota, body),
    }),
    /** How far what staff see of a week is behind the plan. */
    getPublication: build.query<PublicationAnswer, PublishRequest>({
      query: (params) => callTo(PUBLICATION_ROUTES.getPublication, params),
      providesTags: (_r, _e, key) => [{ type: 'Publication', id: publicationTagId(key) }],
    }),
    /** Publishes the week (on-publish) or only tells staff of their changed shifts (live). */
    publishWeek: build.mutation<PublishAnswer, PublishRequest>({
      query: (body) => callTo(PUBLICATION_ROUTES.publishWeek, body),
      invalidatesTags: (_r, _e, key) => [{ type: 'Publication', id: publicationTagId(key) }],
    }),
  }),
});

export const {
  useGetDayRotaQuery,
  useGetPopulatedDatesQuery,
  useGetWeekShiftsQuery,
  useCopyWeekMutation,
  useCopyDayMutation,
  useShareRotaMutation,
  useRevokeSharedRotaMutation,
  useUpdateAssignmentTimeMutation,
  useDeleteAssignmentMutation,
  useGetPublicationQuery,
  usePublishWeekMutation,
} = plannerApi;
