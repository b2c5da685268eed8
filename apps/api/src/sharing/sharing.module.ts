import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { RotaModule } from '../rota';
import { RevokeSharedRotaHandler } from './commands/revoke-shared-rota.handler';
import { ShareRotaHandler } from './commands/share-rota.handler';
import { sharingProjection } from './projections/sharing.projection';
import { GetSharedRotaHandler } from './queries/get-shared-rota.handler';
import { SharingController } from './sharing.controller';

/** The sharing bounded context: a day's rota behind an unguessable public link. */
@Module({
  imports: [CqrsModule, RotaModule],
  controllers: [SharingController],
  providers: [ShareRotaHandler, RevokeSharedRotaHandler, GetSharedRotaHandler],
})
export class SharingModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(sharingProjection);
  }
}
