import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { assertSameUser } from '../../common/auth/same-user';
import { Actor } from '../../infrastructure/aggregate-store';
import { bodyObject, uuidField } from '../../common/http/request-parsers';
import { AddEmployeeCommand } from './commands/add-employee.handler';
import { RemoveEmployeeCommand } from './commands/remove-employee.handler';
import { UpdateEmployeeCommand } from './commands/update-employee.handler';
import { INVALID_EMPLOYEE_ID, parseCreateEmployee, parseUpdateEmployee } from './http/employee-requests';
import { EmployeeListItem, GetEmployeesQuery } from './queries/get-employees.handler';
import { GetUpcomingShiftsQuery, UpcomingShifts } from './queries/get-upcoming-shifts.handler';

/** The spec's /employees calls. The caller's token decides whose employees these are. */
@Controller('employees')
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getemployees')
  list(@Query('userId') userId: unknown, @CurrentUser() user: AuthUser): Promise<EmployeeListItem[]> {
    assertSameUser(userId, user);
    return this.queries.execute(new GetEmployeesQuery(user.userId));
  }

  /** What removing or moving the employee today would open: their assignments at their workplace after today. */
  @Get('upcomingshifts')
  upcomingShifts(@Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser): Promise<UpcomingShifts> {
    assertSameUser(query.userId, user);
    const employeeId = uuidField(query.employee_id, INVALID_EMPLOYEE_ID);
    return this.queries.execute(new GetUpcomingShiftsQuery(user.userId, employeeId));
  }

  @Post('createemployee')
  async create(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.created_by, user);
    const { workplaceId, input } = parseCreateEmployee(body);
    const { employeeId } = await this.commands.execute(new AddEmployeeCommand(signedInActor(user, actor), workplaceId, input));
    return { employee_id: employeeId };
  }

  @Put('updateemployee')
  async update(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.user_id, user);
    const { employeeId, workplaceId, input, rateEffectiveFrom } = parseUpdateEmployee(body);
    await this.commands.execute(new UpdateEmployeeCommand(signedInActor(user, actor), employeeId, workplaceId, input, rateEffectiveFrom));
    return { employee_id: employeeId };
  }

  /** The spec sends the ids in the body; query parameters are accepted too (some clients drop DELETE bodies). */
  @Delete('deleteemployee')
  async remove(@Body() raw: unknown, @Query() query: Record<string, unknown>, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = { ...query, ...bodyObject(raw) };
    assertSameUser(body.user_id, user);
    const employeeId = uuidField(body.employee_id, INVALID_EMPLOYEE_ID);
    await this.commands.execute(new RemoveEmployeeCommand(signedInActor(user, actor), employeeId));
    return { employee_id: employeeId };
  }
}
