import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { OWN_DATA_ONLY } from '@rotaledger/contracts';
import { can, forbidden, inScope, noLongerMemberMessage, notFound, refusalFor } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import {
  ACCESS,
  AccessGrant,
  AccessMetadata,
  AccessNeed,
  isStaffNeed,
  ResourceKind,
  RouteLimit,
  StaffNeed,
  StaffPrincipal,
  TeamGrant,
} from '../common/auth/access';
import type { AuthUser } from '../common/auth/auth-user';
import { isPublicRoute } from '../common/http/public-routes';
import { clientIpOf } from '../common/http/client-ip';
import type { HttpRequest } from '../common/http/http-types';
import { assertIdempotencyKeyShape, isAnsweredByItsKey } from '../common/http/idempotency.interceptor';
import { IdempotencyStore } from '../common/http/idempotency.store';
import { RateLimiter } from '../common/http/rate-limiter';
import { isStateChanging } from '../common/http/state-changing';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JwtAuthGuard } from '../accounts';
import { STAFF_LINK_LIMITS, StaffMembers } from '../requests';
import { BusinessNames } from './business-names';
import { TEAM_FORMER_MEMBERS, TeamFormerMemberDocument, teamMemberId } from './read-models';
import { KIND_RULES, ResourcePlace, TeamAccess } from './team-access';

/** The fields in which the spec's calls name the caller (compared only: the session decides). */
const CLAIMED_USER_FIELDS = ['userId', 'user_id', 'created_by'] as const;

/** The request's fields as one input: query, path and JSON body (the body wins, as `@RequestInput` reads DELETE calls). */
function inputOf(request: HttpRequest): Record<string, unknown> {
  const body: unknown = request.body;
  const fromBody = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ...(request.query as Record<string, unknown>), ...(request.params as Record<string, unknown>), ...fromBody };
}

/** The path's `{token}` (a personal link's), or '' (which no link has). */
function pathTokenOf(request: HttpRequest): string {
  const token = (request.params as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
}

/** A user id the caller claims that is not theirs: 403. Missing, null or '' mean "me". */
function assertOwnUserId(input: Record<string, unknown>, user: AuthUser): void {
  for (const field of CLAIMED_USER_FIELDS) {
    const claimed = input[field];
    if (claimed === undefined || claimed === null || claimed === '') continue;
    const claimedId = typeof claimed === 'string' || typeof claimed === 'number' ? String(claimed) : undefined;
    if (claimedId !== user.userId) throw forbidden(OWN_DATA_ONLY);
  }
}

/**
 * The one access check (after immich's `requireAccess`), the app's only global guard: it runs the
 * session guard first (so their order never depends on the order modules are imported in), then
 * decides before every handler and its validation pipe. A route declares with `@Access` the
 * permission it needs and the fields naming its resources; this finds each resource's team and
 * workplace, the caller's role there (owner, or member within their scope), and refuses:
 * - 403 for a claimed user id that is not the caller's;
 * - 404, exactly as for an unknown id, for another team's resource or one outside the scope;
 * - 403 with the role's message when the role lacks the permission.
 * A malformed or missing id is left alone: the validation pipe answers its own 400.
 * It puts the decision on the request for `@CurrentAccess()`.
 *
 * The personal link is the second kind of principal (after immich's shared links): on a route
 * declaring a staff need (`'staffLink'`), the path's token is the caller. An unknown, rotated or
 * revoked link is 404; a resource of another account (or, for `'staffLink'`, of another
 * workplace) answers as an unknown one. It puts the link's employee on the request for
 * `@CurrentStaff()`: no handler checks ownership again.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: TeamAccess,
    private readonly idempotency: IdempotencyStore,
    private readonly readModels: ReadModelStore,
    private readonly businesses: BusinessNames,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly session: JwtAuthGuard,
    private readonly staffLinks: StaffMembers,
    private readonly rateLimit: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.session.canActivate(context);
    const targets = [context.getHandler(), context.getClass()];
    const metadata = this.reflector.getAllAndOverride<AccessMetadata | undefined>(ACCESS, targets);
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const isPublic = isPublicRoute(this.reflector, context.getHandler(), context.getClass());
    if (!metadata) {
      if (isPublic) return true;
      throw new Error(`${context.getClass().name}.${context.getHandler().name} declares no @Access`);
    }
    const { need, resources, limits } = metadata;
    if (isStaffNeed(need)) {
      request.staff = await this.admitStaff(need, resources, limits ?? STAFF_LINK_LIMITS, request);
      return true;
    }
    this.countAttempt(limits ?? [], request);
    if (isPublic) return true;
    const user = request.user;
    if (!user) throw new Error('AccessGuard runs after the session guard');
    const input = inputOf(request);
    assertOwnUserId(input, user);
    try {
      request.access = await this.decide(need, resources, input, user.userId);
    } catch (refusal) {
      // A retry with an Idempotency-Key gets its first answer (the key is the caller's own), not a refusal.
      if (await isAnsweredByItsKey(request, this.idempotency, this.config.jwtSecret)) return true;
      throw refusal;
    }
    return true;
  }

  private async decide(
    need: Exclude<AccessNeed, StaffNeed>,
    resources: AccessMetadata['resources'],
    input: Record<string, unknown>,
    userId: string,
  ): Promise<AccessGrant> {
    const own: TeamGrant = { ownerId: userId, role: 'owner', workplaceIds: null };
    if (need === 'self') return { ...own, teams: [own] };
    const places = await this.placesOf(resources, input);
    if (places.length === 0) {
      // A route naming no resource (a list, a new workplace): the teams whose data the role may read or change.
      const teams = (await this.access.teamsOf(userId)).filter((team) => can(team.role, need));
      return { ...own, teams };
    }
    const [first] = places;
    const grant = await this.access.grantIn(first.place.ownerId, userId);
    if (!grant) await this.assertNotRemoved(first.place.ownerId, userId);
    for (const { kind, place } of places) {
      if (!grant || place.ownerId !== grant.ownerId || !inScope(grant.workplaceIds, place.workplaceId)) {
        throw notFound(KIND_RULES[kind].notFound);
      }
    }
    if (!grant) throw notFound(KIND_RULES[first.kind].notFound);
    if (!can(grant.role, need)) throw refusalFor(grant.role, need);
    return { ...grant, teams: [grant] };
  }

  /**
   * The personal link's employee, and each resource the request names within the link's grant, or
   * 404. Every attempt counts towards the route's limits first, an unknown token's too (so guessing
   * tokens is slow): the route's own, or the staff routes' shared one.
   */
  private async admitStaff(
    need: StaffNeed,
    resources: AccessMetadata['resources'],
    limits: readonly RouteLimit[],
    request: HttpRequest,
  ): Promise<StaffPrincipal> {
    // A bad key is refused before the link is looked up, as on every other write (the interceptor's 400).
    if (isStateChanging(request.method)) assertIdempotencyKeyShape(request);
    this.countAttempt(limits, request);
    const staff = await this.staffLinks.of(pathTokenOf(request));
    for (const { kind, place } of await this.placesOf(resources, inputOf(request))) {
      const elsewhere = need === 'staffLink' && place.workplaceId !== staff.workplaceId;
      if (place.ownerId !== staff.ownerId || elsewhere) throw notFound(KIND_RULES[kind].notFound);
    }
    return staff;
  }

  /** Counts the attempt towards each limit in turn; the first one used up answers 429. */
  private countAttempt(limits: readonly RouteLimit[], request: HttpRequest): void {
    for (const { name, per, rule } of limits) {
      this.rateLimit.consume(`${name}:${per === 'client' ? clientIpOf(request) : pathTokenOf(request)}`, rule);
    }
  }

  /** Someone the owner removed from this team is told so, and by the business's name (not "Workplace not found."). */
  private async assertNotRemoved(ownerId: string, userId: string): Promise<void> {
    if (ownerId === userId) return;
    const removed = await this.readModels.get<TeamFormerMemberDocument>(TEAM_FORMER_MEMBERS, teamMemberId(ownerId, userId));
    if (removed) throw forbidden(noLongerMemberMessage(await this.businesses.of(ownerId)));
  }

  /** The declared resources the request names with a well-formed id, each found, or 404. */
  private async placesOf(resources: AccessMetadata['resources'], input: Record<string, unknown>) {
    const named = Object.entries(resources).flatMap(([kind, fields]) => {
      const rule = KIND_RULES[kind as ResourceKind];
      const field = [fields].flat().find((name) => input[name] !== undefined && input[name] !== null && input[name] !== '');
      const value = field === undefined ? undefined : input[field];
      if (typeof value !== 'string' || !rule.shape.test(value.trim())) return [];
      return [{ kind: kind as ResourceKind, id: rule.normalise(value) }];
    });
    const places: { kind: ResourceKind; place: ResourcePlace }[] = [];
    for (const { kind, id } of named) {
      const place = await this.access.placeOf(kind, id);
      if (!place) throw notFound(KIND_RULES[kind].notFound);
      places.push({ kind, place });
    }
    return places;
  }
}
