import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../common/auth/auth-user';
import { assertSameUser } from '../common/auth/same-user';
import { parsePayDates } from '../pay';
import { isMissing, optionalId, requiredId, requiredIsoDate } from '../common/http/request-parsers';
import { auditCsv, auditFileName } from './http/audit-file';
import { checkOrder, cursorOf, formatOf, kindOf, limitOf, optionalInstant, requiredInstant } from './http/audit-params';
import { ExportAuditQuery } from './queries/export-audit.handler';
import { GetAuditEventsQuery } from './queries/get-audit-events.handler';
import { GetAuditWorkplacesQuery } from './queries/get-audit-workplaces.handler';
import { GetPayAtInstantQuery } from './queries/get-pay-at-instant.handler';
import { GetRotaAtInstantQuery } from './queries/get-rota-at-instant.handler';
import { GetRotaDiffQuery } from './queries/get-rota-diff.handler';

type Params = Record<string, unknown>;

/** History for the owner of a workplace: its events, a day as it stood, what changed, pay then, a file. */
@Controller('audit')
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  @Get('workplaces')
  workplaces(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    return this.queries.execute(new GetAuditWorkplacesQuery(user.userId));
  }

  @Get('events')
  events(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const from = optionalInstant(query.from, 'from');
    const to = optionalInstant(query.to, 'to');
    checkOrder(from, to);
    const filters = {
      from,
      to,
      kind: kindOf(query.kind),
      rotaDate: isMissing(query.date) ? null : requiredIsoDate(query.date, 'date'),
      employeeId: optionalId(query.employeeId, 'employeeId'),
    };
    return this.queries.execute(new GetAuditEventsQuery(user.userId, workplaceId, filters, cursorOf(query.cursor), limitOf(query.limit)));
  }

  @Get('rota')
  rota(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(query.date, 'date');
    const at = requiredInstant(query.at, 'at');
    return this.queries.execute(new GetRotaAtInstantQuery(user.userId, workplaceId, rotaDate, at));
  }

  @Get('diff')
  diff(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDate = requiredIsoDate(query.date, 'date');
    const from = requiredInstant(query.from, 'from');
    const to = requiredInstant(query.to, 'to');
    checkOrder(from, to);
    return this.queries.execute(new GetRotaDiffQuery(user.userId, workplaceId, rotaDate, from, to));
  }

  @Get('pay')
  pay(@Query() query: Params, @CurrentUser() user: AuthUser) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const rotaDates = parsePayDates(query.dates);
    const at = requiredInstant(query.at, 'at');
    return this.queries.execute(new GetPayAtInstantQuery(user.userId, workplaceId, rotaDates, at));
  }

  /** A file for a dispute: every event of the workplace in the range, with ids and positions. */
  @Get('export')
  async export(@Query() query: Params, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) response: Response) {
    assertSameUser(query.userId, user);
    const workplaceId = requiredId(query.workplaceId, 'workplaceId');
    const from = optionalInstant(query.from, 'from');
    const to = optionalInstant(query.to, 'to');
    checkOrder(from, to);
    const format = formatOf(query.format);
    const file = await this.queries.execute(new ExportAuditQuery(user.userId, workplaceId, from, to));
    response.setHeader('Content-Disposition', `attachment; filename="${auditFileName(file, format)}"`);
    response.setHeader('Cache-Control', 'no-store');
    if (format === 'json') {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      return JSON.stringify(file, null, 2);
    }
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    return auditCsv(file);
  }
}
