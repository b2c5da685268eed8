import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Permission, TeamRole, TeamScope } from '@rotaledger/domain';
import type { HttpRequest } from '../http/http-types';
import type { RateLimit } from '../http/rate-limiter';

/**
 * What a route needs (after immich's `@Authenticated({ permission })`): one permission of the
 * domain's table, and the request fields naming the resources it acts on. The access guard
 * (team context) reads it before every handler; a route without it is refused.
 * - a Permission: the caller's role for the resources' team must have it;
 * - 'self': the caller's own account (users, preferences, their own team).
 */
export type AccessNeed = Permission | 'self' | StaffNeed;

/**
 * The personal link (`/staff/{token}/…`) as a second kind of principal (after immich's shared
 * links): the token stands for one employee, and grants acting for them only.
 * - 'staffLink': on resources of the link's own workplace (open shifts to claim, its swaps);
 * - 'staffLink.account': on resources anywhere in the link's account (their own shifts, wherever
 *   they work; the decider checks the shift is theirs).
 */
export const STAFF_NEEDS = ['staffLink', 'staffLink.account'] as const;
export type StaffNeed = (typeof STAFF_NEEDS)[number];
export const isStaffNeed = (need: AccessNeed): need is StaffNeed => (STAFF_NEEDS as readonly string[]).includes(need);

/** The employee behind a personal link, as the access guard found them for a staff route. */
export interface StaffPrincipal {
  employeeId: string;
  ownerId: string;
  workplaceId: string;
  displayName: string;
  /** Their workplace's date now (its own time zone). */
  today: string;
}

/** The kinds of resource a request may name, each resolved to its team and workplace. */
export const RESOURCE_KINDS = [
  'workplace',
  'workplaceHistory',
  'employee',
  'shift',
  'assignment',
  'sharedRota',
  'staffRequest',
  'change',
  'proposal',
  'template',
  'kiosk',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Resource kind → the request field (body, query or path) holding its id; of several, the first one sent. */
export type ResourceFields = Partial<Record<ResourceKind, string | readonly string[]>>;

/**
 * A route's own rate limit, which the access guard counts before it looks up anything (so an
 * unknown token counts too, and guessing is as slow as acting): the key is `name`, then the
 * client's address (`per: 'client'`) or the path's token (`per: 'pathToken'`).
 */
export interface RouteLimit {
  name: string;
  per: 'client' | 'pathToken';
  rule: RateLimit;
}

export interface AccessOptions {
  /** The route's own limits. On a staff route they replace the staff routes' shared one. */
  limits?: readonly RouteLimit[];
}

export interface AccessMetadata extends AccessOptions {
  need: AccessNeed;
  resources: ResourceFields;
}

export const ACCESS = 'access';
export const Access = (need: AccessNeed, resources: ResourceFields = {}, options: AccessOptions = {}) =>
  SetMetadata(ACCESS, { need, resources, ...options } satisfies AccessMetadata);

/** A team the caller belongs to (or their own), with their role and scope in it. */
export interface TeamGrant {
  ownerId: string;
  role: TeamRole;
  /** null: every workplace of the team. */
  workplaceIds: TeamScope;
}

/**
 * What the access guard decided for this request: whose data it is (`ownerId`), the caller's
 * role there, and (on routes naming no resource) every team whose data the caller may read
 * with the route's permission, their own first.
 */
export interface AccessGrant extends TeamGrant {
  teams: readonly TeamGrant[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Put by the access guard. */
    access?: AccessGrant;
    /** Put by the access guard on a staff route: the personal link's employee. */
    staff?: StaffPrincipal;
  }
}

/**
 * The access the guard decided. Never throws (Nest resolves parameters together: a throw here
 * would beat the validation pipe's 400); undefined only on a route the guard did not see.
 */
export const CurrentAccess = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AccessGrant | undefined => ctx.switchToHttp().getRequest<HttpRequest>().access,
);

/** The personal link's employee the access guard admitted (a route declaring a staff need only). */
export const CurrentStaff = createParamDecorator((_data: unknown, ctx: ExecutionContext): StaffPrincipal => {
  const staff = ctx.switchToHttp().getRequest<HttpRequest>().staff;
  if (!staff) throw new Error('CurrentStaff used on a route without a staff @Access');
  return staff;
});
