import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PlaceAssignmentRequest, PlacedAssignmentAnswer, UpdateAssignmentTimeRequest } from '@rotaledger/contracts';
import { endMinuteAfter, invalid, ROTA_MESSAGES as M } from '@rotaledger/domain';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { AddAssignmentCommand } from './commands/add-assignment.handler';
import { DeleteAssignmentCommand } from './commands/delete-assignment.handler';
import { UpdateAssignmentEmployeeCommand } from './commands/update-assignment-employee.handler';
import { UpdateAssignmentTimeCommand } from './commands/update-assignment-time.handler';
import { bodyObject, optionalId, requiredId } from '../common/http/request-parsers';
import { requiredSpan } from './http/assignment-times';
import { PlaceAssignmentCommand } from './commands/place-assignment.handler';
import { GetAssignmentsQuery } from './queries/get-assignments.handler';

type Params = Record<string, unknown>;

class PlaceAssignmentBody extends ContractDto(PlaceAssignmentRequest) {}
class UpdateAssignmentTimeBody extends ContractDto(UpdateAssignmentTimeRequest) {}

/** Refusals of the time rules, shared by the routes that set an assignment's times. */
const TIME_RULES = [M.notQuarterHour, M.endBeforeStart, M.outsideRotaHours];

/** The spec's `/assignments/*` calls. */
@Controller('assignments')
export class AssignmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('getassignments')
  getAssignments(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const shiftId = requiredId(query.shiftId, 'shiftId');
    return this.queries.execute(new GetAssignmentsQuery(user.userId, shiftId));
  }

  /** employeeId may be missing, null or '': the assignment starts unallocated. */
  @Post('addassignment')
  addAssignment(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const shiftId = requiredId(body.shiftId, 'shiftId');
    const employeeId = optionalId(body.employeeId, 'employeeId');
    const { startMinute, endMinute } = requiredSpan(body.timeStart, body.timeEnd);
    return this.commands.execute(new AddAssignmentCommand(signedInActor(user, actor), shiftId, employeeId, startMinute, endMinute));
  }

  /**
   * The weekly "+" in one command: the first row of the service with room that day, else a new
   * one. employeeId missing, null or '' places an open shift.
   */
  @Post('placeassignment')
  @Answers(201, PlacedAssignmentAnswer, {
    400: [M.serviceNotOffered, M.employeeElsewhere, ...TIME_RULES],
    404: [M.workplaceNotFound, M.employeeNotFound],
    409: [M.employeeBusy, M.tooManyShifts],
  })
  placeAssignment(@Body() body: PlaceAssignmentBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    assertSameUser(body.userId, user);
    const { workplaceId, date, serviceType, employeeId, timeStart } = body;
    const timeEnd = endMinuteAfter(timeStart, body.timeEnd);
    return this.commands.execute(
      new PlaceAssignmentCommand(signedInActor(user, actor), workplaceId, date, serviceType, employeeId, timeStart, timeEnd),
    );
  }

  /** employeeId null or '' unassigns; leaving it out is refused, so a forgotten field never unassigns anyone. */
  @Put('updateemployee')
  updateEmployee(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const assignmentId = requiredId(body.assignmentId, 'assignmentId');
    if (!('employeeId' in body)) throw invalid('employeeId is required: an employee id, or null to unassign.');
    const employeeId = optionalId(body.employeeId, 'employeeId');
    return this.commands.execute(new UpdateAssignmentEmployeeCommand(signedInActor(user, actor), assignmentId, employeeId));
  }

  /** Answers { assignment_id, shift_id }: the row changes when a colleague held the new time in the old one. */
  @Put('updateassignmenttime')
  @Answers(200, PlacedAssignmentAnswer, {
    400: TIME_RULES,
    404: [M.assignmentNotFound],
    409: [M.timeOverlap, M.employeeBusy, M.tooManyShifts],
  })
  updateAssignmentTime(@Body() body: UpdateAssignmentTimeBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    assertSameUser(body.userId, user);
    const { assignmentId, timeStart } = body;
    const timeEnd = endMinuteAfter(timeStart, body.timeEnd);
    return this.commands.execute(new UpdateAssignmentTimeCommand(signedInActor(user, actor), assignmentId, timeStart, timeEnd));
  }

  /**
   * The spec sends the id in the body as assignment_id; assignmentId, and query parameters
   * (some clients drop DELETE bodies), are accepted too.
   */
  @Delete('deleteassignment')
  deleteAssignment(@Query() query: Params, @Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = { ...query, ...bodyObject(raw) };
    assertSameUser(body.userId, user);
    const assignmentId = requiredId(body.assignment_id ?? body.assignmentId, 'assignment_id');
    return this.commands.execute(new DeleteAssignmentCommand(signedInActor(user, actor), assignmentId));
  }
}
