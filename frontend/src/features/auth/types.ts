/** The user record the backend keeps (spec section 3). */
export interface BackendUser {
  user_id: string;
  email: string;
  username: string | null;
  createdAt: string;
}

export interface AuthResponse {
  user: BackendUser;
  token: string;
}

/** The client user object: the signed-in identity plus its rotaledger username. */
export interface SessionUser {
  uid: string;
  email: string;
  rotaledgerUsername: string | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export function toSessionUser(user: BackendUser): SessionUser {
  return { uid: user.user_id, email: user.email, rotaledgerUsername: user.username ?? null };
}
