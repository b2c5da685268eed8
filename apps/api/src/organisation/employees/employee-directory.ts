import { Injectable } from '@nestjs/common';
import { Filter, ReadModelStore } from '@rotaledger/read-models';
import { EMPLOYEE_DIRECTORY, EmployeeDirectoryDocument } from './read-models';

/**
 * Read access to every employee ever added, removed ones included (`removed`,
 * `removedAt`), inside the organisation context. Rota, pay and sharing keep their own
 * projected copies instead (`read-side/projected-employees.ts`), so each rebuilds alone.
 * Eventually consistent like any read model: a command that must enforce a rule loads
 * the `employee-{id}` stream with employeeDecider instead.
 */
@Injectable()
export class EmployeeDirectory {
  constructor(private readonly readModels: ReadModelStore) {}

  get(employeeId: string): Promise<EmployeeDirectoryDocument | null> {
    return this.readModels.get<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, employeeId);
  }

  /** The workplace's employees in creation order; removed ones only when asked. */
  forWorkplace(workplaceId: string, options: { includeRemoved?: boolean } = {}): Promise<EmployeeDirectoryDocument[]> {
    const filter: Filter = options.includeRemoved ? { workplaceId } : { workplaceId, removed: false };
    return this.readModels.find<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, filter, { sort: { seq: 1 } });
  }

  forOwner(ownerId: string, options: { includeRemoved?: boolean } = {}): Promise<EmployeeDirectoryDocument[]> {
    const filter: Filter = options.includeRemoved ? { ownerId } : { ownerId, removed: false };
    return this.readModels.find<EmployeeDirectoryDocument>(EMPLOYEE_DIRECTORY, filter, { sort: { seq: 1 } });
  }
}
