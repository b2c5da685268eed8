import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { HttpRequest } from '../http/http-types';
import type { Actor } from '../../infrastructure/aggregate-store';
import { correlationIdOf } from '../http/request-log';

/** The signed-in user, as the JWT guard (accounts module) puts it on the request. */
export interface AuthUser {
  userId: string;
  email: string;
  /** The session (token) this request came with: log-out ends this one only. */
  sessionId: string;
  /** When that token expires (ISO). */
  sessionExpiresAt: string;
}

export const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no session (landing data, shared rotas, contact, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const RECORDS_SENDER = 'recordsSender';
/**
 * Marks a public route that records a signed-in sender as its event's user (contact). A
 * session of a deleted account is refused there (401), not taken for an anonymous sender:
 * what the account sends while its deletion runs must not be kept as nobody's.
 */
export const RecordsSender = () => SetMetadata(RECORDS_SENDER, true);

/** An actor known to be signed in: every command about a user's own data. */
export type SignedInActor = Actor & { userId: string };

/** The signed-in caller as the actor of a command (on routes behind the JWT guard). */
export function signedInActor(user: AuthUser, actor: Actor): SignedInActor {
  return { ...actor, userId: user.userId };
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<HttpRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without the JWT guard');
  return user;
});

/**
 * Who is acting (the signed-in user, or null on public routes) and the request's
 * correlation id: the one its log line and `x-correlation-id` answer header carry.
 */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<HttpRequest>();
  return { userId: request.user?.userId ?? null, correlationId: correlationIdOf(request) };
});
