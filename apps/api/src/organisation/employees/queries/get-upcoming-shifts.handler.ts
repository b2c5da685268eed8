import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { checkedMoveEffectiveFrom, EMPLOYEE_MESSAGES, isoDateOfInstant, notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../../../infrastructure/clock';
import { EMPLOYEE_LIST, EmployeeListDocument, ROTA_DAYS, RotaDayDocument } from '../read-models';

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
    // The workplace's days from then on: at most the planning horizon's, read once for a dialog.
    const days = await this.readModels.find<RotaDayDocument>(ROTA_DAYS, {
      workplaceId: employee.workplaceId,
      rotaDate: { $gte: firstOpenDay },
    });
    return { count: countAssignmentsOf(employeeId, days) };
  }
}

/** The employee's assignments on these days (unallocated ones are no one's). */
export function countAssignmentsOf(employeeId: string, days: readonly Pick<RotaDayDocument, 'assignments'>[]): number {
  let count = 0;
  for (const day of days) for (const assignment of day.assignments) if (assignment.employeeId === employeeId) count++;
  return count;
}
