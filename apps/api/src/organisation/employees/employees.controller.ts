import { Access, AccessGrant, CurrentAccess } from '../../common/auth/access';
import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CreateEmployeeRequest,
  DeleteEmployeeRequest,
  EmployeeIdAnswer,
  EmployeeListAnswer,
  ForgetEmployeeRequest,
  ListEmployeesRequest,
  NOT_A_JSON_OBJECT,
  OWN_DATA_ONLY,
  UpcomingShiftsAnswer,
  UpcomingShiftsRequest,
  UpdateEmployeeRequest,
  EMPLOYEE_ROUTES,
} from '@rotaledger/contracts';
import {
  CONTRACT_MESSAGES,
  DATE_OF_BIRTH_MESSAGES,
  EMPLOYEE_MESSAGES as M,
  PAYROLL_ID_MESSAGES,
  PHONE_MESSAGES,
  HOLIDAY_MESSAGES,
  STAFF_EMAIL_MESSAGES,
  WORKPLACE_MESSAGES,
} from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Actor } from '../../infrastructure/aggregate-store';
import { ContractDto } from '../../common/http/contract-validation';
import { Answers } from '../../common/http/api-answers';
import { RequestInput } from '../../common/http/request-input';
import { RateLimiter } from '../../common/http/rate-limiter';
import { AddEmployeeCommand } from './commands/add-employee.handler';
import { ForgetEmployeeCommand } from './commands/forget-employee.handler';
import { FORGET_RATE_LIMIT, TOO_MANY_FORGOTTEN } from './forget-rate-limit';
import { RemoveEmployeeCommand } from './commands/remove-employee.handler';
import { UpdateEmployeeCommand } from './commands/update-employee.handler';
import { GetEmployeesQuery } from './queries/get-employees.handler';
import { GetUpcomingShiftsQuery, UpcomingShifts } from './queries/get-upcoming-shifts.handler';

class ListEmployeesQuery extends ContractDto(ListEmployeesRequest) {}
class CreateEmployeeBody extends ContractDto(CreateEmployeeRequest) {}
class UpdateEmployeeBody extends ContractDto(UpdateEmployeeRequest) {}
class DeleteEmployeeInput extends ContractDto(DeleteEmployeeRequest) {}
class ForgetEmployeeBody extends ContractDto(ForgetEmployeeRequest) {}
class UpcomingShiftsQueryDto extends ContractDto(UpcomingShiftsRequest) {}

/** Every rule of an employee's details (the request's and the decider's) refuses with a 400. */
const DETAILS_REFUSALS = [
  M.required,
  M.nameCharacters,
  M.nameTooLong,
  M.rateDecimals,
  M.rateTooHigh,
  M.servicesOutsideCategory,
  STAFF_EMAIL_MESSAGES.invalid,
  ...Object.values(DATE_OF_BIRTH_MESSAGES),
  CONTRACT_MESSAGES.shape,
  CONTRACT_MESSAGES.hours('minWeeklyHours'),
  CONTRACT_MESSAGES.hours('maxWeeklyHours'),
  CONTRACT_MESSAGES.minAboveMax,
  CONTRACT_MESSAGES.days,
  PAYROLL_ID_MESSAGES.invalid,
  PHONE_MESSAGES.invalid,
  HOLIDAY_MESSAGES.employeeHoliday,
  HOLIDAY_MESSAGES.percent,
  HOLIDAY_MESSAGES.hoursPerYear,
  HOLIDAY_MESSAGES.leaveYearStart,
  NOT_A_JSON_OBJECT,
];
/** The details a create or an update carries, in the commands' vocabulary (the rate already in pence). */
const employeeDetailsOf = (body: CreateEmployeeBody | UpdateEmployeeBody) => ({
  displayName: body.display_name,
  firstName: body.first_name,
  surname: body.surname,
  ratePence: body.rate,
  services: body.services,
  email: body.email,
  dateOfBirth: body.date_of_birth,
  contract: body.contract,
  payrollId: body.payrollId,
  phone: body.phone,
  holiday: body.holiday,
});

const NOT_YOURS = { 403: [OWN_DATA_ONLY] };
const MOVE_DATE_REFUSALS = [M.moveEffectiveFromInvalid, M.moveEffectiveFromPast];

/** The spec's /employees calls. The caller's token decides whose employees these are. */
@ApiTags('employees')
@Controller()
export class EmployeesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(EMPLOYEE_ROUTES.getEmployees)
  @Access('employee.read')
  @Answers(200, EmployeeListAnswer, NOT_YOURS)
  list(@Query() query: ListEmployeesQuery, @CurrentAccess() access: AccessGrant): Promise<EmployeeListAnswer> {
    return this.queries.execute(new GetEmployeesQuery(access.teams));
  }

  /** What removing or moving the employee would open: their assignments at their workplace after today (or from move_effective_from). */
  @Endpoint(EMPLOYEE_ROUTES.getUpcomingShifts)
  @Access('employee.read', { employee: 'employee_id' })
  @Answers(200, UpcomingShiftsAnswer, { 400: [M.invalidEmployeeId, ...MOVE_DATE_REFUSALS], ...NOT_YOURS, 404: [M.notFound] })
  upcomingShifts(@Query() query: UpcomingShiftsQueryDto): Promise<UpcomingShifts> {
    return this.queries.execute(new GetUpcomingShiftsQuery(query.employee_id, query.move_effective_from));
  }

  /** Names are stored capitalised ('mARY' → 'Mary'); without a workplace_id it is refused. */
  @Endpoint(EMPLOYEE_ROUTES.createEmployee)
  @Access('employee.write', { workplace: 'workplace_id' })
  @Answers(201, EmployeeIdAnswer, {
    400: [...DETAILS_REFUSALS, M.invalidEdit, M.workplaceRequired],
    ...NOT_YOURS,
    404: [WORKPLACE_MESSAGES.notFound],
    409: [M.duplicateDisplayName, M.cap],
  })
  async create(@Body() body: CreateEmployeeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<EmployeeIdAnswer> {
    const { employeeId } = await this.commands.execute(
      new AddEmployeeCommand(signedInActor(user, actor), body.workplace_id, employeeDetailsOf(body)),
    );
    return { employee_id: employeeId };
  }

  @Endpoint(EMPLOYEE_ROUTES.updateEmployee)
  @Access('employee.write', { employee: 'employee_id', workplace: 'workplace_id' })
  @Answers(200, EmployeeIdAnswer, {
    400: [
      M.invalidEmployeeId,
      ...DETAILS_REFUSALS,
      M.invalidEdit,
      M.workplaceRequiredOnEdit,
      M.rateEffectiveFromInvalid,
      ...MOVE_DATE_REFUSALS,
    ],
    ...NOT_YOURS,
    404: [M.notFound],
    409: [M.duplicateDisplayName],
  })
  async update(@Body() body: UpdateEmployeeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<EmployeeIdAnswer> {
    const { employee_id: employeeId, workplace_id: workplaceId } = body;
    const dates = { rateEffectiveFrom: body.rate_effective_from, moveEffectiveFrom: body.move_effective_from };
    await this.commands.execute(
      new UpdateEmployeeCommand(signedInActor(user, actor), employeeId, workplaceId, employeeDetailsOf(body), dates),
    );
    return { employee_id: employeeId };
  }

  /** The spec sends the ids in the body; query parameters are accepted too (some clients drop DELETE bodies). */
  @Endpoint(EMPLOYEE_ROUTES.deleteEmployee)
  @Access('employee.write', { employee: 'employee_id' })
  @ApiBody({ type: DeleteEmployeeInput, required: false })
  @Answers(200, EmployeeIdAnswer, { 400: [M.invalidEmployeeId, NOT_A_JSON_OBJECT], ...NOT_YOURS, 404: [M.notFound] })
  async remove(
    @RequestInput() input: DeleteEmployeeInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<EmployeeIdAnswer> {
    await this.commands.execute(new RemoveEmployeeCommand(signedInActor(user, actor), input.employee_id));
    return { employee_id: input.employee_id };
  }

  /**
   * Erases a removed employee's personal data for good (issue 40 §2): their data key is destroyed and
   * every read model's copy rewritten; their hours and pay stay, named "(deleted person)".
   */
  @Endpoint(EMPLOYEE_ROUTES.forgetEmployee)
  @Access('employee.write', { employee: 'employee_id' })
  @Answers(200, EmployeeIdAnswer, {
    400: [M.invalidEmployeeId, NOT_A_JSON_OBJECT],
    ...NOT_YOURS,
    404: [M.notFound],
    409: [M.forgetActive],
    429: [TOO_MANY_FORGOTTEN],
  })
  async forget(@Body() body: ForgetEmployeeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<EmployeeIdAnswer> {
    this.rateLimit.consume(`forget-employee:user:${user.userId}`, FORGET_RATE_LIMIT);
    await this.commands.execute(new ForgetEmployeeCommand(signedInActor(user, actor), body.employee_id));
    return { employee_id: body.employee_id };
  }
}
