import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  ApproveTimesheetDayRequest,
  CorrectTimesheetRequest,
  OWN_DATA_ONLY,
  TimesheetsAnswer,
  TimesheetsRequest,
  WEEK_RANGE_MESSAGES,
  TIMESHEET_ROUTES,
} from '@rotaledger/contracts';
import { BREAK_MESSAGES, endMinuteAfter, ROTA_MESSAGES as M, TIMESHEET_MESSAGES as T } from '@rotaledger/domain';
import { Access } from '../../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import type { Actor } from '../../infrastructure/aggregate-store';
import { TimesheetDays, timesheetAnswers } from './timesheet-days';
import { ApproveTimesheetDayCommand } from './commands/approve-timesheet-day.handler';
import { CorrectTimesheetCommand } from './commands/correct-timesheet.handler';

class CorrectTimesheetBody extends ContractDto(CorrectTimesheetRequest) {}
class ApproveTimesheetDayBody extends ContractDto(ApproveTimesheetDayRequest) {}
class TimesheetsQueryDto extends ContractDto(TimesheetsRequest) {}

const NOT_YOURS = { 403: [OWN_DATA_ONLY] };

/** A day's timesheet beside the plan (issue 28): managers correct and approve; auditors read. */
@ApiTags('timesheets')
@Controller()
export class TimesheetsController {
  constructor(
    private readonly days: TimesheetDays,
    private readonly commands: CommandBus,
  ) {}

  /** Per assignment with an employee: planned and actual times, breaks and paid minutes, clocks, and whether its day is approved. */
  @Endpoint(TIMESHEET_ROUTES.getTimesheets)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, TimesheetsAnswer, {
    400: ['workplaceId must be a valid id.', WEEK_RANGE_MESSAGES.endBeforeStart, WEEK_RANGE_MESSAGES.tooLong],
    ...NOT_YOURS,
    404: [M.workplaceNotFound],
  })
  async timesheets(@Query() query: TimesheetsQueryDto): Promise<TimesheetsAnswer> {
    const zone = await this.days.zoneOf(query.workplaceId);
    const days = await this.days.range(query.workplaceId, query.startDate, query.endDate);
    const timesheets = days.sort((a, b) => a.rotaDate.localeCompare(b.rotaDate)).flatMap((day) => timesheetAnswers(day, zone));
    return { timesheets };
  }

  /** Times HH:MM:SS on the workplace clock (seconds ignored); an end at or before the start is the next day; no break: the planned one; never later than now. */
  @Endpoint(TIMESHEET_ROUTES.correctTimesheet)
  @Access('rota.write', { assignment: 'assignmentId' })
  @Answers(204, null, {
    400: [
      'actualStart must be a time like 09:00 or 09:00:00.',
      BREAK_MESSAGES.breakMinutes,
      BREAK_MESSAGES.breakTooLong,
      '01:30 does not exist on 29 Mar 2026 (the clocks go forward).',
    ],
    ...NOT_YOURS,
    404: [M.assignmentNotFound, M.workplaceNotFound],
    409: [T.nobodyOnShift, T.futureActuals],
  })
  async correct(@Body() body: CorrectTimesheetBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    const start = Math.floor(body.actualStart);
    const end = endMinuteAfter(start, Math.floor(body.actualEnd));
    await this.commands.execute(
      new CorrectTimesheetCommand(signedInActor(user, actor), body.assignmentId, start, end, body.breakMinutes ?? null),
    );
  }

  /** Approves the day's timesheet once the day has started; a later correction or clock un-approves it until approved again. */
  @Endpoint(TIMESHEET_ROUTES.approveTimesheetDay)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(204, null, {
    400: ['workplaceId must be a valid id.', 'date must be a real date in the form yyyy-mm-dd.'],
    ...NOT_YOURS,
    404: [M.workplaceNotFound],
    409: [T.stillClockedIn, T.nothingToApprove, T.dayNotStarted],
  })
  async approve(@Body() body: ApproveTimesheetDayBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new ApproveTimesheetDayCommand(signedInActor(user, actor), body.workplaceId, body.date));
  }
}
