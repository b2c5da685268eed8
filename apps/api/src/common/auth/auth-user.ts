import { randomUUID } from 'node:crypto';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, as the JWT guard puts it on the request (the request log and the Idempotency-Key interceptor read it). */
    user?: AuthUser;
  }
}

/**
 * An actor known to be signed in, acting on a team's data: `userId` is who acts (recorded in
 * the events' metadata), `ownerId` whose data it is (the caller's own, or the owner of the
 * team the access guard found them a member of).
 */
export type SignedInActor = Actor & { userId: string; ownerId: string; changeId: string };

export const RECORDS_SENDER = 'recordsSender';
/**
 * Marks a public route that records a signed-in sender as its event's user (contact). A
 * session of a deleted account is refused there (401), not taken for an anonymous sender:
 * what the account sends while its deletion runs must not be kept as nobody's.
 */
export const RecordsSender = () => SetMetadata(RECORDS_SENDER, true);

/** The signed-in caller as the actor of a command (on routes behind the JWT guard). */
export function signedInActor(user: AuthUser, actor: Actor): SignedInActor {
  return { ...actor, userId: user.userId, ownerId: actor.ownerId ?? user.userId, changeId: actor.changeId ?? randomUUID() };
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<HttpRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without the JWT guard');
  return user;
});

/**
 * Who is acting (the signed-in user, or null on public routes) and the request's
 * correlation id: the one its log line and `x-correlation-id` answer header carry; with an
 * Idempotency-Key, the scope the request's ids derive from.
 */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<HttpRequest>();
  const ownerId = request.access?.ownerId;
  const actor: Actor = {
    userId: request.user?.userId ?? null,
    correlationId: correlationIdOf(request),
    ...(ownerId === undefined ? {} : { ownerId }),
  };
  if (request.idempotencyScope) actor.idempotency = request.idempotencyScope;
  request.changeId ??= request.idempotencyScope?.changeId() ?? randomUUID();
  actor.changeId = request.changeId;
  return actor;
});
