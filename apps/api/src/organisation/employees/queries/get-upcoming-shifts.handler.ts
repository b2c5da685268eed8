import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { checkedMoveEffectiveFrom, EMPLOYEE_MESSAGES, isoDateOfInstant, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../../../infrastructure/clock';
import { EMPLOYEE_DAY_ASSIGNMENTS, EMPLOYEE_LIST, EmployeeDayAssignmentsDocument, EmployeeListDocument } from '../read-models';

/** GET /employees/upcomingshifts: how many shifts a removal, or a move from a day, would open. */
export interface UpcomingShifts {
  count: number;
}

export class GetUpcomingShiftsQuery extends Query<UpcomingShifts> {
  constructor(
    readonly employeeId: string,
    /** yyyy-mm-dd a move would start (absent: tomorrow, as a removal's first open day). */
    readonly moveEffectiveFrom?: string,
  ) {
    super();
  }
}

/**
 * The employee's assignments at their current workplace from the move's first day (checked
 * and defaulted by the domain's `checkedMoveEffectiveFrom`: tomorrow (UTC), the first day a
 * removal today opens too), the ones `isOpenedAt` opens. A missing or removed employee is a
 * 404 (who may see it is the access check's).
 */
@QueryHandler(GetUpcomingShiftsQuery)
export class GetUpcomingShiftsHandler implements IQueryHandler<GetUpcomingShiftsQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  async execute({ employeeId, moveEffectiveFrom }: GetUpcomingShiftsQuery): Promise<UpcomingShifts> {
    const firstOpenDay = checkedMoveEffectiveFrom(moveEffectiveFrom, isoDateOfInstant(this.clock.now().toISOString()));
    const employee = await this.readModels.get<EmployeeListDocument>(EMPLOYEE_LIST, employeeId);
    if (!employee) throw notFound(EMPLOYEE_MESSAGES.notFound);
    const days = await this.readModels.find<EmployeeDayAssignmentsDocument>(EMPLOYEE_DAY_ASSIGNMENTS, {
      employeeId,
      workplaceId: employee.workplaceId,
      rotaDate: { $gte: firstOpenDay },
    });
    return { count: days.reduce((total, day) => total + day.count, 0) };
  }
}
