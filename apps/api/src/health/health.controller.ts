import { Controller, Get, Res } from '@nestjs/common';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { Response } from 'express';
import { Public } from '../common/auth/auth-user';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { ProjectionService } from '../infrastructure/read-your-writes';
import { projectionLag } from './projection-lag';

@Controller('health')
export class HealthController {
  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly projections: ProjectionService,
    private readonly registry: ProjectionRegistry,
  ) {}

  /** 200 when both stores answer; 503 otherwise. Lag: see projection-lag.ts (events, and seconds). */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: Response) {
    const [eventStore, readModels] = await Promise.all([
      this.eventStore.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
      this.readModels.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
    ]);
    const statuses = await this.projections.status().catch(() => []);
    const { headPosition: head, projections } = await projectionLag(this.eventStore, statuses, this.registry.all());
    const ok = eventStore.ok && readModels.ok;
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', eventStore, readModels, headPosition: head ?? null, projections };
  }
}
