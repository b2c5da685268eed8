import { OWN_DATA_ONLY } from '@rotaledger/contracts';
import { DomainError } from '@rotaledger/domain';
import type { AuthUser } from './auth-user';

/**
 * The spec's calls carry the user id; the token decides who the caller is. A missing id
 * means "me"; a different id is 403, never another user's data.
 */
export function assertSameUser(claimed: unknown, user: AuthUser): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  const claimedId = typeof claimed === 'string' || typeof claimed === 'number' ? String(claimed) : undefined;
  if (claimedId !== user.userId) {
    throw new DomainError('forbidden', OWN_DATA_ONLY);
  }
}
