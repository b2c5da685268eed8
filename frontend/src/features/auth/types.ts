import type { UserAnswer } from '@rotaledger/contracts';

/** The client user object: the signed-in identity plus its rotaledger username. */
export interface SessionUser {
  uid: string;
  email: string;
  rotaledgerUsername: string;
}

export function toSessionUser(user: UserAnswer): SessionUser {
  return { uid: user.user_id, email: user.email, rotaledgerUsername: user.username };
}
