import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { AssignmentsController } from './assignments.controller';
import { AddAssignmentHandler } from './commands/add-assignment.handler';
import { AddShiftHandler } from './commands/add-shift.handler';
import { DeleteAssignmentHandler } from './commands/delete-assignment.handler';
import { DeleteEmptyShiftsHandler } from './commands/delete-empty-shifts.handler';
import { DeleteShiftHandler } from './commands/delete-shift.handler';
import { UpdateAssignmentEmployeeHandler } from './commands/update-assignment-employee.handler';
import { UpdateAssignmentTimeHandler } from './commands/update-assignment-time.handler';
import { rotaProjection } from './projections/rota.projection';
import { GetAssignmentsHandler } from './queries/get-assignments.handler';
import { GetPopulatedDatesHandler } from './queries/get-populated-dates.handler';
import { GetShiftsHandler } from './queries/get-shifts.handler';
import { GetWeeklyShiftsHandler } from './queries/get-weekly-shifts.handler';
import { RotaContextLoader } from './rota-context.loader';
import { RotaController } from './rota.controller';
import { RotaLocator } from './rota-locator';

/** The rota bounded context: shifts and assignments of each workplace day. */
@Module({
  imports: [CqrsModule],
  controllers: [RotaController, AssignmentsController],
  providers: [
    RotaContextLoader,
    RotaLocator,
    AddShiftHandler,
    DeleteShiftHandler,
    DeleteEmptyShiftsHandler,
    AddAssignmentHandler,
    UpdateAssignmentEmployeeHandler,
    UpdateAssignmentTimeHandler,
    DeleteAssignmentHandler,
    GetShiftsHandler,
    GetPopulatedDatesHandler,
    GetWeeklyShiftsHandler,
    GetAssignmentsHandler,
  ],
  exports: [RotaContextLoader],
})
export class RotaModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(rotaProjection);
  }
}
