import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { AuditController } from './audit.controller';
import { auditHistoryProjection } from './projections/audit-history.projection';
import { auditStreamsProjection } from './projections/audit-streams.projection';
import { HistoryPages } from './history-pages';
import { ExportAuditHandler } from './queries/export-audit.handler';
import { GetAuditEventsHandler } from './queries/get-audit-events.handler';
import { GetAuditWorkplacesHandler } from './queries/get-audit-workplaces.handler';
import { GetPayAtInstantHandler } from './queries/get-pay-at-instant.handler';
import { GetRotaAtInstantHandler } from './queries/get-rota-at-instant.handler';
import { GetRotaDiffHandler } from './queries/get-rota-diff.handler';
import { WorkplaceHistory } from './workplace-history';

/** The audit bounded context: a workplace's history for its owner, from its read model or replayed from its streams. */
@Module({
  imports: [CqrsModule, AccountsModule],
  controllers: [AuditController],
  providers: [
    WorkplaceHistory,
    HistoryPages,
    GetAuditWorkplacesHandler,
    GetAuditEventsHandler,
    GetRotaAtInstantHandler,
    GetRotaDiffHandler,
    GetPayAtInstantHandler,
    ExportAuditHandler,
  ],
})
export class AuditModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(auditStreamsProjection);
    registry.register(auditHistoryProjection);
  }
}
