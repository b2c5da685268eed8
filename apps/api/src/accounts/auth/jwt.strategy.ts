import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { HttpRequest } from '../../common/http/http-types';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '../../common/auth/auth-user';
import { sessionCookieOf } from './session-cookie';
import type { SessionTokens } from './session-tokens';

const SESSIONS = Symbol('rotaledger.sessionTokens');
type RequestWithSessions = HttpRequest & { [SESSIONS]?: SessionTokens };

/**
 * Passport keeps strategies in one process-wide registry, so with two apps in one process
 * (tests, API + projector) the last one registered serves both. The strategy therefore
 * takes everything app-specific (secret, read models, clock) from the request, where this
 * app's guard put it.
 */
export function attachSessionTokens(request: HttpRequest, sessions: SessionTokens): void {
  (request as RequestWithSessions)[SESSIONS] = sessions;
}

function sessionTokensOf(request: HttpRequest): SessionTokens {
  const sessions = (request as RequestWithSessions)[SESSIONS];
  if (!sessions) throw new Error('The JWT strategy ran without the JwtAuthGuard');
  return sessions;
}

/** A session token from `Authorization: Bearer` (API clients) or the session cookie (browser). */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor() {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([ExtractJwt.fromAuthHeaderAsBearerToken(), sessionCookieOf]),
      // jsonwebtoken accepts a KeyObject (and only then skips re-parsing the secret as a
      // PEM key on every request); passport-jwt's types only list string | Buffer.
      secretOrKeyProvider: (request: HttpRequest, _token: string, done: (error: Error | null, key?: Buffer) => void) =>
        done(null, sessionTokensOf(request).verificationKey as unknown as Buffer),
      algorithms: ['HS256'],
      // Expiry is checked in validate against the injected clock, so tests can move time.
      ignoreExpiration: true,
      passReqToCallback: true,
    });
  }

  validate(request: HttpRequest, payload: unknown): Promise<AuthUser> {
    return sessionTokensOf(request).userOf(payload);
  }
}
