import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { WorkplaceAnswer } from '@rotaledger/contracts';
import { timeZoneOf } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { EMPLOYEE_LIST, EmployeeListDocument } from '../../employees/read-models';
import { WORKPLACE_LIST, WorkplaceListDocument } from '../read-models';

export class GetWorkplacesQuery extends Query<WorkplaceAnswer[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}

@QueryHandler(GetWorkplacesQuery)
export class GetWorkplacesHandler implements IQueryHandler<GetWorkplacesQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ ownerId }: GetWorkplacesQuery): Promise<WorkplaceAnswer[]> {
    const [workplaces, employees] = await Promise.all([
      this.readModels.find<WorkplaceListDocument>(WORKPLACE_LIST, { ownerId }, { sort: { seq: 1 } }),
      this.readModels.find<EmployeeListDocument>(EMPLOYEE_LIST, { ownerId }),
    ]);
    const counts = new Map<string, number>();
    for (const employee of employees) counts.set(employee.workplaceId, (counts.get(employee.workplaceId) ?? 0) + 1);
    return workplaces.map((w) => ({
      workplace_id: w.workplaceId,
      name: w.name,
      industry_category: w.industryCategory,
      services: w.services,
      rota_start_time: w.rotaStartTime,
      rota_end_time: w.rotaEndTime,
      time_zone: timeZoneOf(w),
      employee_count: counts.get(w.workplaceId) ?? 0,
    }));
  }
}
