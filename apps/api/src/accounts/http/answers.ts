import type { AccountUser } from '../read-models';

/** The backend user record under the spec's field names (section 3). */
export interface BackendUser {
  user_id: string;
  email: string;
  username: string;
  createdAt: string;
}

export function backendUser(user: AccountUser): BackendUser {
  return { user_id: user.userId, email: user.email, username: user.username, createdAt: user.createdAt };
}
