import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { AnyDomainEvent, DomainError } from '@rotaledger/domain';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { Response } from 'express';
import { Public } from '../common/auth/auth-user';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { HealthAccess, healthAccessOf } from './health-token';
import { projectionLag } from './projection-lag';

export const HEALTH_MESSAGES = {
  badToken: 'The operations token is not valid.',
} as const;

@Controller('health')
export class HealthController {
  constructor(
    private readonly eventStore: EventStore<AnyDomainEvent>,
    private readonly readModels: ReadModelStore,
    private readonly projections: ProjectionService,
    private readonly registry: ProjectionRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 when both stores answer; 503 otherwise. Anyone sees only `{ status }`; the stores,
   * adapters, projections and error texts need the operations token (HEALTH_TOKEN) as a
   * Bearer token, because they tell an attacker what runs and what is failing.
   * Lag: see projection-lag.ts (events, and seconds).
   */
  @Public()
  @Get()
  async health(@Headers('authorization') authorization: string | undefined, @Res({ passthrough: true }) response: Response) {
    const access: HealthAccess = healthAccessOf(authorization, this.config.healthToken);
    if (access === 'refused') throw new DomainError('unauthorized', HEALTH_MESSAGES.badToken);
    const [eventStore, readModels] = await Promise.all([
      this.eventStore.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
      this.readModels.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
    ]);
    const ok = eventStore.ok && readModels.ok;
    const status = ok ? 'ok' : 'degraded';
    response.status(ok ? 200 : 503);
    if (access === 'public') return { status };
    const statuses = await this.projections.status().catch(() => []);
    const { headPosition: head, projections } = await projectionLag(this.eventStore, statuses, this.registry.all());
    return { status, eventStore, readModels, headPosition: head ?? null, projections };
  }
}
