import { Access } from '../common/auth/access';
import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  AddAssignmentRequest,
  AssignEmployeeRequest,
  AssignmentIdAnswer,
  AssignmentListAnswer,
  DeleteAssignmentRequest,
  GetAssignmentsRequest,
  OWN_DATA_ONLY,
  PlaceAssignmentRequest,
  PlacedAssignmentAnswer,
  ROTA_REQUEST_REFUSALS as REFUSALS,
  UpdateAssignmentTimeRequest,
  ROTA_ROUTES,
} from '@rotaledger/contracts';
import { BEYOND_HORIZON_EXAMPLE, BREAK_MESSAGES, endMinuteAfter, ROTA_MESSAGES as M } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RequestInput } from '../common/http/request-input';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { AddAssignmentCommand } from './commands/add-assignment.handler';
import { DeleteAssignmentCommand } from './commands/delete-assignment.handler';
import { UpdateAssignmentEmployeeCommand } from './commands/update-assignment-employee.handler';
import { UpdateAssignmentTimeCommand } from './commands/update-assignment-time.handler';
import { PlaceAssignmentCommand } from './commands/place-assignment.handler';
import { GetAssignmentsQuery } from './queries/get-assignments.handler';

class GetAssignmentsQueryDto extends ContractDto(GetAssignmentsRequest) {}
class AddAssignmentBody extends ContractDto(AddAssignmentRequest) {}
class PlaceAssignmentBody extends ContractDto(PlaceAssignmentRequest) {}
class AssignEmployeeBody extends ContractDto(AssignEmployeeRequest) {}
class UpdateAssignmentTimeBody extends ContractDto(UpdateAssignmentTimeRequest) {}
class DeleteAssignmentInput extends ContractDto(DeleteAssignmentRequest) {}

const NOT_YOURS = { 403: [OWN_DATA_ONLY] };

/** Refusals of the time rules, shared by the routes that set an assignment's times (a skipped clock time is named, e.g. this one). */
const TIME_RULES = [
  M.notQuarterHour,
  M.endBeforeStart,
  M.outsideRotaHours,
  BEYOND_HORIZON_EXAMPLE,
  '01:30 does not exist on 29 Mar 2026 (the clocks go forward).',
  BREAK_MESSAGES.breakMinutes,
  BREAK_MESSAGES.breakTooLong,
];

/** The spec's `/assignments/*` calls. */
@ApiTags('assignments')
@Controller()
export class AssignmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(ROTA_ROUTES.getAssignments)
  @Access('rota.read', { shift: 'shiftId' })
  @Answers(200, AssignmentListAnswer, { 400: REFUSALS.getAssignments, ...NOT_YOURS, 404: [M.shiftNotFound] })
  getAssignments(@Query() query: GetAssignmentsQueryDto): Promise<AssignmentListAnswer> {
    return this.queries.execute(new GetAssignmentsQuery(query.shiftId));
  }

  /** employeeId may be missing, null or '': the assignment starts unallocated. */
  @Endpoint(ROTA_ROUTES.addAssignment)
  @Access('rota.write', { shift: 'shiftId', employee: 'employeeId' })
  @Answers(201, AssignmentIdAnswer, {
    400: [...REFUSALS.addAssignment, ...TIME_RULES, M.employeeElsewhere],
    ...NOT_YOURS,
    404: [M.shiftNotFound, M.workplaceNotFound, M.employeeNotFound],
    409: [M.assignmentExists, M.tooManyAssignments, M.rowOverlap, M.employeeBusy],
  })
  addAssignment(@Body() body: AddAssignmentBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<AssignmentIdAnswer> {
    const { shiftId, employeeId, timeStart, breakMinutes } = body;
    const timeEnd = endMinuteAfter(timeStart, body.timeEnd);
    return this.commands.execute(
      new AddAssignmentCommand(signedInActor(user, actor), shiftId, employeeId, timeStart, timeEnd, breakMinutes),
    );
  }

  /**
   * The weekly "+" in one command: the first row of the service with room that day, else a new
   * one. employeeId missing, null or '' places an open shift.
   */
  @Endpoint(ROTA_ROUTES.placeAssignment)
  @Access('rota.write', { workplace: 'workplaceId', employee: 'employeeId' })
  @Answers(201, PlacedAssignmentAnswer, {
    ...NOT_YOURS,
    400: [M.serviceNotOffered, M.employeeElsewhere, ...TIME_RULES],
    404: [M.workplaceNotFound, M.employeeNotFound],
    409: [M.employeeBusy, M.tooManyShifts, M.tooManyAssignments],
  })
  placeAssignment(@Body() body: PlaceAssignmentBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const { workplaceId, date, serviceType, employeeId, timeStart, breakMinutes } = body;
    const timeEnd = endMinuteAfter(timeStart, body.timeEnd);
    return this.commands.execute(
      new PlaceAssignmentCommand(signedInActor(user, actor), workplaceId, date, serviceType, employeeId, timeStart, timeEnd, breakMinutes),
    );
  }

  /** employeeId null or '' unassigns; leaving it out is refused, so a forgotten field never unassigns anyone. */
  @Endpoint(ROTA_ROUTES.assignEmployee)
  @Access('rota.write', { assignment: 'assignmentId', employee: 'employeeId' })
  @Answers(200, AssignmentIdAnswer, {
    400: [...REFUSALS.assignEmployee, M.employeeElsewhere],
    ...NOT_YOURS,
    404: [M.assignmentNotFound, M.workplaceNotFound, M.employeeNotFound],
    409: [M.employeeBusy],
  })
  updateEmployee(
    @Body() body: AssignEmployeeBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AssignmentIdAnswer> {
    return this.commands.execute(new UpdateAssignmentEmployeeCommand(signedInActor(user, actor), body.assignmentId, body.employeeId));
  }

  /** Answers { assignment_id, shift_id }: the row changes when a colleague held the new time in the old one. */
  @Endpoint(ROTA_ROUTES.updateAssignmentTime)
  @Access('rota.write', { assignment: 'assignmentId' })
  @Answers(200, PlacedAssignmentAnswer, {
    ...NOT_YOURS,
    400: TIME_RULES,
    404: [M.assignmentNotFound],
    409: [M.timeOverlap, M.employeeBusy, M.tooManyShifts],
  })
  updateAssignmentTime(@Body() body: UpdateAssignmentTimeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const { assignmentId, timeStart, breakMinutes } = body;
    const timeEnd = endMinuteAfter(timeStart, body.timeEnd);
    return this.commands.execute(
      new UpdateAssignmentTimeCommand(signedInActor(user, actor), assignmentId, timeStart, timeEnd, breakMinutes),
    );
  }

  /**
   * The spec sends the id in the body as assignment_id; assignmentId, and query parameters
   * (some clients drop DELETE bodies), are accepted too.
   */
  @Endpoint(ROTA_ROUTES.deleteAssignment)
  @Access('rota.write', { assignment: ['assignment_id', 'assignmentId'] })
  @ApiBody({ type: DeleteAssignmentInput, required: false })
  @Answers(200, AssignmentIdAnswer, { 400: REFUSALS.deleteAssignment, ...NOT_YOURS, 404: [M.assignmentNotFound, M.workplaceNotFound] })
  deleteAssignment(
    @RequestInput() input: DeleteAssignmentInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AssignmentIdAnswer> {
    return this.commands.execute(new DeleteAssignmentCommand(signedInActor(user, actor), input.assignment_id));
  }
}
