import { Controller, Get, Res } from '@nestjs/common';
import { EventStore } from '@rotaledger/event-store';
import { ReadModelStore } from '@rotaledger/read-models';
import type { Response } from 'express';
import { Public } from '../common/auth/auth-user';
import { ProjectionService } from '../infrastructure/read-your-writes';

@Controller('health')
export class HealthController {
  constructor(
    private readonly eventStore: EventStore,
    private readonly readModels: ReadModelStore,
    private readonly projections: ProjectionService,
  ) {}

  /** 200 when both stores answer; 503 otherwise. Lag = events a projection has still to process. */
  @Public()
  @Get()
  async health(@Res({ passthrough: true }) response: Response) {
    const [eventStore, readModels] = await Promise.all([
      this.eventStore.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
      this.readModels.health().catch((error: Error) => ({ ok: false, adapter: 'unknown', detail: error.message })),
    ]);
    const head = eventStore.ok ? await this.eventStore.headPosition().catch(() => undefined) : undefined;
    const projections = (await this.projections.status().catch(() => [])).map((p) => ({
      ...p,
      lag: head === undefined ? null : Math.max(0, head - p.checkpoint),
    }));
    const ok = eventStore.ok && readModels.ok;
    response.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', eventStore, readModels, headPosition: head ?? null, projections };
  }
}
