import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EmployeeAnswer } from '@rotaledger/contracts';
import { can, inScope, penceToRate, RateChange, singleRate } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import type { TeamGrant } from '../../../common/auth/access';
import { Clock } from '../../../infrastructure/clock';
import {
  HOLIDAY_BALANCES,
  HOLIDAY_WORKPLACES,
  holidayBalanceAnswer,
  HolidayBalanceDocument,
  holidayToday,
  HolidayWorkplaceDocument,
  leaveYearBalanceOf,
} from '../../../read-side';
import { WORKPLACE_LIST, WorkplaceListDocument } from '../../workplaces/read-models';
import { EMPLOYEE_LIST, EmployeeListDocument } from '../read-models';

/** One row of GET /employees/getemployees (its contract is `EmployeeAnswer`). */
export type EmployeeListItem = EmployeeAnswer;

/** The answer's rate history: decimals like `rate`. */
export const rateHistoryAnswer = (history: readonly RateChange[]) =>
  history.map((entry) => ({ rate: penceToRate(entry.ratePence), effective_from: entry.effectiveFrom }));

export const UNKNOWN_WORKPLACE = 'Unknown Workplace';

export class GetEmployeesQuery extends Query<EmployeeListItem[]> {
  /** The teams whose employees to list, the caller's own first (the access guard's list). */
  constructor(readonly teams: readonly TeamGrant[]) {
    super();
  }
}

@QueryHandler(GetEmployeesQuery)
export class GetEmployeesHandler implements IQueryHandler<GetEmployeesQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  async execute({ teams }: GetEmployeesQuery): Promise<EmployeeListItem[]> {
    return (await Promise.all(teams.map((team) => this.employeesOf(team)))).flat();
  }

  /** A team's employees at the workplaces in the scope, in the order they were added. */
  private async employeesOf({ ownerId, role, workplaceIds }: TeamGrant): Promise<EmployeeListItem[]> {
    const [employees, workplaces, balances, holidayWorkplaces] = await Promise.all([
      this.readModels.find<EmployeeListDocument>(EMPLOYEE_LIST, { ownerId }, { sort: { seq: 1 } }),
      this.readModels.find<WorkplaceListDocument>(WORKPLACE_LIST, { ownerId }),
      this.readModels.find<HolidayBalanceDocument>(HOLIDAY_BALANCES, { ownerId }),
      this.readModels.find<HolidayWorkplaceDocument>(HOLIDAY_WORKPLACES, { ownerId }),
    ]);
    const balanceOf = new Map(balances.map((b) => [b.id, b]));
    const holidayWorkplaceOf = new Map(holidayWorkplaces.map((w) => [w.id, w]));
    const now = this.clock.now();
    // As at today at their workplace: under the entitlement method, the leave year holding it.
    const holidayBalance = (employeeId: string, workplaceId: string) => {
      const workplace = holidayWorkplaceOf.get(workplaceId);
      return holidayBalanceAnswer(leaveYearBalanceOf(balanceOf.get(employeeId), workplace, holidayToday(workplace, now)));
    };
    const names = new Map(workplaces.map((w) => [w.workplaceId, w.name]));
    return employees
      .filter((e) => inScope(workplaceIds, e.workplaceId))
      .map((e) => ({
        employee_id: e.employeeId,
        workplace_id: e.workplaceId,
        workplace_name: names.get(e.workplaceId) ?? UNKNOWN_WORKPLACE,
        display_name: e.displayName,
        first_name: e.firstName,
        surname: e.surname,
        rate: penceToRate(e.ratePence),
        rate_history: rateHistoryAnswer(e.rateHistory ?? singleRate(e.ratePence)),
        services: e.services,
        email: e.email ?? null,
        date_of_birth: e.dateOfBirth ?? null,
        contract: e.contract ?? {},
        payrollId: e.payrollId ?? null,
        // Personal data for those who call them: never an auditor's (the permissions table decides).
        ...(can(role, 'employee.phone') ? { phone: e.phone ?? null } : {}),
        holiday: e.holiday ?? null,
        holidayBalance: holidayBalance(e.employeeId, e.workplaceId),
        created_by: e.ownerId,
        ownerId,
        role,
      }));
  }
}
