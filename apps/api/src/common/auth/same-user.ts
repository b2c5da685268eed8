import { DomainError } from '@rotaledger/domain';
import type { AuthUser } from './auth-user';

export const NOT_YOUR_DATA = 'You can only access your own data.';

/**
 * The spec's calls carry the user id; the token decides who the caller is. A missing id
 * means "me"; a different id is 403, never another user's data.
 */
export function assertSameUser(claimed: unknown, user: AuthUser): void {
  if (claimed === undefined || claimed === null || claimed === '') return;
  if (String(claimed) !== user.userId) {
    throw new DomainError('forbidden', NOT_YOUR_DATA);
  }
}
