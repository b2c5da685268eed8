import { toWireTime } from '@rotaledger/contracts';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AssignmentListAnswer } from '@rotaledger/contracts';
import { ReadModelStore } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees } from '../../read-side/projected-employees';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { RotaLocator } from '../rota-locator';
import type { WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES, RotaDayDocument } from '../rota.read-models';
import { breakViewOf } from './break-view';

export class GetAssignmentsQuery extends Query<AssignmentListAnswer> {
  constructor(readonly shiftId: string) {
    super();
  }
}

/**
 * A workplace day's document, and its assignments as the answers list them, grouped by shift id, each list by start
 * time: `employee_id` is null when unallocated (also when its employee was removed, or had moved
 * away, before that day).
 */
export async function readDayAssignments(
  readModels: ReadModelStore,
  workplaceId: string,
  rotaDate: string,
  keep: (assignment: RotaDayDocument['assignments'][number]) => boolean = () => true,
): Promise<{ day: RotaDayDocument | null; byShift: Map<string, AssignmentListAnswer> }> {
  const [day, workplace] = await Promise.all([
    readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate)),
    readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId),
  ]);
  const assignments = (day?.assignments ?? []).filter(keep).sort((a, b) => a.startMinute - b.startMinute);
  const employees = await loadEmployees(
    readModels,
    ROTA_EMPLOYEES,
    assignments.map((a) => a.employeeId),
  );
  const byShift = new Map<string, AssignmentListAnswer>();
  for (const a of assignments) {
    const list = byShift.get(a.shiftId) ?? [];
    list.push({
      assignment_id: a.assignmentId,
      time_start: toWireTime(a.startMinute),
      time_end: toWireTime(a.endMinute),
      employee_id: allocatedEmployee(a.employeeId, rotaDate, employees, workplaceId),
      ...breakViewOf(a, rotaDate, workplace),
    });
    byShift.set(a.shiftId, list);
  }
  return { day, byShift };
}

@QueryHandler(GetAssignmentsQuery)
export class GetAssignmentsHandler implements IQueryHandler<GetAssignmentsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly locator: RotaLocator,
  ) {}

  async execute({ shiftId }: GetAssignmentsQuery): Promise<AssignmentListAnswer> {
    const { workplaceId, rotaDate } = await this.locator.shift(shiftId);
    const { byShift } = await readDayAssignments(this.readModels, workplaceId, rotaDate, (a) => a.shiftId === shiftId);
    return byShift.get(shiftId) ?? [];
  }
}
