import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DEFAULT_PREFERENCES, isCurrentSharingGeneration, notFound, readableDate } from '@rotaledger/domain';
import type { SharedRotaAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
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

@QueryHandler(GetSharedRotaQuery)
export class GetSharedRotaHandler implements IQueryHandler<GetSharedRotaQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  /**
   * Unknown or revoked link, deleted workplace or account, public_rota off, or turned off
   * since the link was made: all read as "not found".
   */
  async execute({ rotaId }: GetSharedRotaQuery): Promise<SharedRotaAnswer> {
    const shared = await this.readModels.get<SharedRotaDocument>(SHARED_ROTAS, rotaId);
    if (!shared || shared.revoked) throw notFound(ROTA_NOT_FOUND);
    const [workplace, owner, day] = await Promise.all([
      this.readModels.get<WorkplaceDirectoryDocument>(SHARED_ROTA_WORKPLACES, shared.workplaceId),
      this.readModels.get<SharedRotaOwnerDocument>(SHARED_ROTA_OWNERS, shared.ownerId),
      this.readModels.get<RotaDayDocument>(SHARED_ROTA_DAYS, dayDocumentId(shared.workplaceId, shared.rotaDate)),
    ]);
    const publicRota = owner?.publicRota ?? DEFAULT_PREFERENCES.public_rota;
    const currentGeneration = isCurrentSharingGeneration(shared.sharingGeneration, owner?.sharingGeneration);
    if (!workplace || workplace.deleted || !publicRota || !currentGeneration || !day) throw notFound(ROTA_NOT_FOUND);
    const employees = await loadEmployees(
      this.readModels,
      SHARED_ROTA_EMPLOYEES,
      day.assignments.map((a) => a.employeeId),
    );
    const shifts = day.shifts.map((shift) => ({
      serviceType: shift.serviceType,
      assignments: day.assignments
        .filter((a) => a.shiftId === shift.shiftId)
        .sort((a, b) => a.startMinute - b.startMinute)
        .map((a) => {
          const employeeId = allocatedEmployee(a.employeeId, day.rotaDate, employees);
          return {
            startHour: Math.floor(a.startMinute / 60),
            startMinute: a.startMinute % 60,
            endHour: Math.floor(a.endMinute / 60),
            endMinute: a.endMinute % 60,
            employee_name: (employeeId !== null && employees.get(employeeId)?.displayName) || '?',
          };
        }),
    }));
    return { shifts, lastUpdated: day.lastUpdated, date: readableDate(day.rotaDate), workplace: workplace.name };
  }
}
