import { Access, AccessGrant, CurrentAccess } from '../../common/auth/access';
import { Body, Controller, Query } from '@nestjs/common';
import { Endpoint } from '../../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  CreateWorkplaceRequest,
  DeleteWorkplaceRequest,
  ListWorkplacesRequest,
  NOT_A_JSON_OBJECT,
  UpdateWorkplaceRequest,
  WORKPLACE_REQUEST_MESSAGES,
  WorkplaceIdAnswer,
  WorkplaceListAnswer,
  OWN_DATA_ONLY,
  WORKPLACE_ROUTES,
} from '@rotaledger/contracts';
import {
  KIOSK_SETTINGS_MESSAGES,
  PAYROLL_CODE_FIELDS,
  PAYROLL_CODE_MESSAGES,
  TIME_ZONE_MESSAGES,
  WORKPLACE_MESSAGES,
} from '@rotaledger/domain';
import { Actor } from '../../infrastructure/aggregate-store';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../../common/auth/auth-user';
import { Answers } from '../../common/http/api-answers';
import { ContractDto } from '../../common/http/contract-validation';
import { RequestInput } from '../../common/http/request-input';
import { CreateWorkplaceCommand } from './commands/create-workplace.handler';
import { DeleteWorkplaceCommand } from './commands/delete-workplace.handler';
import { UpdateWorkplaceCommand } from './commands/update-workplace.handler';
import { GetWorkplacesQuery } from './queries/get-workplaces.handler';

class ListWorkplacesQuery extends ContractDto(ListWorkplacesRequest) {}
class CreateWorkplaceBody extends ContractDto(CreateWorkplaceRequest) {}
class UpdateWorkplaceBody extends ContractDto(UpdateWorkplaceRequest) {}
class DeleteWorkplaceInput extends ContractDto(DeleteWorkplaceRequest) {}

const { duplicateName, cap, notFound, ...invalidDetails } = WORKPLACE_MESSAGES;
/** Every rule of a workplace's details (the decider's) refuses with a 400. */
const DETAILS_REFUSALS = [
  ...Object.values(invalidDetails),
  TIME_ZONE_MESSAGES.invalid,
  PAYROLL_CODE_MESSAGES.shape,
  ...PAYROLL_CODE_FIELDS.map(PAYROLL_CODE_MESSAGES.number),
  PAYROLL_CODE_MESSAGES.duplicate,
  NOT_A_JSON_OBJECT,
];
const { invalidWorkplaceId } = WORKPLACE_REQUEST_MESSAGES;

/** The spec's /workplaces calls. The caller's token decides whose workplaces these are. */
@ApiTags('workplaces')
@Controller()
export class WorkplacesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(WORKPLACE_ROUTES.getWorkplaces)
  @Access('rota.read')
  @Answers(200, WorkplaceListAnswer, { 403: [OWN_DATA_ONLY] })
  list(@Query() query: ListWorkplacesQuery, @CurrentAccess() access: AccessGrant): Promise<WorkplaceListAnswer> {
    return this.queries.execute(new GetWorkplacesQuery(access.teams));
  }

  @Endpoint(WORKPLACE_ROUTES.createWorkplace)
  @Access('workplace.manage')
  @Answers(201, WorkplaceIdAnswer, { 400: DETAILS_REFUSALS, 403: [OWN_DATA_ONLY], 409: [duplicateName, cap] })
  async create(@Body() body: CreateWorkplaceBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<WorkplaceIdAnswer> {
    const { workplaceId } = await this.commands.execute(new CreateWorkplaceCommand(signedInActor(user, actor), body.workplace));
    return { workplace_id: workplaceId };
  }

  @Endpoint(WORKPLACE_ROUTES.updateWorkplace)
  @Access('workplace.manage', { workplace: 'workplace_id' })
  @Answers(200, WorkplaceIdAnswer, {
    400: [
      invalidWorkplaceId,
      ...DETAILS_REFUSALS,
      KIOSK_SETTINGS_MESSAGES.ipRanges,
      KIOSK_SETTINGS_MESSAGES.ipRange('cafe wifi'),
      KIOSK_SETTINGS_MESSAGES.clockInWithoutShift,
    ],
    403: [OWN_DATA_ONLY],
    404: [notFound],
    409: [duplicateName],
  })
  async update(@Body() body: UpdateWorkplaceBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<WorkplaceIdAnswer> {
    await this.commands.execute(new UpdateWorkplaceCommand(signedInActor(user, actor), body.workplaceId, body.changes));
    return { workplace_id: body.workplaceId };
  }

  /** The spec sends the ids in the body; query parameters are accepted too (some clients drop DELETE bodies). */
  @Endpoint(WORKPLACE_ROUTES.deleteWorkplace)
  @Access('workplace.manage', { workplace: 'workplace_id' })
  @ApiBody({ type: DeleteWorkplaceInput })
  @Answers(200, WorkplaceIdAnswer, { 400: [invalidWorkplaceId, NOT_A_JSON_OBJECT], 403: [OWN_DATA_ONLY], 404: [notFound] })
  async remove(
    @RequestInput() input: DeleteWorkplaceInput,
    @CurrentUser() user: AuthUser,
    @CurrentActor() actor: Actor,
  ): Promise<WorkplaceIdAnswer> {
    await this.commands.execute(new DeleteWorkplaceCommand(signedInActor(user, actor), input.workplace_id));
    return { workplace_id: input.workplace_id };
  }
}
