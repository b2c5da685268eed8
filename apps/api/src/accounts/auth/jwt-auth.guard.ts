import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCOUNT_ERRORS, DomainError } from '@rotaledger/domain';
import type { HttpRequest } from '../../common/http/http-types';
import { AuthUser, IS_PUBLIC } from '../../common/auth/auth-user';
import { attachSessionTokens } from './jwt.strategy';
import { SessionTokens } from './session-tokens';

/**
 * The global guard: every route needs a valid session unless marked @Public(). On a
 * public route a valid session still sets `request.user` (so the actor is known), and a
 * missing or stale one is simply ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionTokens,
  ) {
    super();
  }

  canActivate(context: ExecutionContext) {
    attachSessionTokens(context.switchToHttp().getRequest<HttpRequest>(), this.sessions);
    return super.canActivate(context) as Promise<boolean>;
  }

  handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (user && !error) return user;
    if (this.isPublic(context)) return undefined as TUser;
    // A DomainError is the caller's (4xx); a store failure while checking the token is our fault (5xx).
    if (error instanceof Error) throw error;
    if (error) throw new Error('The sign-in token could not be checked.', { cause: error });
    throw new DomainError('unauthorized', ACCOUNT_ERRORS.signInRequired);
  }

  private isPublic(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;
  }
}
