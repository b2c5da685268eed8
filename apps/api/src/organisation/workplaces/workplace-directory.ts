import { Injectable } from '@nestjs/common';
import { Filter, ReadModelStore } from '@rotaledger/read-models';
import { WORKPLACE_DIRECTORY, WorkplaceDirectoryDocument } from './read-models';

/**
 * Read access to every workplace, deleted ones flagged, inside the organisation context
 * (rota, pay and sharing keep their own projected copies: `read-side/`). Eventually consistent like any read model: a command that must
 * enforce a rule loads the `workplace-{id}` stream with workplaceDecider instead.
 */
@Injectable()
export class WorkplaceDirectory {
  constructor(private readonly readModels: ReadModelStore) {}

  get(workplaceId: string): Promise<WorkplaceDirectoryDocument | null> {
    return this.readModels.get<WorkplaceDirectoryDocument>(WORKPLACE_DIRECTORY, workplaceId);
  }

  /** The owner's workplaces in creation order; deleted ones only when asked. */
  forOwner(ownerId: string, options: { includeDeleted?: boolean } = {}): Promise<WorkplaceDirectoryDocument[]> {
    const filter: Filter = options.includeDeleted ? { ownerId } : { ownerId, deleted: false };
    return this.readModels.find<WorkplaceDirectoryDocument>(WORKPLACE_DIRECTORY, filter, { sort: { seq: 1 } });
  }
}
