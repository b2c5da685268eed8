import { Controller, Headers, Inject, Req, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HealthAnswer, LivenessAnswer, HEALTH_ROUTES } from '@rotaledger/contracts';
import { AnyDomainEvent, DomainError } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { HttpReply, HttpRequest } from '../common/http/http-types';
import { Public } from '../common/http/public-routes';
import { Answers } from '../common/http/api-answers';
import { clientIpOf, isLoopback } from '../common/http/client-ip';
import { RateLimiter } from '../common/http/rate-limiter';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HeadOfLog } from '../infrastructure/head-of-log';
import { HEALTH_RATE_LIMIT } from './health-rate-limit';
import { HealthAccess, healthAccessOf } from './health-token';
import { ProjectorStatus } from './projector-status';

export const HEALTH_MESSAGES = {
  badToken: 'The operations token is not valid.',
} as const;

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly headOfLog: HeadOfLog,
    private readonly projectorStatus: ProjectorStatus,
    private readonly rateLimit: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 when both stores answer, no checkpoint is past the event log's head (the head-of-log
   * guard: writes are refused meanwhile) and the projector works (a live lease holder, lag
   * under PROJECTOR_MAX_LAG_SECONDS); 503 otherwise. Anyone sees only `{ status }`; the
   * stores, adapters, projections and error texts need the operations token (HEALTH_TOKEN)
   * as a Bearer token, because they tell an attacker what runs and what is failing.
   * Lag: see projection-lag.ts (events, and seconds).
   *
   * Rate limited per client address (HEALTH_RATE_LIMIT), except for the callers an outage would
   * come from throttling: the operations token (a probe configured with it is never refused
   * for volume; a wrong token is counted) and loopback (the container's own health check,
   * deploy/healthcheck.cjs, asks 127.0.0.1).
   */
  @Public()
  @Endpoint(HEALTH_ROUTES.getHealth)
  @ApiHeader({
    name: 'Authorization',
    required: false,
    description: '`Bearer <HEALTH_TOKEN>` for the details; none for `{ status }` only.',
  })
  @Answers(200, HealthAnswer, { 401: [HEALTH_MESSAGES.badToken], 429: [HEALTH_RATE_LIMIT.message] })
  @ApiResponse({
    status: 503,
    description:
      'A store does not answer, the read models are ahead of the event log, or the projector is missing or stalled: `{ status: "degraded", ... }` (the same shape).',
  })
  async health(
    @Headers('authorization') authorization: string | undefined,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<HealthAnswer> {
    const access = this.admit(authorization, request);
    const failed = (error: Error) => ({ ok: false, adapter: 'unknown' as const, detail: error.message });
    const [eventStore, readModels, beyondHead, measured] = await Promise.all([
      this.eventStore.health().catch(failed),
      this.readModels.health().catch(failed),
      this.headOfLog.check().catch((error: Error) => error),
      this.projectorStatus.measure(),
    ]);
    const headOfLog = beyondHead ? { ok: false, detail: beyondHead.message } : { ok: true };
    const { projector, lag } = measured;
    const { headPosition: head, projections } = lag;
    const ok = eventStore.ok && readModels.ok && headOfLog.ok && projector.ok;
    const status = ok ? 'ok' : 'degraded';
    response.status(ok ? 200 : 503);
    if (access === 'public') return { status };
    return { status, eventStore, readModels, headPosition: head ?? null, projections, headOfLog, projector };
  }

  /**
   * Liveness, for the API containers' health check and what depends on them: 200 while both
   * stores answer, 503 otherwise. Unlike `GET /health` it does not look at the projector (its
   * lease, its lag) nor at the head-of-log guard, so an upgrade's replay or a projector outage
   * leaves the replicas serving reads; those stay in `GET /health`, the operations view.
   * The same access (details with the operations token) and rate limit as `GET /health`.
   */
  @Public()
  @Endpoint(HEALTH_ROUTES.getLiveness)
  @ApiHeader({
    name: 'Authorization',
    required: false,
    description: "`Bearer <HEALTH_TOKEN>` for the stores' details; none for `{ status }` only.",
  })
  @Answers(200, LivenessAnswer, { 401: [HEALTH_MESSAGES.badToken], 429: [HEALTH_RATE_LIMIT.message] })
  @ApiResponse({ status: 503, description: 'A store does not answer: `{ status: "degraded", ... }` (the same shape).' })
  async live(
    @Headers('authorization') authorization: string | undefined,
    @Req() request: HttpRequest,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<LivenessAnswer> {
    const access = this.admit(authorization, request);
    const failed = (error: Error) => ({ ok: false, adapter: 'unknown' as const, detail: error.message });
    const [eventStore, readModels] = await Promise.all([this.eventStore.health().catch(failed), this.readModels.health().catch(failed)]);
    const ok = eventStore.ok && readModels.ok;
    const status = ok ? 'ok' : 'degraded';
    response.status(ok ? 200 : 503);
    if (access === 'public') return { status };
    const { ok: eventStoreOk, adapter, detail } = eventStore;
    return { status, eventStore: { ok: eventStoreOk, adapter, ...(detail === undefined ? {} : { detail }) }, readModels };
  }

  /** Who may see what, and the rate limit (spared for the operations token and loopback). */
  private admit(authorization: string | undefined, request: HttpRequest): HealthAccess {
    const access: HealthAccess = healthAccessOf(authorization, this.config.healthToken);
    const client = clientIpOf(request);
    if (access !== 'details' && !isLoopback(client)) this.rateLimit.consume(`health:ip:${client}`, HEALTH_RATE_LIMIT);
    if (access === 'refused') throw new DomainError('unauthorized', HEALTH_MESSAGES.badToken);
    return access;
  }
}
