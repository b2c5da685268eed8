import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { UpcomingShiftsAnswer, UpcomingShiftsRequest, UpdateEmployeeAnswer, UpdateEmployeeRequest } from '@rotaledger/contracts';
import { EMPLOYEE_MESSAGES } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { assertSameUser } from '../../common/auth/same-user';
import { Actor } from '../../infrastructure/aggregate-store';
import { bodyObject, uuidField } from '../../common/http/request-parsers';
import { ContractDto } from '../../common/http/contract-validation';
import { Answers } from '../../common/http/api-answers';
import { AddEmployeeCommand } from './commands/add-employee.handler';
import { RemoveEmployeeCommand } from './commands/remove-employee.handler';
import { UpdateEmployeeCommand } from './commands/update-employee.handler';
import { INVALID_EMPLOYEE_ID, parseCreateEmployee } from './http/employee-requests';
import { EmployeeListItem, GetEmployeesQuery } from './queries/get-employees.handler';
import { GetUpcomingShiftsQuery, UpcomingShifts } from './queries/get-upcoming-shifts.handler';

class UpdateEmployeeBody extends ContractDto(UpdateEmployeeRequest) {}
class UpcomingShiftsQueryDto extends ContractDto(UpcomingShiftsRequest) {}

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
  @Answers(200, UpcomingShiftsAnswer, { 400: [EMPLOYEE_MESSAGES.invalidEmployeeId], 404: [EMPLOYEE_MESSAGES.notFound] })
  upcomingShifts(@Query() query: UpcomingShiftsQueryDto, @CurrentUser() user: AuthUser): Promise<UpcomingShifts> {
    assertSameUser(query.userId, user);
    return this.queries.execute(new GetUpcomingShiftsQuery(user.userId, query.employee_id));
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
  @Answers(200, UpdateEmployeeAnswer, {
    400: [
      EMPLOYEE_MESSAGES.invalidEmployeeId,
      EMPLOYEE_MESSAGES.required,
      EMPLOYEE_MESSAGES.invalidEdit,
      EMPLOYEE_MESSAGES.rateDecimals,
      EMPLOYEE_MESSAGES.rateTooHigh,
      EMPLOYEE_MESSAGES.nameTooLong,
      EMPLOYEE_MESSAGES.nameCharacters,
      EMPLOYEE_MESSAGES.workplaceRequiredOnEdit,
      EMPLOYEE_MESSAGES.rateEffectiveFromInvalid,
    ],
    404: [EMPLOYEE_MESSAGES.notFound],
    409: [EMPLOYEE_MESSAGES.duplicateDisplayName],
  })
  async update(@Body() body: UpdateEmployeeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    assertSameUser(body.user_id, user);
    const { employee_id: employeeId, workplace_id: workplaceId, rate_effective_from: rateEffectiveFrom } = body;
    const input = {
      displayName: body.display_name,
      firstName: body.first_name,
      surname: body.surname,
      ratePence: body.rate,
      services: body.services,
    };
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
