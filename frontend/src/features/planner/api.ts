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
  PayForDatesAnswer,
  PlaceAssignmentRequest,
  PlacedAssignmentAnswer,
  PopulatedDatesAnswer,
  PopulatedDatesRequest,
  RevokeSharedRotaRequest,
  ShareRotaAnswer,
  ShareRotaRequest,
  ShiftIdAnswer,
  UndoChangeAnswer,
  UndoChangeRequest,
  UpdateAssignmentTimeRequest,
  WeeklyShiftsAnswer,
} from '@rotaledger/contracts';
import { PAY_ROUTES, ROTA_ROUTES, PUBLICATION_ROUTES, SHARING_ROUTES } from '@rotaledger/contracts/routes';
import { toShortDate } from '@rotaledger/domain';
import { api, callTo } from '../../lib/api';
import type { AppDispatch } from '../../lib/store';
import { afterNextPaint } from '../../components/afterNextPaint';
import { fromWireSpan } from '@rotaledger/contracts/wire-time';
import { addPending, confirmPending, moveTo, remove, retime } from './cache/weekPatches';
import { addPendingShift, addToShift, pendingAssignment, removeAssignment, removeShift, setEmployee } from './cache/dayPatches';
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
      ...fromWireSpan(a.time_start, a.time_end),
      employeeId: a.employee_id,
      breakMinutes: a.breakMinutes,
      ownBreak: a.ownBreak,
      paidMinutes: a.paidMinutes,
    })),
  };
}

/** The workplace day a write changes: for cache invalidation only, not sent. */
type OnDay = { workplaceId: string; rotaDate: string };

/** The day the manager is looking at: a write given it is shown there at once (never sent). */
type ShownDay = { day?: DayKey };

/** The day's tag: a write that needs the server's account of the day reads it again. */
const dayTag = (day: Pick<DayKey, 'workplaceId' | 'rotaDate'>) => ({ type: 'Shift' as const, id: dayTagId(day) });

/**
 * The week the manager is looking at, and the workplace a write changes: for the optimistic
 * patch and the cache tags only, never sent. Without them a write patches nothing and reloads
 * every workplace's weeks.
 */
type Shown = { week?: WeekKey; workplaceId?: string };

export const weekTagId = ({ workplaceId, startDate }: Pick<WeekKey, 'workplaceId' | 'startDate'>) => `${workplaceId}|${startDate}`;

/**
 * What a rota write in a workplace changes: its weeks (a week's totals, warnings and the next
 * week's "last week" follow it), its pay, and what staff see of it (the unpublished count).
 */
export const rotaChanged = (workplaceId: string | undefined) =>
  workplaceId
    ? [
        { type: 'WeekShifts' as const, id: workplaceId },
        { type: 'Pay' as const, id: workplaceId },
        { type: 'Publication' as const, id: workplaceId },
      ]
    : (['WeekShifts', 'Pay', 'Publication'] as const);

const workplaceOf = ({ week, workplaceId }: Shown) => week?.workplaceId ?? workplaceId;

let pendingCounter = 0;

export const publicationTagId = ({ workplaceId, weekStart }: { workplaceId: string; weekStart: string }) => `${workplaceId}|${weekStart}`;

/** What a placement changes: the workplace's dates with shifts, that day's rota, its weeks and pay. */
export const placedAssignmentTags = ({ workplaceId, date }: Pick<PlaceAssignmentRequest, 'workplaceId' | 'date'>) => [
  { type: 'PopulatedDates' as const, id: workplaceId },
  { type: 'Shift' as const, id: dayTagId({ workplaceId, rotaDate: date }) },
  ...rotaChanged(workplaceId),
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
    /** The day's hours and pay per employee as the server prices them (the daily pay summary). */
    getDayPay: build.query<PayForDatesAnswer, DayKey>({
      query: ({ workplaceId, rotaDate, userId }) =>
        callTo(PAY_ROUTES.getPayForDates, { workplaceId, dates: JSON.stringify([toShortDate(rotaDate)]), userId }),
      providesTags: (_r, _e, { workplaceId }) => [{ type: 'Pay', id: workplaceId }],
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
      providesTags: (_r, _e, key) => [
        { type: 'WeekShifts', id: weekTagId(key) },
        { type: 'WeekShifts', id: key.workplaceId },
      ],
    }),
    /**
     * The weekly "+" (and the daily view's new row): one command places the assignment in a row of
     * that service with room. Shown at once in the week given; the answer names the saved row, so
     * the cell turns editable as soon as the server accepts. The week, its pay, the day and the
     * dates with shifts are reloaded (which then replaces the row with the server's own) only once
     * that is painted: their requests, answers and renders would otherwise hold up its frame. A
     * refusal takes the row out and reloads at once: the server's state wins.
     */
    placeAssignment: build.mutation<PlacedAssignmentAnswer, PlaceAssignmentRequest & BreakRequest & Pick<Shown, 'week'> & ShownDay>({
      query: ({ week: _week, day: _day, ...body }) => callTo(ROTA_ROUTES.placeAssignment, body),
      async onQueryStarted({ week, day, ...request }, { dispatch, queryFulfilled }) {
        const reload = () => dispatch(plannerApi.util.invalidateTags(placedAssignmentTags(request)));
        const cell = { employeeId: request.employeeId || null, date: request.date };
        const pendingId = `pending-${++pendingCounter}`;
        const placement = {
          ...cell,
          serviceType: Number(request.serviceType),
          ...fromWireSpan(String(request.timeStart), String(request.timeEnd)),
          ...(typeof request.breakMinutes === 'number' ? { breakMinutes: request.breakMinutes } : {}),
        };
        const patch = week ? dispatch(plannerApi.util.updateQueryData('getWeekShifts', week, addPending(pendingId, placement))) : null;
        // In the day: a pending row with the assignment, until the reload brings the saved row.
        const dayPatch = day
          ? dispatch(
              plannerApi.util.updateQueryData(
                'getDayRota',
                day,
                addPendingShift(`${pendingId}-shift`, placement.serviceType, pendingAssignment(pendingId, placement)),
              ),
            )
          : null;
        try {
          const { data: placed } = await queryFulfilled;
          if (week) dispatch(plannerApi.util.updateQueryData('getWeekShifts', week, confirmPending(pendingId, cell, placed)));
          afterNextPaint(reload);
        } catch {
          patch?.undo();
          dayPatch?.undo();
          reload();
        }
      },
    }),
    copyWeek: build.mutation<CopyAnswer, CopyWeekRequest>({
      query: (body) => callTo(ROTA_ROUTES.copyWeek, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...rotaChanged(workplaceId)],
    }),
    copyDay: build.mutation<CopyAnswer, CopyDayRequest>({
      query: (body) => callTo(ROTA_ROUTES.copyDay, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, 'Shift', ...rotaChanged(workplaceId)],
    }),
    addShift: build.mutation<ShiftIdAnswer, AddShiftRequest>({
      query: (body) => callTo(ROTA_ROUTES.addShift, body),
      invalidatesTags: (_r, _e, { workplaceId }) => [{ type: 'PopulatedDates', id: workplaceId }, ...rotaChanged(workplaceId)],
    }),
    /** Takes the (empty) row out of the day at once; a refusal puts it back and reads the day again. */
    deleteShift: build.mutation<ShiftIdAnswer, DeleteShiftRequest & OnDay>({
      // The spec sends the ids as query parameters.
      query: ({ shiftId, userId }) => callTo(ROTA_ROUTES.deleteShift, { shiftId, userId }, { in: 'query' }),
      onQueryStarted: ({ shiftId, userId, workplaceId, rotaDate }, lifecycle) =>
        showInDay(lifecycle, { workplaceId, rotaDate, userId: String(userId) }, removeShift(shiftId)),
      invalidatesTags: (_r, error, { workplaceId, rotaDate }) => [
        { type: 'PopulatedDates', id: workplaceId },
        ...rotaChanged(workplaceId),
        ...(error ? [dayTag({ workplaceId, rotaDate })] : []),
      ],
    }),
    /** Shown at once in its row as a pending assignment; then the day again, with its id and the break the server gave it. */
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
      onQueryStarted: ({ shiftId, timeStart, timeEnd, userId, workplaceId, rotaDate }, lifecycle) =>
        showInDay(
          lifecycle,
          { workplaceId, rotaDate, userId: String(userId) },
          addToShift(shiftId, pendingAssignment(`pending-${++pendingCounter}`, fromWireSpan(String(timeStart), String(timeEnd)))),
        ),
      invalidatesTags: (_r, _e, { workplaceId, rotaDate }) => [
        { type: 'PopulatedDates', id: workplaceId },
        ...rotaChanged(workplaceId),
        dayTag({ workplaceId, rotaDate }),
      ],
    }),
    /**
     * Puts an employee on an assignment, changes them or takes them off (null): in the week given, it
     * moves to their cell (`date`) at once; in the day given, the assignment shows them at once.
     */
    updateAssignmentEmployee: build.mutation<AssignmentIdAnswer, AssignEmployeeRequest & Shown & ShownDay & { date?: string }>({
      query: ({ week: _week, day: _day, workplaceId: _workplace, date: _date, ...body }) => callTo(ROTA_ROUTES.assignEmployee, body),
      onQueryStarted: async ({ week, day, date, assignmentId, employeeId }, lifecycle) => {
        await Promise.all([
          week && date ? showInWeek(lifecycle, week, moveTo(assignmentId, { employeeId: employeeId || null, date })) : undefined,
          day ? showInDay(lifecycle, day, setEmployee(assignmentId, employeeId || null)) : undefined,
        ]);
      },
      invalidatesTags: (_r, error, arg) => [...rotaChanged(workplaceOf(arg)), ...(error && arg.day ? [dayTag(arg.day)] : [])],
    }),
    /** New times and/or break: `breakMinutes` a number (own), null (back to the rules) or absent (kept); shown at once in the week given. */
    updateAssignmentTime: build.mutation<PlacedAssignmentAnswer, UpdateAssignmentTimeRequest & BreakRequest & Shown>({
      query: ({ week: _week, workplaceId: _workplace, ...body }) => callTo(ROTA_ROUTES.updateAssignmentTime, body),
      onQueryStarted: ({ week, assignmentId, timeStart, timeEnd, breakMinutes }, lifecycle) =>
        week
          ? showInWeek(
              lifecycle,
              week,
              retime(assignmentId, String(timeStart), String(timeEnd), breakMinutes === undefined ? {} : { breakMinutes }),
            )
          : undefined,
      invalidatesTags: (_r, _e, arg) => ['Shift', ...rotaChanged(workplaceOf(arg))],
    }),
    /**
     * Takes the assignment out of the week or the day given at once (the spec: a refusal restores
     * it). The day is then read again, so what else the server decided (a row gone) shows.
     */
    deleteAssignment: build.mutation<AssignmentIdAnswer, DeleteAssignmentRequest & Shown & ShownDay>({
      query: ({ week: _week, day: _day, workplaceId: _workplace, ...body }) => callTo(ROTA_ROUTES.deleteAssignment, body),
      onQueryStarted: async ({ week, day, assignment_id: assignmentId }, lifecycle) => {
        if (!assignmentId) return;
        await Promise.all([
          week ? showInWeek(lifecycle, week, remove(String(assignmentId))) : undefined,
          day ? showInDay(lifecycle, day, removeAssignment(String(assignmentId))) : undefined,
        ]);
      },
      invalidatesTags: (_r, _e, arg) => [...rotaChanged(workplaceOf(arg)), 'PopulatedDates', ...(arg.day ? [dayTag(arg.day)] : [])],
    }),
    /** Reverts one earlier write (its answer's changeId) on every day it wrote: the weeks and days re-read. */
    undoChange: build.mutation<UndoChangeAnswer, UndoChangeRequest>({
      query: (body) => callTo(ROTA_ROUTES.undo, body),
      invalidatesTags: ['Shift', 'PopulatedDates', ...rotaChanged(undefined)],
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
      providesTags: (_r, _e, key) => [
        { type: 'Publication', id: publicationTagId(key) },
        { type: 'Publication', id: key.workplaceId },
      ],
    }),
    /** Publishes the week (on-publish) or only tells staff of their changed shifts (live). */
    publishWeek: build.mutation<PublishAnswer, PublishRequest>({
      query: (body) => callTo(PUBLICATION_ROUTES.publishWeek, body),
      invalidatesTags: (_r, _e, key) => [{ type: 'Publication', id: publicationTagId(key) }],
    }),
  }),
});

/**
 * A write shown at once in the cached week: the patch is applied now, and taken back on a
 * refusal, when the week is read again so the grid shows the server's truth.
 */
export async function showInWeek(
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<unknown> },
  week: WeekKey,
  recipe: (rota: WeekRota) => void,
) {
  const patch = dispatch(plannerApi.util.updateQueryData('getWeekShifts', week, recipe));
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
    dispatch(plannerApi.util.invalidateTags([{ type: 'WeekShifts', id: weekTagId(week) }]));
  }
}

/**
 * A write shown at once in the cached day: the patch is applied now and taken back on a refusal
 * (the endpoint's tags then read the day again, so the timeline shows the server's truth).
 */
export async function showInDay(
  { dispatch, queryFulfilled }: { dispatch: AppDispatch; queryFulfilled: Promise<unknown> },
  day: DayKey,
  recipe: (rota: DayRota) => void,
) {
  const patch = dispatch(plannerApi.util.updateQueryData('getDayRota', day, recipe));
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

export const {
  useGetDayRotaQuery,
  useGetDayPayQuery,
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
