import { addDays, isEventOfType, parseRotaStream, plannedBreakOf, publishModeOf, ROTA_EVENT_TYPES, RotaState } from '@rotaledger/domain';
import type { EventBody, StoredEvent } from '@rotaledger/event-store';
import type { Filter, ProjectionBatch } from '@rotaledger/read-models';
import type { RotaDayDocument } from './rota-day-document';
import { dayDocumentId, evolveDayDocument, WorkplaceDirectoryDocument } from './rota-projection-kit';

/**
 * Publication for the staff-facing projections (sharing links, personal pages, calendar feeds).
 * Their day collection is what staff see. While a workplace is 'on-publish', rota events evolve
 * a draft of the day instead (seeded from what staff see); publishing a week moves its drafts
 * into the staff copy, and switching back to 'live' moves every draft. All of it follows from
 * the log alone, so a rebuild gives the same documents.
 */
export interface StaffVisibleCollections {
  /** What staff see, one RotaDayDocument per workplace day. */
  days: string;
  /** The plan's newer days of 'on-publish' workplaces, not yet published. */
  drafts: string;
  /** The projection's copy of the workplaces (with their publish mode). */
  workplaces: string;
}

/** A day whose staff copy changed: before (null: staff saw nothing of it) and after. */
export interface StaffDayChange {
  before: RotaDayDocument | null;
  after: RotaDayDocument;
}

/**
 * Applies a rota event to what staff see (a 'live' workplace) or to the day's draft (an
 * 'on-publish' one). Null for an event that is not a rota event or of an unknown or deleted
 * workplace; `visible` says whether staff see the change now.
 */
export async function evolveStaffVisibleDay(
  stored: StoredEvent<EventBody>,
  batch: ProjectionBatch,
  collections: StaffVisibleCollections,
): Promise<(StaffDayChange & { visible: boolean }) | null> {
  if (!isEventOfType(stored, ROTA_EVENT_TYPES)) return null;
  const location = parseRotaStream(stored.streamId);
  if (!location) return null;
  const workplace = await batch.get<WorkplaceDirectoryDocument>(collections.workplaces, location.workplaceId);
  if (!workplace || publishModeOf(workplace) === 'live') {
    const result = await evolveDayDocument(stored, batch, { days: collections.days, workplaces: collections.workplaces });
    return result && { ...result, visible: true };
  }
  const id = dayDocumentId(location.workplaceId, location.rotaDate);
  if (!(await batch.get<RotaDayDocument>(collections.drafts, id))) {
    const published = await batch.get<RotaDayDocument>(collections.days, id);
    if (published) batch.put(collections.drafts, published);
  }
  const result = await evolveDayDocument(stored, batch, { days: collections.drafts, workplaces: collections.workplaces });
  return result && { ...result, visible: false };
}

/** Moves the drafts matching `filter` into what staff see; answers the days whose staff copy changed. */
async function promoteDrafts(batch: ProjectionBatch, collections: StaffVisibleCollections, filter: Filter): Promise<StaffDayChange[]> {
  const drafts = await batch.find<RotaDayDocument>(collections.drafts, filter, { sort: { rotaDate: 1 } });
  const changes: StaffDayChange[] = [];
  for (const draft of drafts) {
    const before = await batch.get<RotaDayDocument>(collections.days, draft.id);
    batch.put(collections.days, draft);
    batch.delete(collections.drafts, draft.id);
    changes.push({ before, after: draft });
  }
  return changes;
}

/** RotaWeekPublished: the week's drafts (Monday to Sunday) become what staff see. */
export function publishWeek(batch: ProjectionBatch, collections: StaffVisibleCollections, workplaceId: string, weekStart: string) {
  return promoteDrafts(batch, collections, { workplaceId, rotaDate: { $gte: weekStart, $lte: addDays(weekStart, 6) } });
}

/** A workplace back to 'live': staff see every change again, so every draft is promoted. */
export function publishEveryDraft(batch: ProjectionBatch, collections: StaffVisibleCollections, workplaceId: string) {
  return promoteDrafts(batch, collections, { workplaceId });
}

const sameAssignment = (
  a: RotaState['assignments'][number],
  b: RotaState['assignments'][number],
  serviceOf: (state: RotaState, shiftId: string) => number | undefined,
  states: [RotaState, RotaState],
) =>
  a.employeeId === b.employeeId &&
  a.startMinute === b.startMinute &&
  a.endMinute === b.endMinute &&
  // Staff see the planned break (and the paid time it leaves) on their page.
  plannedBreakOf(a) === plannedBreakOf(b) &&
  serviceOf(states[0], a.shiftId) === serviceOf(states[1], b.shiftId);

/**
 * The ids of the assignments that differ between what staff see of a day (null: nothing) and its
 * draft: added, removed, or changed in employee, times, break or service.
 */
export function unpublishedAssignmentIds(published: RotaState | null, draft: RotaState): string[] {
  const serviceOf = (state: RotaState, shiftId: string) => state.shifts.find((shift) => shift.shiftId === shiftId)?.serviceType;
  const seen = new Map((published?.assignments ?? []).map((a) => [a.assignmentId, a]));
  const ids: string[] = [];
  for (const planned of draft.assignments) {
    const shown = seen.get(planned.assignmentId);
    if (!shown || !sameAssignment(shown, planned, serviceOf, [published!, draft])) ids.push(planned.assignmentId);
    seen.delete(planned.assignmentId);
  }
  return [...ids, ...seen.keys()];
}
