import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCOUNT_ERRORS, DomainError } from '@rotaledger/domain';
import type { HttpRequest } from '../../common/http/http-types';
import { RECORDS_SENDER } from '../../common/auth/auth-user';
import { isPublicRoute } from '../../common/http/public-routes';
import { sessionCookieOf } from './session-cookie';
import { SessionTokens } from './session-tokens';

/** `Authorization: Bearer <token>`, the scheme in any case. */
const BEARER = /^\s*bearer\s+(\S+)/i;

/** The session token of a request: `Authorization: Bearer` (API clients), else the session cookie (browser). */
export function sessionTokenOf(request: HttpRequest): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? BEARER.exec(header) : null;
  return bearer ? bearer[1] : sessionCookieOf(request);
}

/**
 * The global guard: every route needs a valid session unless marked @Public(). On a
 * public route a valid session still sets `request.user` (so the actor is known), and a
 * missing or stale one is simply ignored, except a deleted account's on a route that records
 * its sender (RecordsSender). A store failure while checking a token is
 * thrown as it is (a 5xx, our fault), on public routes too: log-out must not answer as if
 * it had ended a session it could not check.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const token = sessionTokenOf(request);
    const user = token === null ? null : await this.sessions.userOf(token);
    if (user) {
      request.user = user;
      return true;
    }
    const deletedSender = token !== null && this.marked(context, RECORDS_SENDER) && (await this.sessions.standsForDeletedAccount(token));
    if (isPublicRoute(this.reflector, context.getHandler(), context.getClass()) && !deletedSender) return true;
    throw new DomainError('unauthorized', ACCOUNT_ERRORS.signInRequired);
  }

  private marked(context: ExecutionContext, key: string): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }
}
