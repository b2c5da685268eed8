import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import dayjs from 'dayjs';
import { rootReducer } from '../../../lib/store';
import { plannerApi } from '../api';
import { autofillApi } from '../autofill/api';
import { templatesApi } from '../templates/api';

/** How many of this session's actions the Undo list keeps. */
export const MAX_UNDO_ENTRIES = 10;

/** What a planner action did, as the Undo list names it ("Undo retime of Ann's shift"). */
export type UndoAction =
  | { kind: 'copyWeek'; weeks: number }
  | { kind: 'copyDay'; fromDate: string; days: number }
  | { kind: 'place'; employeeId: string | null; date: string | null }
  | { kind: 'addShift'; date: string }
  | { kind: 'removeRow' }
  | { kind: 'retime' | 'remove'; employeeId: string | null }
  | { kind: 'reassign'; employeeId: string | null; toEmployeeId: string | null }
  | { kind: 'applyTemplate'; added: number }
  | { kind: 'autofill'; placed: number };

export interface UndoEntry {
  /** The write's answer's changeId: POST /rota/undo takes it. */
  changeId: string;
  action: UndoAction;
}

interface UndoState {
  /** Newest first. */
  entries: UndoEntry[];
  /** Who holds each assignment, from the weeks and days the planner read (a removal's name is gone from the grid by its answer). */
  holders: Record<string, string | null>;
}

const initialState: UndoState = { entries: [], holders: {} };

const rotaWrites = plannerApi.endpoints;

/** The planner's actions of this session that can be undone, newest first: the Undo list and Ctrl+Z read it. */
export const undoSlice = createSlice({
  name: 'undo',
  initialState,
  reducers: {
    /** Undone (or found undone already): it leaves the list. */
    forgotten(state, action: PayloadAction<string>) {
      state.entries = state.entries.filter((e) => e.changeId !== action.payload);
    },
  },
  extraReducers: (builder) => {
    const record = (state: UndoState, changeId: string | undefined, action: UndoAction) => {
      if (!changeId) return;
      state.entries = [{ changeId, action }, ...state.entries.filter((e) => e.changeId !== changeId)].slice(0, MAX_UNDO_ENTRIES);
    };
    builder
      .addMatcher(rotaWrites.getWeekShifts.matchFulfilled, (state, { payload }) => {
        for (const [employeeId, byDate] of Object.entries(payload.weekShifts))
          for (const list of Object.values(byDate)) for (const a of list) state.holders[a.assignment_id] = employeeId;
        for (const list of Object.values(payload.openShifts)) for (const a of list) state.holders[a.assignment_id] = null;
      })
      .addMatcher(rotaWrites.getDayRota.matchFulfilled, (state, { payload }) => {
        for (const shift of payload.shifts) for (const a of shift.assignments) state.holders[a.assignmentId] = a.employeeId;
      })
      .addMatcher(rotaWrites.copyWeek.matchFulfilled, (state, { payload, meta }) => {
        if (payload.copied > 0) record(state, payload.changeId, { kind: 'copyWeek', weeks: meta.arg.originalArgs.toWeekStarts.length });
      })
      .addMatcher(rotaWrites.copyDay.matchFulfilled, (state, { payload, meta }) => {
        const { fromDate, toDates } = meta.arg.originalArgs;
        if (payload.copied > 0) record(state, payload.changeId, { kind: 'copyDay', fromDate: String(fromDate), days: toDates.length });
      })
      .addMatcher(rotaWrites.placeAssignment.matchFulfilled, (state, { payload, meta }) => {
        const { employeeId, date } = meta.arg.originalArgs;
        state.holders[payload.assignment_id] = employeeId || null;
        record(state, payload.changeId, { kind: 'place', employeeId: employeeId || null, date: String(date) });
      })
      .addMatcher(rotaWrites.addAssignment.matchFulfilled, (state, { payload, meta }) => {
        const { employeeId, rotaDate } = meta.arg.originalArgs;
        state.holders[payload.assignment_id] = employeeId || null;
        record(state, payload.changeId, { kind: 'place', employeeId: employeeId || null, date: rotaDate });
      })
      .addMatcher(rotaWrites.addShift.matchFulfilled, (state, { payload, meta }) => {
        record(state, payload.changeId, { kind: 'addShift', date: String(meta.arg.originalArgs.date) });
      })
      .addMatcher(rotaWrites.deleteShift.matchFulfilled, (state, { payload }) => {
        record(state, payload.changeId, { kind: 'removeRow' });
      })
      .addMatcher(rotaWrites.updateAssignmentTime.matchFulfilled, (state, { payload }) => {
        record(state, payload.changeId, { kind: 'retime', employeeId: state.holders[payload.assignment_id] ?? null });
      })
      .addMatcher(rotaWrites.deleteAssignment.matchFulfilled, (state, { payload }) => {
        record(state, payload.changeId, { kind: 'remove', employeeId: state.holders[payload.assignment_id] ?? null });
      })
      .addMatcher(rotaWrites.updateAssignmentEmployee.matchFulfilled, (state, { payload, meta }) => {
        const toEmployeeId = meta.arg.originalArgs.employeeId || null;
        record(state, payload.changeId, { kind: 'reassign', employeeId: state.holders[payload.assignment_id] ?? null, toEmployeeId });
        state.holders[payload.assignment_id] = toEmployeeId;
      })
      .addMatcher(templatesApi.endpoints.applyTemplate.matchFulfilled, (state, { payload }) => {
        if (payload.added > 0) record(state, payload.changeId, { kind: 'applyTemplate', added: payload.added });
      })
      .addMatcher(autofillApi.endpoints.acceptProposal.matchFulfilled, (state, { payload, meta }) => {
        for (const row of meta.arg.originalArgs.rows) state.holders[row.assignmentId] = row.employeeId;
        if (payload.placed > 0) record(state, payload.changeId, { kind: 'autofill', placed: payload.placed });
      })
      .addMatcher(isAnyOf(rotaWrites.undoChange.matchFulfilled), (state, { meta }) => {
        state.entries = state.entries.filter((e) => e.changeId !== meta.arg.originalArgs.changeId);
      });
  },
});

export const { forgotten } = undoSlice.actions;

const shortDate = (date: string | null) => (date ? dayjs(date).format('ddd D MMM') : '');

/** "copy of 12 weeks", "retime of Ann's shift": what "Undo …" undoes, with names as the planner shows them. */
export function undoLabel(action: UndoAction, nameOf: (employeeId: string) => string | undefined): string {
  const whose = (employeeId: string | null) => {
    const name = employeeId ? nameOf(employeeId) : undefined;
    return employeeId === null ? 'an open shift' : name ? `${name}'s shift` : 'a shift';
  };
  switch (action.kind) {
    case 'copyWeek':
      return `copy of ${action.weeks} ${action.weeks === 1 ? 'week' : 'weeks'}`;
    case 'copyDay':
      return `copy of ${shortDate(action.fromDate)} to ${action.days} ${action.days === 1 ? 'day' : 'days'}`;
    case 'place':
      return action.employeeId === null
        ? `open shift on ${shortDate(action.date)}`
        : `placement of ${nameOf(action.employeeId) ?? 'an employee'} on ${shortDate(action.date)}`;
    case 'addShift':
      return `new row on ${shortDate(action.date)}`;
    case 'removeRow':
      return 'removal of a row';
    case 'retime':
      return `retime of ${whose(action.employeeId)}`;
    case 'remove':
      return `removal of ${whose(action.employeeId)}`;
    case 'reassign':
      return action.toEmployeeId === null
        ? `opening of ${whose(action.employeeId)}`
        : `reassignment of ${whose(action.employeeId)} to ${nameOf(action.toEmployeeId) ?? 'another employee'}`;
    case 'applyTemplate':
      return `template (${action.added} open ${action.added === 1 ? 'shift' : 'shifts'})`;
    case 'autofill':
      return `auto-fill (${action.placed} ${action.placed === 1 ? 'assignment' : 'assignments'})`;
  }
}

declare module '../../../lib/store' {
  // The Undo list's place in the store's state (lib/store.ts: features add their slices).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's declaration-merging pattern for injected slices
  export interface LazyLoadedSlices extends WithSlice<typeof undoSlice> {}
}
rootReducer.inject(undoSlice);

/** This session's undoable actions, newest first (none while the planner has not loaded). */
const NO_ENTRIES: UndoEntry[] = [];
export const selectUndoEntries = (state: { undo?: UndoState }): UndoEntry[] => state.undo?.entries ?? NO_ENTRIES;
