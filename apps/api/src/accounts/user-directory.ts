import { Injectable } from '@nestjs/common';
import { normaliseEmail } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { CREDENTIALS, CredentialsDocument, displayNameOf, USERS, UserDocument } from './read-models';

/** A user as other contexts see them (a team lists its members by name and e-mail). */
export type UserProfile = Pick<UserDocument, 'userId' | 'username' | 'email'> & { displayName: string };

/** For other contexts: whether a user still exists (a deleted account's data must not come back), who has an e-mail, and their names. */
@Injectable()
export class UserDirectory {
  constructor(private readonly readModels: ReadModelStore) {}

  async exists(userId: string): Promise<boolean> {
    return (await this.readModels.get(USERS, userId)) !== null;
  }

  /** The user signed up with this e-mail (any letter case), or null. */
  async userIdOfEmail(email: string): Promise<string | null> {
    return (await this.readModels.get<CredentialsDocument>(CREDENTIALS, normaliseEmail(email)))?.userId ?? null;
  }

  async profiles(userIds: readonly string[]): Promise<Map<string, UserProfile>> {
    if (userIds.length === 0) return new Map();
    const users = await this.readModels.find<UserDocument>(USERS, { id: { $in: [...new Set(userIds)] } });
    return new Map(
      users.map((user) => [
        user.userId,
        { userId: user.userId, username: user.username, email: user.email, displayName: displayNameOf(user) },
      ]),
    );
  }
}
