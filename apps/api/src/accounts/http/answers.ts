import type { UserAnswer } from '@rotaledger/contracts';
import type { AccountUser } from '../read-models';

/** The backend user record under the spec's field names (section 3). */
export function backendUser(user: AccountUser): UserAnswer {
  return { user_id: user.userId, email: user.email, username: user.username, displayName: user.displayName, createdAt: user.createdAt };
}
