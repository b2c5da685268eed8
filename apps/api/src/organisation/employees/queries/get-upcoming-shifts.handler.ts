import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EMPLOYEE_MESSAGES, isoDateOfInstant, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../../../infrastructure/clock';
import { EMPLOYEE_DAY_ASSIGNMENTS, EMPLOYEE_LIST, EmployeeDayAssignmentsDocument, EmployeeListDocument } from '../read-models';

/** GET /employees/upcomingshifts: how many shifts a removal or a move would open now. */
export interface UpcomingShifts {
  count: number;
}

export class GetUpcomingShiftsQuery extends Query<UpcomingShifts> {
  constructor(readonly employeeId: string) {
    super();
  }
}

/**
 * The employee's assignments at their current workplace on the days after today (UTC), the
 * ones `isOpenedAt` opens when they are removed or moved today. A missing or removed
 * employee is a 404 (who may see it is the access check's).
 */
@QueryHandler(GetUpcomingShiftsQuery)
export class GetUpcomingShiftsHandler implements IQueryHandler<GetUpcomingShiftsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  async execute({ employeeId }: GetUpcomingShiftsQuery): Promise<UpcomingShifts> {
    const employee = await this.readModels.get<EmployeeListDocument>(EMPLOYEE_LIST, employeeId);
    if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const today = isoDateOfInstant(this.clock.now().toISOString());
    const days = await this.readModels.find<EmployeeDayAssignmentsDocument>(EMPLOYEE_DAY_ASSIGNMENTS, {
      employeeId,
      workplaceId: employee.workplaceId,
      rotaDate: { $gt: today },
    });
    return { count: days.reduce((total, day) => total + day.count, 0) };
  }
}
