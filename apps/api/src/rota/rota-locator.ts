import { Injectable } from '@nestjs/common';
import { notFound, ROTA_MESSAGES } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { ROTA_INDEX, RotaIndexDocument } from './rota.read-models';

/**
 * Finds the workplace day of a shift or assignment from its id (routes carry only the id).
 * Who may act on it was decided before the handler ran (the access check, team context);
 * an id gone meanwhile is 404.
 */
@Injectable()
export class RotaLocator {
  constructor(private readonly readModels: ReadModelStore) {}

  shift(shiftId: string): Promise<RotaIndexDocument> {
    return this.find(shiftId, 'shift', ROTA_MESSAGES.shiftNotFound);
  }

  assignment(assignmentId: string): Promise<RotaIndexDocument> {
    return this.find(assignmentId, 'assignment', ROTA_MESSAGES.assignmentNotFound);
  }

  private async find(id: string, kind: RotaIndexDocument['kind'], message: string) {
    const doc = await this.readModels.get<RotaIndexDocument>(ROTA_INDEX, id);
    if (!doc || doc.kind !== kind) throw notFound(message);
    return doc;
  }
}
