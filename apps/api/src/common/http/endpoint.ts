import { applyDecorators, Delete, Get, Post, Put, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { HttpMethod, Route } from '@rotaledger/contracts';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/** Nest's method decorator for each contract method. */
const NEST_METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, DELETE: Delete };

/** Where `@Endpoint` keeps the contract route a handler serves (the route tests read it). */
export const CONTRACT_ROUTE = 'contractRoute';

/** A contract path as Nest's router reads it: under the global `/api` prefix, `{name}` as `:name`. */
export const nestPathOf = (route: Route<unknown, unknown>) => route.path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');

/**
 * A route handler's method and path, taken from its contract route (libs/contracts/src/*.routes.ts),
 * the one place they are written: `@Endpoint(ROTA_ROUTES.placeAssignment)` on a method of a
 * `@Controller()` with no path of its own. So the server's routes and the browser's calls cannot
 * differ: both are built from the same object. A state-changing route also takes the
 * Idempotency-Key interceptor, which only writes need (as a global interceptor it put every read
 * through Nest's interceptor chain too: an rxjs pipeline and two async-hook bindings per request,
 * about a tenth of a cached read's CPU). ESLint refuses Nest's own method decorators and a
 * `@Controller` path in the API.
 */
export function Endpoint(route: Route<unknown, unknown>): MethodDecorator {
  const method = NEST_METHODS[route.method](nestPathOf(route));
  const decorators = [method, SetMetadata(CONTRACT_ROUTE, route)];
  return route.method === 'GET' ? applyDecorators(...decorators) : applyDecorators(...decorators, UseInterceptors(IdempotencyInterceptor));
}
