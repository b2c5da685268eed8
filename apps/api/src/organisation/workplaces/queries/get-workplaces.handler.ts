import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { WorkplaceAnswer } from '@rotaledger/contracts';
import {
  breakRulesOf,
  clockInWithoutShiftOf,
  DEFAULT_PREFERENCES,
  kioskIpRangesOf,
  inScope,
  payrollCodesOf,
  payRulesAnswer,
  publishModeOf,
  timeZoneOf,
} from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { PreferencesReader } from '../../../accounts';
import type { TeamGrant } from '../../../common/auth/access';
import { EMPLOYEE_LIST, EmployeeListDocument } from '../../employees/read-models';
import { WORKPLACE_LIST, WorkplaceListDocument } from '../read-models';

export class GetWorkplacesQuery extends Query<WorkplaceAnswer[]> {
  /** The teams whose workplaces to list, the caller's own first (the access guard's list). */
  constructor(readonly teams: readonly TeamGrant[]) {
    super();
  }
}

@QueryHandler(GetWorkplacesQuery)
export class GetWorkplacesHandler implements IQueryHandler<GetWorkplacesQuery> {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly preferences: PreferencesReader,
  ) {}

  async execute({ teams }: GetWorkplacesQuery): Promise<WorkplaceAnswer[]> {
    const lists = await Promise.all(teams.map((team) => this.workplacesOf(team)));
    return lists.flat();
  }

  private async workplacesOf({ ownerId, role, workplaceIds }: TeamGrant): Promise<WorkplaceAnswer[]> {
    const [workplaces, employees, preferences] = await Promise.all([
      this.readModels.find<WorkplaceListDocument>(WORKPLACE_LIST, { ownerId }, { sort: { seq: 1 } }),
      this.readModels.find<EmployeeListDocument>(EMPLOYEE_LIST, { ownerId }),
      this.preferences.preferencesOf(ownerId),
    ]);
    const currency = preferences?.currency ?? DEFAULT_PREFERENCES.currency;
    const counts = new Map<string, number>();
    for (const employee of employees) counts.set(employee.workplaceId, (counts.get(employee.workplaceId) ?? 0) + 1);
    return workplaces
      .filter((w) => inScope(workplaceIds, w.workplaceId))
      .map((w) => ({
        workplace_id: w.workplaceId,
        name: w.name,
        industry_category: w.industryCategory,
        services: w.services,
        rota_start_time: w.rotaStartTime,
        rota_end_time: w.rotaEndTime,
        time_zone: timeZoneOf(w),
        publishMode: publishModeOf(w),
        breakRules: breakRulesOf(w),
        payrollCodes: payrollCodesOf(w),
        ...payRulesAnswer(w.payRules),
        kioskIpRanges: kioskIpRangesOf(w),
        clockInWithoutShift: clockInWithoutShiftOf(w),
        employee_count: counts.get(w.workplaceId) ?? 0,
        ownerId,
        role,
        currency,
      }));
  }
}
