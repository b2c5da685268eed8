import { randomUUID } from 'node:crypto';
import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
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

const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no session (landing data, shared rotas, contact, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Whether a route needs no session: @Public() on its handler or on its controller. Every other
 * route needs one (the global JWT guard); the OpenAPI document marks them by the same rule.
 */
export function isPublicRoute(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: ReturnType<ExecutionContext['getClass']>,
): boolean {
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
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
