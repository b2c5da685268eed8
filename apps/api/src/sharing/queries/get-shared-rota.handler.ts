import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_PREFERENCES, initialRotaState, isCurrentSharingGeneration, notFound, readableDate, weekDates } from '@rotaledger/domain';
import type { SharedRotaAnswer, SharedRotaDayAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { FEED_ROTA_DAYS } from '../../feeds';
import { allocatedEmployee, dayDocumentId, loadEmployees, RotaDayDocument, WorkplaceDirectoryDocument } from '../../read-side';
import {
  SHARED_ROTA_DAYS,
  SHARED_ROTA_EMPLOYEES,
  SHARED_ROTA_OWNERS,
  SHARED_ROTA_WORKPLACES,
  SHARED_ROTAS,
  SharedRotaDocument,
  SharedRotaOwnerDocument,
} from '../sharing.read-models';

export const ROTA_NOT_FOUND = 'Rota not found.';

export class GetSharedRotaQuery extends Query<SharedRotaAnswer> {
  constructor(readonly rotaId: string) {
    super();
  }
}

type SharedShifts = SharedRotaDayAnswer['shifts'];

@QueryHandler(GetSharedRotaQuery)
export class GetSharedRotaHandler implements IQueryHandler<GetSharedRotaQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  /**
   * Unknown or revoked link, deleted workplace or account, public_rota off, or turned off
   * since the link was made: all read as "not found". A week link reads its seven days as
   * they are now, so it is as live as a day link.
   */
  async execute({ rotaId }: GetSharedRotaQuery): Promise<SharedRotaAnswer> {
    const shared = await this.readModels.get<SharedRotaDocument>(SHARED_ROTAS, rotaId);
    if (!shared || shared.revoked) throw notFound(ROTA_NOT_FOUND);
    const dates = shared.span === 'week' ? weekDates(shared.rotaDate) : [shared.rotaDate];
    const [workplace, owner, ...days] = await Promise.all([
      this.readModels.get<WorkplaceDirectoryDocument>(SHARED_ROTA_WORKPLACES, shared.workplaceId),
      this.readModels.get<SharedRotaOwnerDocument>(SHARED_ROTA_OWNERS, shared.ownerId),
      // What staff see of the days: the staff feeds' copy (the sharing projection keeps none since version 2).
      ...dates.map((date) => this.readModels.get<RotaDayDocument>(FEED_ROTA_DAYS, dayDocumentId(shared.workplaceId, date))),
    ]);
    const publicRota = owner?.publicRota ?? DEFAULT_PREFERENCES.public_rota;
    const currentGeneration = isCurrentSharingGeneration(shared.sharingGeneration, owner?.sharingGeneration);
    if (!workplace || workplace.deleted || !publicRota || !currentGeneration) throw notFound(ROTA_NOT_FOUND);
    // A shared day (a week's Monday) staff have never seen (an 'on-publish' workplace's, not yet
    // published) shows as published so far: empty, last updated when it was first shared.
    days[0] ??= await this.neverPublished(shared);
    const planned = days.filter((day): day is RotaDayDocument => Boolean(day));
    const employees = await loadEmployees(
      this.readModels,
      SHARED_ROTA_EMPLOYEES,
      planned.flatMap((day) => day.assignments.map((a) => a.employeeId)),
    );
    if (shared.span !== 'week') {
      const day = days[0];
      return {
        shifts: shiftsOf(day, employees),
        lastUpdated: day.lastUpdated,
        date: readableDate(day.rotaDate),
        workplace: workplace.name,
      };
    }
    return {
      workplace: workplace.name,
      weekStart: shared.rotaDate,
      lastUpdated: planned.map((day) => day.lastUpdated).reduce((latest, at) => (at > latest ? at : latest)),
      days: dates.map((date, i) => ({ date, shifts: days[i] ? shiftsOf(days[i], employees) : [] })),
    };
  }

  /** An empty day, as staff see a day never published, dated by the first link made to it. */
  private async neverPublished(shared: SharedRotaDocument): Promise<RotaDayDocument> {
    const id = dayDocumentId(shared.workplaceId, shared.rotaDate);
    // While version 2 of the sharing projection is built beside version 1, queries read version 1,
    // whose links carry no sharedAt but whose own empty day says it (remove with sharing-v1.projection.ts).
    const kept = await this.readModels.get<RotaDayDocument>(SHARED_ROTA_DAYS, id);
    if (kept) return kept;
    const links = await this.readModels.find<SharedRotaDocument>(SHARED_ROTAS, {
      workplaceId: shared.workplaceId,
      rotaDate: shared.rotaDate,
    });
    // ISO instants of one clock sort as strings; the link itself is one of them.
    const [firstShared = ''] = links.flatMap((link) => (link.sharedAt ? [link.sharedAt] : [])).sort();
    return {
      ...initialRotaState(),
      id,
      workplaceId: shared.workplaceId,
      rotaDate: shared.rotaDate,
      ownerId: shared.ownerId,
      shiftCount: 0,
      lastUpdated: firstShared,
    };
  }
}

/** A day's shifts as a shared rota shows them: assignments in start order, employees by display name ('?' when nobody). */
function shiftsOf(day: RotaDayDocument, employees: Awaited<ReturnType<typeof loadEmployees>>): SharedShifts {
  return day.shifts.map((shift) => ({
    serviceType: shift.serviceType,
    assignments: day.assignments
      .filter((a) => a.shiftId === shift.shiftId)
      .sort((a, b) => a.startMinute - b.startMinute)
      .map((a) => {
        const employeeId = allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId);
        return {
          startHour: Math.floor(a.startMinute / 60),
          startMinute: a.startMinute % 60,
          endHour: Math.floor(a.endMinute / 60),
          endMinute: a.endMinute % 60,
          employee_name: (employeeId !== null && employees.get(employeeId)?.displayName) || '?',
        };
      }),
  }));
}
