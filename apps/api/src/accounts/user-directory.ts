import { Injectable } from '@nestjs/common';
import { ReadModelStore } from '@rotaledger/read-models';
import { USERS } from './read-models';

/** For other contexts: whether a user still exists (a deleted account's data must not come back). */
@Injectable()
export class UserDirectory {
  constructor(private readonly readModels: ReadModelStore) {}

  async exists(userId: string): Promise<boolean> {
    return (await this.readModels.get(USERS, userId)) !== null;
  }
}
