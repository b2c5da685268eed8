import { Injectable } from '@nestjs/common';
import { notFound, ROTA_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { Clock } from '../infrastructure/clock';
import { allocatedEmployee, loadEmployees, RotaDayDocument, WorkplaceDirectoryDocument } from '../read-side';
import { ROTA_DAYS, ROTA_EMPLOYEES, ROTA_WORKPLACES } from '../rota';
import { STAFF_REQUESTS, StaffRequestDocument } from './read-models';
import { workplaceToday } from './staff-member';

export type RequestRef = { kind: 'timeOff' | 'claim' | 'swap'; id: string };

/** What deciding a staff request and listing the pending ones both read: the request, its workplace's today, the shifts it affects. */
@Injectable()
export class RequestFacts {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  /** The request of that kind; an unknown id (or one of another kind) is 404. */
  async find(ref: RequestRef): Promise<StaffRequestDocument> {
    const doc = await this.readModels.get<StaffRequestDocument>(STAFF_REQUESTS, ref.id);
    if (!doc || doc.kind !== ref.kind) throw notFound(ROTA_MESSAGES.requestNotFound);
    return doc;
  }

  async today(workplaceId: string): Promise<string> {
    return workplaceToday(this.clock.now(), await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId));
  }

  /** The employee's assignments on the time off's days that approving would open (still theirs now), from the rota read model. */
  async shiftsAffected(doc: Pick<StaffRequestDocument, 'ownerId' | 'employeeId' | 'from' | 'to'>): Promise<number> {
    const days = await this.readModels.find<RotaDayDocument>(ROTA_DAYS, {
      ownerId: doc.ownerId,
      rotaDate: { $gte: doc.from!, $lte: doc.to! },
    });
    const employees = await loadEmployees(this.readModels, ROTA_EMPLOYEES, [doc.employeeId]);
    return days.reduce(
      (count, day) =>
        count +
        day.assignments.filter(
          (a) => a.employeeId === doc.employeeId && allocatedEmployee(a.employeeId, day.rotaDate, employees, day.workplaceId) !== null,
        ).length,
      0,
    );
  }
}
