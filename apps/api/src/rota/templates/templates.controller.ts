import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  AppliedTemplateAnswer,
  ApplyTemplateRequest,
  CreateTemplateRequest,
  DeleteTemplateRequest,
  EITHER_NEEDS_OR_WEEK,
  GetTemplatesRequest,
  OWN_DATA_ONLY,
  TEMPLATE_REQUEST_REFUSALS as REFUSALS,
  TemplateIdAnswer,
  TemplatesAnswer,
  UpdateTemplateRequest,
  TEMPLATE_ROUTES,
} from '@rotaledger/contracts';
import { ACCESS_MESSAGES, BEYOND_HORIZON_EXAMPLE, ROTA_MESSAGES, TEMPLATE_MESSAGES as T } from '@rotaledger/domain';
import { Access } from '../../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import { RateLimiter } from '../../common/http/rate-limiter';
import { RequestInput } from '../../common/http/request-input';
import type { Actor } from '../../infrastructure/aggregate-store';
import { ApplyTemplateCommand } from './commands/apply-template.handler';
import { CreateTemplateCommand } from './commands/create-template.handler';
import { DeleteTemplateCommand } from './commands/delete-template.handler';
import { UpdateTemplateCommand } from './commands/update-template.handler';
import { GetTemplatesQuery } from './queries/get-templates.handler';
import { APPLY_TEMPLATE_RATE_LIMIT, TEMPLATE_WRITE_RATE_LIMIT } from './template-rate-limits';

class GetTemplatesQueryDto extends ContractDto(GetTemplatesRequest) {}
class CreateTemplateBody extends ContractDto(CreateTemplateRequest) {}
class UpdateTemplateBody extends ContractDto(UpdateTemplateRequest) {}
class DeleteTemplateInput extends ContractDto(DeleteTemplateRequest) {}
class ApplyTemplateBody extends ContractDto(ApplyTemplateRequest) {}

const FORBIDDEN = { 403: [OWN_DATA_ONLY, ACCESS_MESSAGES.auditorReadOnly] };
const NAME_RULES = [T.nameTooShort, T.nameTooLong, T.nameCharacters];
const NEED_RULES = [
  T.noNeeds,
  T.weekday,
  T.count,
  T.duplicateNeed,
  ROTA_MESSAGES.serviceNotOffered,
  ROTA_MESSAGES.notQuarterHour,
  ROTA_MESSAGES.endBeforeStart,
];

/**
 * Staffing templates (issue 38): a workplace's named lists of needs, and drawing one into a week
 * as open shifts. Reads are the planner's (an auditor may read them); writes are the planner's
 * writes, each counted towards its user's rate limit.
 */
@ApiTags('rota')
@Controller()
export class TemplatesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(TEMPLATE_ROUTES.getTemplates)
  @Access('rota.read', { workplace: 'workplaceId' })
  @Answers(200, TemplatesAnswer, { 400: REFUSALS.list, 403: [OWN_DATA_ONLY], 404: [ROTA_MESSAGES.workplaceNotFound] })
  getTemplates(@Query() query: GetTemplatesQueryDto): Promise<TemplatesAnswer> {
    return this.queries.execute(new GetTemplatesQuery(query.workplaceId));
  }

  /** From `needs`, or from the week at `fromWeekStart` (its shifts, assigned and open). */
  @Endpoint(TEMPLATE_ROUTES.createTemplate)
  @Access('rota.write', { workplace: 'workplaceId' })
  @Answers(201, TemplateIdAnswer, {
    400: [...REFUSALS.create, EITHER_NEEDS_OR_WEEK, ...NAME_RULES, ...NEED_RULES],
    ...FORBIDDEN,
    404: [ROTA_MESSAGES.workplaceNotFound],
    409: [T.cap, T.tooManyNeeds, T.duplicateName, T.emptyWeek],
    429: [TEMPLATE_WRITE_RATE_LIMIT.message],
  })
  createTemplate(@Body() body: CreateTemplateBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<TemplateIdAnswer> {
    this.rateLimit.consume(`templates:user:${user.userId}`, TEMPLATE_WRITE_RATE_LIMIT);
    const source = body.needs !== undefined ? { needs: body.needs } : { fromWeekStart: body.fromWeekStart! };
    return this.commands.execute(new CreateTemplateCommand(signedInActor(user, actor), body.workplaceId, body.name, source));
  }

  @Endpoint(TEMPLATE_ROUTES.updateTemplate)
  @Access('rota.write', { template: 'templateId' })
  @Answers(204, null, {
    400: [...REFUSALS.update, ...NAME_RULES, ...NEED_RULES],
    ...FORBIDDEN,
    404: [T.notFound, ROTA_MESSAGES.workplaceNotFound],
    409: [T.tooManyNeeds, T.duplicateName],
    429: [TEMPLATE_WRITE_RATE_LIMIT.message],
  })
  async updateTemplate(@Body() body: UpdateTemplateBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    this.rateLimit.consume(`templates:user:${user.userId}`, TEMPLATE_WRITE_RATE_LIMIT);
    await this.commands.execute(new UpdateTemplateCommand(signedInActor(user, actor), body.templateId, body.name, body.needs));
  }

  /** The id in the body or the query (clients that drop a DELETE's body). */
  @Endpoint(TEMPLATE_ROUTES.deleteTemplate)
  @Access('rota.write', { template: 'templateId' })
  @ApiBody({ type: DeleteTemplateInput, required: false })
  @Answers(204, null, {
    400: REFUSALS.delete,
    ...FORBIDDEN,
    404: [T.notFound, ROTA_MESSAGES.workplaceNotFound],
    429: [TEMPLATE_WRITE_RATE_LIMIT.message],
  })
  async deleteTemplate(
    @RequestInput() input: DeleteTemplateInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    this.rateLimit.consume(`templates:user:${user.userId}`, TEMPLATE_WRITE_RATE_LIMIT);
    await this.commands.execute(new DeleteTemplateCommand(signedInActor(user, actor), input.templateId));
  }

  /** Adds only what the week lacks; the answer's changeId undoes the whole week with POST /rota/undo. */
  @Endpoint(TEMPLATE_ROUTES.applyTemplate)
  @Access('rota.write', { workplace: 'workplaceId', template: 'templateId' })
  @Answers(200, AppliedTemplateAnswer, {
    400: [...REFUSALS.apply, BEYOND_HORIZON_EXAMPLE, ROTA_MESSAGES.serviceNotOffered],
    ...FORBIDDEN,
    404: [T.notFound, ROTA_MESSAGES.workplaceNotFound],
    409: [ROTA_MESSAGES.tooManyShifts, ROTA_MESSAGES.tooManyAssignments],
    429: [APPLY_TEMPLATE_RATE_LIMIT.message],
  })
  applyTemplate(
    @Body() body: ApplyTemplateBody,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<AppliedTemplateAnswer> {
    this.rateLimit.consume(`apply-template:user:${user.userId}`, APPLY_TEMPLATE_RATE_LIMIT);
    return this.commands.execute(new ApplyTemplateCommand(signedInActor(user, actor), body.workplaceId, body.templateId, body.weekStart));
  }
}
