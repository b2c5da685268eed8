import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../../accounts';
import { ProjectionRegistry } from '../../infrastructure/projection-registry';
import { CatalogueController } from './catalogue.controller';
import { CreateWorkplaceHandler } from './commands/create-workplace.handler';
import { DeleteWorkplaceHandler } from './commands/delete-workplace.handler';
import { UpdateWorkplaceHandler } from './commands/update-workplace.handler';
import { workplacesProjection } from './projections/workplaces.projection';
import { GetWorkplacesHandler } from './queries/get-workplaces.handler';
import { RosterService } from '../roster/roster.service';
import { WorkplaceDirectory } from './workplace-directory';
import { WorkplacesController } from './workplaces.controller';

/**
 * The workplaces bounded context: the /workplaces calls, the catalogue, the workplace
 * read models, and the roster that guards the account-wide caps (also used by employees).
 */
@Module({
  imports: [CqrsModule, AccountsModule],
  controllers: [WorkplacesController, CatalogueController],
  providers: [
    CreateWorkplaceHandler,
    UpdateWorkplaceHandler,
    DeleteWorkplaceHandler,
    GetWorkplacesHandler,
    RosterService,
    WorkplaceDirectory,
  ],
  exports: [RosterService, WorkplaceDirectory],
})
export class WorkplacesModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(workplacesProjection);
  }
}
