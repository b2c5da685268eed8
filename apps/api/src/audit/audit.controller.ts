import { Access, AccessGrant, CurrentAccess } from '../common/auth/access';
import { Controller, Query, Res } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_MESSAGES,
  AuditDiffAnswer,
  AuditDiffRequest,
  AuditEventsAnswer,
  AuditEventsRequest,
  AuditExportAnswer,
  AuditExportRequest,
  AuditPayAnswer,
  AuditPayRequest,
  AuditRotaAnswer,
  AuditRotaRequest,
  AuditWorkplacesAnswer,
  AuditWorkplacesRequest,
  OWN_DATA_ONLY,
  PAY_DATES_MESSAGES,
  outsideSupportedYears,
  AUDIT_ROUTES,
} from '@rotaledger/contracts';
import { ACCOUNT_ERRORS, ROTA_MESSAGES } from '@rotaledger/domain';
import type { HttpReply } from '../common/http/http-types';
import { Answers, Refusals } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { auditCsv, auditFileName } from './http/audit-file';
import { ExportAuditQuery } from './queries/export-audit.handler';
import { GetAuditEventsQuery } from './queries/get-audit-events.handler';
import { GetAuditWorkplacesQuery } from './queries/get-audit-workplaces.handler';
import { GetPayAtInstantQuery } from './queries/get-pay-at-instant.handler';
import { GetRotaAtInstantQuery } from './queries/get-rota-at-instant.handler';
import { GetRotaDiffQuery } from './queries/get-rota-diff.handler';

class AuditWorkplacesParams extends ContractDto(AuditWorkplacesRequest) {}
class AuditEventsParams extends ContractDto(AuditEventsRequest) {}
class AuditRotaParams extends ContractDto(AuditRotaRequest) {}
class AuditDiffParams extends ContractDto(AuditDiffRequest) {}
class AuditPayParams extends ContractDto(AuditPayRequest) {}
class AuditExportParams extends ContractDto(AuditExportRequest) {}

const SIGNED_IN = { 401: [ACCOUNT_ERRORS.signInRequired], 403: [OWN_DATA_ONLY] };
const id = (name: string) => [`${name} is required.`, `${name} must be a valid id.`];
const date = (name: string) => [`${name} is required.`, `${name} must be a real date in the form yyyy-mm-dd.`, outsideSupportedYears(name)];
const instant = (name: string) => [`${name} is required.`, AUDIT_MESSAGES.notAnInstant(name), outsideSupportedYears(name)];
/** The workplace's refusals: bad input, then not found (or not the caller's). */
const forWorkplace = (...badInput: string[][]): Refusals => ({
  400: [...id('workplaceId'), ...badInput.flat()],
  ...SIGNED_IN,
  404: [ROTA_MESSAGES.workplaceNotFound],
});

/** History for the owner of a workplace: its events, a day as it stood, what changed, pay then, a file. */
@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly queries: QueryBus) {}

  /** Every workplace the caller has a history for, deleted ones included. */
  @Endpoint(AUDIT_ROUTES.getWorkplaces)
  @Access('audit.read')
  @Answers(200, AuditWorkplacesAnswer, SIGNED_IN)
  workplaces(@Query() query: AuditWorkplacesParams, @CurrentAccess() access: AccessGrant) {
    return this.queries.execute(new GetAuditWorkplacesQuery(access.teams));
  }

  @Endpoint(AUDIT_ROUTES.getEvents)
  @Access('audit.read', { workplaceHistory: 'workplaceId' })
  @Answers(200, AuditEventsAnswer, {
    ...forWorkplace(
      instant('from').slice(1),
      instant('to').slice(1),
      [AUDIT_MESSAGES.fromAfterTo, AUDIT_MESSAGES.kind],
      date('date').slice(1),
      id('employeeId').slice(1),
      [AUDIT_MESSAGES.cursor, AUDIT_MESSAGES.limit, AUDIT_MESSAGES.order],
    ),
    404: [ROTA_MESSAGES.workplaceNotFound, ROTA_MESSAGES.employeeNotFound],
  })
  events(@Query() query: AuditEventsParams, @CurrentAccess() access: AccessGrant) {
    const { from, to, kind, date: rotaDate, employeeId } = query;
    const filters = { from, to, kind, rotaDate, employeeId };
    return this.queries.execute(
      new GetAuditEventsQuery(query.workplaceId, filters, query.cursor, query.limit, access.workplaceIds, query.order),
    );
  }

  @Endpoint(AUDIT_ROUTES.getRota)
  @Access('audit.read', { workplaceHistory: 'workplaceId' })
  @Answers(200, AuditRotaAnswer, forWorkplace(date('date'), instant('at')))
  rota(@Query() query: AuditRotaParams) {
    return this.queries.execute(new GetRotaAtInstantQuery(query.workplaceId, query.date, query.at));
  }

  @Endpoint(AUDIT_ROUTES.getDiff)
  @Access('audit.read', { workplaceHistory: 'workplaceId' })
  @Answers(200, AuditDiffAnswer, forWorkplace(date('date'), instant('from'), instant('to'), [AUDIT_MESSAGES.fromAfterTo]))
  diff(@Query() query: AuditDiffParams) {
    return this.queries.execute(new GetRotaDiffQuery(query.workplaceId, query.date, query.from, query.to));
  }

  @Endpoint(AUDIT_ROUTES.getPay)
  @Access('audit.read', { workplaceHistory: 'workplaceId' })
  @Answers(200, AuditPayAnswer, forWorkplace(Object.values(PAY_DATES_MESSAGES), instant('at')))
  pay(@Query() query: AuditPayParams) {
    return this.queries.execute(new GetPayAtInstantQuery(query.workplaceId, query.dates, query.at));
  }

  /** A file for a dispute: every event of the workplace in the range, with ids and positions. */
  @Endpoint(AUDIT_ROUTES.export)
  @Access('audit.read', { workplaceHistory: 'workplaceId' })
  @ApiProduces('text/csv', 'application/json')
  @Answers(
    200,
    AuditExportAnswer,
    forWorkplace(instant('from').slice(1), instant('to').slice(1), [AUDIT_MESSAGES.fromAfterTo, AUDIT_MESSAGES.format]),
  )
  async export(@Query() query: AuditExportParams, @Res({ passthrough: true }) response: HttpReply, @CurrentAccess() access: AccessGrant) {
    const { format } = query;
    const file = await this.queries.execute(new ExportAuditQuery(query.workplaceId, query.from, query.to, access.workplaceIds));
    response.header('Content-Disposition', `attachment; filename="${auditFileName(file, format)}"`);
    response.header('Cache-Control', 'no-store');
    if (format === 'json') {
      response.header('Content-Type', 'application/json; charset=utf-8');
      return JSON.stringify(file, null, 2);
    }
    response.header('Content-Type', 'text/csv; charset=utf-8');
    return auditCsv(file);
  }
}
