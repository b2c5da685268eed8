import {
  applyDecorators,
  Delete as NestDelete,
  Patch as NestPatch,
  Post as NestPost,
  Put as NestPut,
  UseInterceptors,
} from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * The state-changing routes' method decorators: Nest's, with the Idempotency-Key interceptor,
 * which only writes need. As a global interceptor it put every read through Nest's interceptor
 * chain too (an rxjs pipeline and two async-hook bindings per request, about a tenth of a
 * cached read's CPU). Controllers import these instead of Nest's (ESLint enforces it).
 */
const idempotent = (route: MethodDecorator) => applyDecorators(route, UseInterceptors(IdempotencyInterceptor));

export const Post = (path?: string | string[]) => idempotent(NestPost(path));
export const Put = (path?: string | string[]) => idempotent(NestPut(path));
export const Patch = (path?: string | string[]) => idempotent(NestPatch(path));
export const Delete = (path?: string | string[]) => idempotent(NestDelete(path));
