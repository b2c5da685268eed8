import { KeyObject } from 'node:crypto';
import { JsonWebTokenError, JwtService } from '@nestjs/jwt';
import { VerifiedSignatures } from './verified-signatures';

/**
 * What a session token carries: no personal data (a JWT is only signed, anyone holding it
 * can read it). `sid` names this session, so log-out can end it alone; `tv` is the token
 * version current when it was issued.
 */
export interface SessionClaims {
  sub: string;
  sid: string;
  tv: number;
  iat: number;
  exp: number;
}

/** 16 random bytes, base64url. */
const SESSION_ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;

/** Tokens whose checked signature is remembered: a few hundred kB at most. */
export const VERIFIED_TOKENS_KEPT = 4096;

/**
 * The first half of the session check, which needs no store: the token is an HS256 JWT
 * signed with our key, carries well-formed claims and has not expired by `now` (the
 * injected clock's, so tests can move time). The signature is checked once per exact token
 * text (VerifiedSignatures); the expiry on every call.
 */
export class SessionTokenVerifier {
  private readonly signatures: VerifiedSignatures<SessionClaims>;

  constructor(jwt: JwtService, key: KeyObject, capacity = VERIFIED_TOKENS_KEPT) {
    this.signatures = new VerifiedSignatures((token) => signedClaimsOf(jwt, key, token), capacity);
  }

  /** The token's claims, or null when it is forged, garbled, malformed or expired. */
  claimsOf(token: string, now: Date): SessionClaims | null {
    const claims = this.signatures.claimsOf(token);
    return claims !== null && claims.exp * 1000 > now.getTime() ? claims : null;
  }
}

function signedClaimsOf(jwt: JwtService, key: KeyObject, token: string): SessionClaims | null {
  let payload: unknown;
  try {
    // jsonwebtoken takes a KeyObject (and only then skips parsing the secret as a PEM key
    // each time); @nestjs/jwt's types list string | Buffer. Expiry is checked by the caller's clock.
    payload = jwt.verify(token, { secret: key as unknown as Buffer, algorithms: ['HS256'], ignoreExpiration: true });
  } catch (error) {
    // Forged, garbled or not a JWT at all: the caller's mistake. Anything else is ours.
    if (error instanceof JsonWebTokenError) return null;
    throw error;
  }
  const claims = (payload ?? {}) as Partial<SessionClaims>;
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    !SESSION_ID_SHAPE.test(claims.sid) ||
    !Number.isInteger(claims.tv) ||
    typeof claims.exp !== 'number'
  ) {
    return null;
  }
  // Frozen: one copy is handed to every request that comes with this token.
  return Object.freeze({ sub: claims.sub, sid: claims.sid, tv: claims.tv!, iat: claims.iat!, exp: claims.exp });
}
