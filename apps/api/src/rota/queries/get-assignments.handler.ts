import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { formatTimeOfDay } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { allocatedEmployee, loadEmployees } from '../../read-side/projected-employees';
import { dayDocumentId } from '../../read-side/rota-projection-kit';
import { RotaLocator } from '../rota-locator';
import type { WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES, RotaDayDocument } from '../rota.read-models';
import { BreakView, breakViewOf } from './break-view';

export interface AssignmentView extends BreakView {
  assignment_id: string;
  time_start: string;
  time_end: string;
  /** null when unallocated (also when its employee was removed, or had moved away, before that day). */
  employee_id: string | null;
}

export class GetAssignmentsQuery extends Query<AssignmentView[]> {
  constructor(readonly shiftId: string) {
    super();
  }
}

@QueryHandler(GetAssignmentsQuery)
export class GetAssignmentsHandler implements IQueryHandler<GetAssignmentsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly locator: RotaLocator,
  ) {}

  async execute({ shiftId }: GetAssignmentsQuery): Promise<AssignmentView[]> {
    const { workplaceId, rotaDate } = await this.locator.shift(shiftId);
    const [day, workplace] = await Promise.all([
      this.readModels.get<RotaDayDocument>(ROTA_DAYS, dayDocumentId(workplaceId, rotaDate)),
      this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId),
    ]);
    const assignments = (day?.assignments ?? []).filter((a) => a.shiftId === shiftId).sort((a, b) => a.startMinute - b.startMinute);
    const employees = await loadEmployees(
      this.readModels,
      ROTA_EMPLOYEES,
      assignments.map((a) => a.employeeId),
    );
    return assignments.map((a) => ({
      assignment_id: a.assignmentId,
      time_start: formatTimeOfDay(a.startMinute),
      time_end: formatTimeOfDay(a.endMinute),
      employee_id: allocatedEmployee(a.employeeId, rotaDate, employees, workplaceId),
      ...breakViewOf(a, rotaDate, workplace),
    }));
  }
}
