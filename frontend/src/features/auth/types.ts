import type { UserAnswer } from '@rotaledger/contracts';

/** The client user object: the signed-in identity plus its rotaledger username. */
export interface SessionUser {
  uid: string;
  email: string;
  rotaledgerUsername: string;
  /** The name others in a team see (the username until one is given). */
  displayName?: string;
}

export function toSessionUser(user: UserAnswer): SessionUser {
  return { uid: user.user_id, email: user.email, rotaledgerUsername: user.username, displayName: user.displayName ?? user.username };
}
