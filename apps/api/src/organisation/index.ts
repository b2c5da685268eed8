/**
 * The organisation context: workplaces, their employees and the roster caps that span
 * both (a workplace's employee limit, deleting a workplace removes its employees). They
 * decide together, so they live together; other contexts keep their own copies of
 * workplaces and employees through projections (`read-side/`) and import nothing here.
 */
export { EmployeeDirectory } from './employees/employee-directory';
export { EmployeeForgettings } from './employees/employee-forgettings';
export { EmployeesModule } from './employees/employees.module';
export { RosterService } from './roster/roster.service';
export { WorkplaceDirectory } from './workplaces/workplace-directory';
export { WorkplacesModule } from './workplaces/workplaces.module';
