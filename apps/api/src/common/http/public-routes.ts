import { ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

const IS_PUBLIC = 'isPublic';
/** Marks a route that needs no session (landing data, shared rotas, contact, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Whether a route needs no session: @Public() on its handler or on its controller. Every other
 * route needs one (the global JWT guard); the Idempotency-Key interceptor and the OpenAPI
 * document read it by the same rule.
 */
export function isPublicRoute(
  reflector: Reflector,
  handler: ReturnType<ExecutionContext['getHandler']>,
  controller: ReturnType<ExecutionContext['getClass']>,
): boolean {
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
}
