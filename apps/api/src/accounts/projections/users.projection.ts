import { ACCOUNT_PURGE_EVENT_TYPES, normaliseEmail } from '@rotaledger/domain';
import type { ProjectionBatch } from '@rotaledger/read-models';
import { defineDomainProjection } from '../../infrastructure/domain-log';
import { CREDENTIALS, CredentialsDocument, USERS, UserDocument } from '../read-models';

/** The backend user record (`users`) and what log-in and the session check need (`credentials`). */
export const usersProjection = defineDomainProjection({
  name: 'accounts-users',
  collections: [USERS, CREDENTIALS],
  indexes: [{ collection: CREDENTIALS, fields: ['userId'] }],
  eventTypes: ['UserRegistered', 'UsernameChanged', 'DisplayNameChanged', 'PasswordChanged', 'PasswordReset', ...ACCOUNT_PURGE_EVENT_TYPES],
  async apply(event, batch: ProjectionBatch): Promise<void> {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, email, username, createdAt, passwordHash, displayName } = event.data;
        const named = displayName === undefined ? {} : { displayName };
        batch.put(USERS, { id: userId, userId, email, username, ...named, createdAt } satisfies UserDocument);
        batch.put(CREDENTIALS, {
          id: normaliseEmail(email),
          userId,
          passwordHash,
          tokenVersion: 0,
        } satisfies CredentialsDocument);
        return;
      }
      case 'UsernameChanged': {
        const user = await batch.get<UserDocument>(USERS, event.data.userId);
        if (user) batch.put(USERS, { ...user, username: event.data.username });
        return;
      }
      case 'DisplayNameChanged': {
        const user = await batch.get<UserDocument>(USERS, event.data.userId);
        if (user) batch.put(USERS, { ...user, displayName: event.data.displayName });
        return;
      }
      case 'PasswordChanged':
      case 'PasswordReset': {
        const { userId, passwordHash, tokenVersion } = event.data;
        for (const credentials of await batch.find<CredentialsDocument>(CREDENTIALS, { userId })) {
          batch.put(CREDENTIALS, { ...credentials, passwordHash, tokenVersion });
        }
        return;
      }
      case 'AccountDeleted':
      case 'AccountStreamsDeleted':
      case 'AccountDeletionCompleted':
        batch.delete(USERS, event.data.userId);
        await batch.deleteWhere(CREDENTIALS, { userId: event.data.userId });
        return;
    }
  },
});
