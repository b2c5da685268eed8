import { useCallback, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { useToast } from '../../../components/toast';
import { dayTagId, plannerApi, useGetDayRotaQuery } from '../api';
import { PLANNER_MESSAGES, refusalMessage } from '../refusal';
import { MINUTES_PER_DAY } from '@rotaledger/domain';
import { toWireTime } from '@rotaledger/contracts/wire-time';
import type { BreakRequest, DayAssignment, DayKey } from '../types';

/** A shift chosen in Add Shift but not saved: it is stored with its first assignment (spec section 4). */
export interface DraftShift {
  key: string;
  serviceType: number;
}

/** One row of the timeline: a saved shift or a draft. */
export interface TimelineRow {
  key: string;
  shiftId: string | null;
  serviceType: number;
  assignments: DayAssignment[];
  draft: boolean;
  pending: boolean;
}

let tempCounter = 0;
const tempId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++tempCounter}`;

/** Drafts by day (dayTagId): kept by the page so switching view or workplace does not drop them. */
export type DraftsState = [Record<string, DraftShift[]>, Dispatch<SetStateAction<Record<string, DraftShift[]>>>];

/** One shared empty list, so a day without drafts does not recompute its rows on every render. */
const NO_DRAFTS: DraftShift[] = [];

/** The API reads an end at or before its start as the next day, so an assignment starts on the rota day itself. */
export const STARTS_BEFORE_MIDNIGHT = 'An assignment must start before midnight; it may end the next morning.';

/**
 * The daily rota of one workplace day, changed optimistically: every action shows at once (the
 * planner endpoints patch the cached day), is sent to the server, and on a refusal the spec's
 * alert is shown while the endpoint takes the change back and reloads the day.
 */
export function useDayRota(key: DayKey, sharedDrafts?: DraftsState) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const query = useGetDayRotaQuery(key, { refetchOnMountOrArgChange: true });
  const dayId = dayTagId(key);
  // Drafts may be kept by the page so switching view or workplace does not drop them.
  const ownDrafts = useState<Record<string, DraftShift[]>>({});
  const [draftsByDay, setDraftsByDay] = sharedDrafts ?? ownDrafts;
  const drafts = draftsByDay[dayId] ?? NO_DRAFTS;
  const keyRef = useRef(key);
  keyRef.current = key;

  // The endpoints take a refused write back and read the day again; the screen says why.
  const refuse = useCallback((error: unknown, fallback: string) => toast.show(refusalMessage(error, fallback), 'error'), [toast]);

  const setDrafts = useCallback(
    (id: string, update: (list: DraftShift[]) => DraftShift[]) => setDraftsByDay((all) => ({ ...all, [id]: update(all[id] ?? []) })),
    [setDraftsByDay],
  );

  const rows: TimelineRow[] = useMemo(() => {
    const saved = (query.data?.shifts ?? []).map<TimelineRow>((s) => ({
      key: s.shiftId,
      shiftId: s.pending ? null : s.shiftId,
      serviceType: s.serviceType,
      // Spans as the endpoints read them (fromWireSpan): an overnight end is already past the day (26:00).
      assignments: s.assignments,
      draft: false,
      pending: Boolean(s.pending),
    }));
    const unsaved = drafts.map<TimelineRow>((d) => ({
      key: d.key,
      shiftId: null,
      serviceType: d.serviceType,
      assignments: [],
      draft: true,
      pending: false,
    }));
    return [...saved, ...unsaved];
  }, [query.data, drafts]);

  const addDraft = useCallback(
    (serviceType: number) => setDrafts(dayId, (list) => [...list, { key: tempId('draft'), serviceType }]),
    [dayId, setDrafts],
  );

  const removeDraft = useCallback(
    (draftKey: string) => setDrafts(dayId, (list) => list.filter((d) => d.key !== draftKey)),
    [dayId, setDrafts],
  );

  /**
   * Two clicks on a row made [start, end): one command adds it unassigned, to the saved row
   * (addassignment), or, for a draft, places it with its new row (placeassignment). The server
   * decides every rule (overlaps, rota hours, the horizon); a refusal shows its message. The
   * endpoints show each write at once in the day and take it back on a refusal.
   */
  const createAssignment = useCallback(
    async (row: TimelineRow, start: number, end: number) => {
      const k = keyRef.current;
      // A row whose shift is still being saved takes no second assignment until it has its id.
      if (!row.draft && !row.shiftId) return;
      if (start >= MINUTES_PER_DAY) {
        toast.show(STARTS_BEFORE_MIDNIGHT, 'error');
        return;
      }
      const times = { timeStart: toWireTime(start), timeEnd: toWireTime(end), userId: k.userId };

      if (row.draft) {
        const id = dayTagId(k);
        setDrafts(id, (list) => list.filter((d) => d.key !== row.key));
        try {
          // The endpoint then reloads the day as the server placed it: the row's id, the break its rules gave.
          await dispatch(
            plannerApi.endpoints.placeAssignment.initiate({
              workplaceId: k.workplaceId,
              date: k.rotaDate,
              serviceType: row.serviceType,
              employeeId: null,
              ...times,
              day: k,
            }),
          ).unwrap();
        } catch (error) {
          // Nothing was saved: the row goes back to being a draft.
          setDrafts(id, (list) => [...list, { key: row.key, serviceType: row.serviceType }]);
          refuse(error, PLANNER_MESSAGES.shiftFailed);
        }
        return;
      }

      try {
        await dispatch(
          plannerApi.endpoints.addAssignment.initiate({
            shiftId: row.shiftId!,
            employeeId: null,
            ...times,
            workplaceId: k.workplaceId,
            rotaDate: k.rotaDate,
          }),
        ).unwrap();
      } catch (error) {
        refuse(error, PLANNER_MESSAGES.shiftFailed);
      }
    },
    [dispatch, refuse, setDrafts, toast],
  );

  /** Put an employee on an assignment, change them, or take them off (null). */
  const setEmployee = useCallback(
    async (assignmentId: string, employeeId: string | null) => {
      const k = keyRef.current;
      try {
        await dispatch(
          plannerApi.endpoints.updateAssignmentEmployee.initiate({
            assignmentId,
            employeeId,
            userId: k.userId,
            workplaceId: k.workplaceId,
            day: k,
          }),
        ).unwrap();
      } catch (error) {
        refuse(error, PLANNER_MESSAGES.assignFailed);
      }
    },
    [dispatch, refuse],
  );

  /** Takes the assignment off at once (restored on a refusal, as the spec asks). */
  const removeAssignment = useCallback(
    async (assignmentId: string) => {
      const k = keyRef.current;
      try {
        await dispatch(
          plannerApi.endpoints.deleteAssignment.initiate({
            assignment_id: assignmentId,
            userId: k.userId,
            workplaceId: k.workplaceId,
            day: k,
          }),
        ).unwrap();
      } catch (error) {
        refuse(error, PLANNER_MESSAGES.removeFailed);
      }
    },
    [dispatch, refuse],
  );

  /**
   * Sets an assignment's own break (a number) or puts it back to the workplace's rules (null): the
   * same times with the break; the endpoint then reads the day as the server decided it. A refusal
   * is thrown for the dialog to show.
   */
  const setBreak = useCallback(
    async (assignment: DayAssignment, request: BreakRequest) => {
      const k = keyRef.current;
      await dispatch(
        plannerApi.endpoints.updateAssignmentTime.initiate({
          assignmentId: assignment.assignmentId,
          timeStart: toWireTime(assignment.startMinute),
          timeEnd: toWireTime(assignment.endMinute),
          userId: k.userId,
          workplaceId: k.workplaceId,
          ...request,
        }),
      ).unwrap();
    },
    [dispatch],
  );

  /** A saved row with no assignments (made by another tab, an API client, or a refused first assignment) is deleted on request, never on load. */
  const removeShift = useCallback(
    async (shiftId: string) => {
      const k = keyRef.current;
      try {
        await dispatch(
          plannerApi.endpoints.deleteShift.initiate({ shiftId, userId: k.userId, workplaceId: k.workplaceId, rotaDate: k.rotaDate }),
        ).unwrap();
      } catch (error) {
        refuse(error, PLANNER_MESSAGES.shiftFailed);
      }
    },
    [dispatch, refuse],
  );

  return {
    rows,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: query.refetch,
    hasSavedShifts: (query.data?.shifts ?? []).some((s) => !s.pending),
    addDraft,
    removeDraft,
    createAssignment,
    setEmployee,
    setBreak,
    removeAssignment,
    removeShift,
  };
}
