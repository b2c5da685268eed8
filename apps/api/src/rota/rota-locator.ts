import { Injectable } from '@nestjs/common';
import { notFound, ROTA_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { WorkplaceDirectoryDocument } from '../read-side/rota-projection-kit';
import { ROTA_INDEX, ROTA_WORKPLACES, RotaIndexDocument } from './rota.read-models';

/**
 * Finds the workplace day of a shift or assignment from its id (routes carry only the id),
 * and checks the caller owns it. Another user's id reads exactly like an unknown one: 404.
 */
@Injectable()
export class RotaLocator {
  constructor(private readonly readModels: ReadModelStore) {}

  shift(shiftId: string, userId: string): Promise<RotaIndexDocument> {
    return this.owned(shiftId, 'shift', userId, ROTA_MESSAGES.shiftNotFound);
  }

  assignment(assignmentId: string, userId: string): Promise<RotaIndexDocument> {
    return this.owned(assignmentId, 'assignment', userId, ROTA_MESSAGES.assignmentNotFound);
  }

  /** For queries: the caller's live workplace, or 404. */
  async workplace(workplaceId: string, userId: string): Promise<WorkplaceDirectoryDocument> {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    if (!workplace || workplace.deleted || workplace.ownerId !== userId) throw notFound(ROTA_MESSAGES.workplaceNotFound);
    return workplace;
  }

  private async owned(id: string, kind: RotaIndexDocument['kind'], userId: string, message: string) {
    const doc = await this.readModels.get<RotaIndexDocument>(ROTA_INDEX, id);
    if (!doc || doc.kind !== kind || doc.ownerId !== userId) throw notFound(message);
    return doc;
  }
}
