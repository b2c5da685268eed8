import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { invalid } from '@rotaledger/domain';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import type { Actor } from '../infrastructure/aggregate-store';
import { AddAssignmentCommand } from './commands/add-assignment.handler';
import { DeleteAssignmentCommand } from './commands/delete-assignment.handler';
import { UpdateAssignmentEmployeeCommand } from './commands/update-assignment-employee.handler';
import { UpdateAssignmentTimeCommand } from './commands/update-assignment-time.handler';
import { bodyObject, optionalId, requiredId, requiredIsoDate } from '../common/http/request-parsers';
import { requiredSpan } from './http/assignment-times';
import { serviceTypeOf } from './http/service-type';
import { PlaceAssignmentCommand } from './commands/place-assignment.handler';
import { GetAssignmentsQuery } from './queries/get-assignments.handler';

type Params = Record<string, unknown>;

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
  placeAssignment(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const workplaceId = requiredId(body.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(body.date, 'date');
    if (body.serviceType === undefined || body.serviceType === null || body.serviceType === '') throw invalid('serviceType is required.');
    const serviceType = serviceTypeOf(body.serviceType);
    const employeeId = optionalId(body.employeeId, 'employeeId');
    const { startMinute, endMinute } = requiredSpan(body.timeStart, body.timeEnd);
    return this.commands.execute(
      new PlaceAssignmentCommand(signedInActor(user, actor), workplaceId, rotaDate, serviceType, employeeId, startMinute, endMinute),
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
  updateAssignmentTime(@Body() raw: unknown, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor) {
    const body = bodyObject(raw);
    assertSameUser(body.userId, user);
    const assignmentId = requiredId(body.assignmentId, 'assignmentId');
    const { startMinute, endMinute } = requiredSpan(body.timeStart, body.timeEnd);
    return this.commands.execute(new UpdateAssignmentTimeCommand(signedInActor(user, actor), assignmentId, startMinute, endMinute));
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
