import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../../accounts';
import { ProjectionRegistry } from '../../infrastructure/projection-registry';
import { WorkplacesModule } from '../workplaces/workplaces.module';
import { AddEmployeeHandler } from './commands/add-employee.handler';
import { ForgetEmployeeHandler } from './commands/forget-employee.handler';
import { RemoveEmployeeHandler } from './commands/remove-employee.handler';
import { RemoveWorkplaceEmployeesHandler } from './commands/remove-workplace-employees.handler';
import { UpdateEmployeeHandler } from './commands/update-employee.handler';
import { EmployeeDirectory } from './employee-directory';
import { EmployeeForgettings } from './employee-forgettings';
import { EmployeesController } from './employees.controller';
import { employeesProjection } from './projections/employees.projection';
import { GetEmployeesHandler } from './queries/get-employees.handler';
import { GetUpcomingShiftsHandler } from './queries/get-upcoming-shifts.handler';

/** The employees bounded context: the /employees calls and the employee read models. */
@Module({
  imports: [CqrsModule, WorkplacesModule, AccountsModule],
  controllers: [EmployeesController],
  providers: [
    AddEmployeeHandler,
    UpdateEmployeeHandler,
    RemoveEmployeeHandler,
    ForgetEmployeeHandler,
    EmployeeForgettings,
    RemoveWorkplaceEmployeesHandler,
    GetEmployeesHandler,
    GetUpcomingShiftsHandler,
    EmployeeDirectory,
  ],
  exports: [EmployeeDirectory, EmployeeForgettings],
})
export class EmployeesModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(employeesProjection);
  }
}
