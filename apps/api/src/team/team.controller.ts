import { Body, Controller, Query, Req } from '@nestjs/common';
import { Endpoint } from '../common/http/endpoint';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import {
  BusinessNameAnswer,
  ChangeMemberRequest,
  InvitationAnswer,
  InvitationRequest,
  NameBusinessRequest,
  InvitationIdAnswer,
  InviteMemberRequest,
  JoinedTeamAnswer,
  JoinTeamRequest,
  MembershipsAnswer,
  NOT_A_JSON_OBJECT,
  OWN_DATA_ONLY,
  RemoveMemberRequest,
  RevokeInvitationRequest,
  TeamAnswer,
  TeamRequest,
  TEAM_ROUTES,
} from '@rotaledger/contracts';
import { ACCOUNT_ERRORS, notFound, TEAM_MESSAGES as M } from '@rotaledger/domain';
import { Access } from '../common/auth/access';
import { AuthUser, CurrentActor, CurrentUser, signedInActor } from '../common/auth/auth-user';
import { Answers } from '../common/http/api-answers';
import { ContractDto } from '../common/http/contract-validation';
import { RequestInput } from '../common/http/request-input';
import type { Actor } from '../infrastructure/aggregate-store';
import { ChangeMemberCommand } from './commands/change-member.handler';
import { INVITATIONS_PER_HOUR, InviteMemberCommand } from './commands/invite-member.handler';
import { JoinTeamCommand, JOINS_PER_QUARTER_HOUR } from './commands/join-team.handler';
import { RemoveMemberCommand, SAY_WHICH_TEAM } from './commands/remove-member.handler';
import { RevokeInvitationCommand } from './commands/revoke-invitation.handler';
import { GetMembershipsQuery } from './queries/get-memberships.handler';
import { GetTeamQuery } from './queries/get-team.handler';
import { GetInvitationQuery } from './queries/get-invitation.handler';
import { NameBusinessCommand } from './commands/name-business.handler';
import { Public } from '../common/http/public-routes';
import { clientIpOf } from '../common/http/client-ip';
import type { HttpRequest } from '../common/http/http-types';
import { RateLimit, RateLimiter } from '../common/http/rate-limiter';

/** The join page's preview is public: each client address reads at most this many. */
export const INVITATION_PREVIEWS: RateLimit = {
  limit: 60,
  windowMs: 15 * 60 * 1000,
  message: 'Too many attempts. Please try again in 15 minutes.',
};

class InviteMemberBody extends ContractDto(InviteMemberRequest) {}
class RevokeInvitationInput extends ContractDto(RevokeInvitationRequest) {}
class JoinTeamBody extends ContractDto(JoinTeamRequest) {}
class TeamParams extends ContractDto(TeamRequest) {}
class ChangeMemberBody extends ContractDto(ChangeMemberRequest) {}
class RemoveMemberInput extends ContractDto(RemoveMemberRequest) {}
class InvitationParams extends ContractDto(InvitationRequest) {}
class NameBusinessBody extends ContractDto(NameBusinessRequest) {}

const SIGNED_IN = { 401: [ACCOUNT_ERRORS.signInRequired], 403: [OWN_DATA_ONLY] };
const SCOPE_REFUSALS = [M.badRole, M.noWorkplaces, M.notYourWorkplace];

/**
 * `/team/*`: the caller's own team (owner: invite, change, remove) and the teams they belong
 * to (join with an invitation link, list, leave). Every route acts as the caller: 'self'.
 */
@ApiTags('team')
@Controller()
export class TeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimit: RateLimiter,
  ) {}

  @Endpoint(TEAM_ROUTES.inviteMember)
  @Access('self')
  @Answers(201, InvitationIdAnswer, {
    ...SIGNED_IN,
    400: [ACCOUNT_ERRORS.emailRequired, ACCOUNT_ERRORS.invalidEmail, ...SCOPE_REFUSALS, NOT_A_JSON_OBJECT],
    409: [M.alreadyMember, M.tooManyInvitations, M.tooManyMembers],
    429: [INVITATIONS_PER_HOUR.message],
  })
  invite(@Body() body: InviteMemberBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<InvitationIdAnswer> {
    return this.commands.execute(new InviteMemberCommand(signedInActor(user, actor), body.email, body.role, body.workplaceIds));
  }

  @Endpoint(TEAM_ROUTES.revokeInvitation)
  @Access('self')
  @ApiBody({ type: RevokeInvitationInput })
  @Answers(204, null, { ...SIGNED_IN, 400: [NOT_A_JSON_OBJECT], 404: [M.invitationNotFound] })
  async revoke(@RequestInput() input: RevokeInvitationInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RevokeInvitationCommand(signedInActor(user, actor), input.invitationId));
  }

  @Endpoint(TEAM_ROUTES.joinTeam)
  @Access('self')
  @Answers(200, JoinedTeamAnswer, {
    401: [ACCOUNT_ERRORS.signInRequired],
    403: [M.wrongEmail],
    404: [M.invitationInvalid],
    409: [M.ownTeam, M.alreadyMember, M.tooManyMembers],
    429: [JOINS_PER_QUARTER_HOUR.message],
  })
  join(@Body() body: JoinTeamBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<JoinedTeamAnswer> {
    return this.commands.execute(new JoinTeamCommand(user, actor, body.token));
  }

  /** The join page's preview: whose business, which role, the invited address (to fill the sign-up form). */
  @Public()
  @Endpoint(TEAM_ROUTES.getInvitation)
  @Answers(200, InvitationAnswer, { 404: [M.invitationInvalid], 429: [INVITATION_PREVIEWS.message] })
  invitation(@Query() query: InvitationParams, @Req() request: HttpRequest): Promise<InvitationAnswer> {
    // Counted before the token is looked at, so trying tokens in bulk is slowed like any other.
    this.rateLimit.consume(`team-invitation:ip:${clientIpOf(request)}`, INVITATION_PREVIEWS);
    const { token } = query;
    if (typeof token !== 'string' || token === '' || token.length > 200) throw notFound(M.invitationInvalid);
    return this.queries.execute(new GetInvitationQuery(token));
  }

  /** The owner names their business. */
  @Endpoint(TEAM_ROUTES.nameBusiness)
  @Access('self')
  @Answers(200, BusinessNameAnswer, {
    ...SIGNED_IN,
    400: [M.businessNameEmpty, M.businessNameLength, M.businessNameUnsafe, NOT_A_JSON_OBJECT],
  })
  nameBusiness(@Body() body: NameBusinessBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<BusinessNameAnswer> {
    return this.commands.execute(new NameBusinessCommand(signedInActor(user, actor), body.businessName));
  }

  @Endpoint(TEAM_ROUTES.getTeam)
  @Access('self')
  @Answers(200, TeamAnswer, SIGNED_IN)
  team(@Query() _query: TeamParams, @CurrentUser() user: AuthUser): Promise<TeamAnswer> {
    return this.queries.execute(new GetTeamQuery(user.userId));
  }

  @Endpoint(TEAM_ROUTES.getMemberships)
  @Access('self')
  @Answers(200, MembershipsAnswer, SIGNED_IN)
  memberships(@Query() _query: TeamParams, @CurrentUser() user: AuthUser): Promise<MembershipsAnswer> {
    return this.queries.execute(new GetMembershipsQuery(user.userId));
  }

  @Endpoint(TEAM_ROUTES.changeMember)
  @Access('self')
  @Answers(204, null, { ...SIGNED_IN, 400: [...SCOPE_REFUSALS, NOT_A_JSON_OBJECT], 404: [M.memberNotFound] })
  async change(@Body() body: ChangeMemberBody, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new ChangeMemberCommand(signedInActor(user, actor), body.memberId, body.role, body.workplaceIds));
  }

  /** The owner removes a member, or a member leaves (`memberId` = own id; `ownerId` says which team when in several). */
  @Endpoint(TEAM_ROUTES.removeMember)
  @Access('self')
  @ApiBody({ type: RemoveMemberInput })
  @Answers(204, null, { ...SIGNED_IN, 400: [SAY_WHICH_TEAM, NOT_A_JSON_OBJECT], 404: [M.memberNotFound] })
  async remove(@RequestInput() input: RemoveMemberInput, @CurrentUser() user: AuthUser, @CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(signedInActor(user, actor), input.memberId, input.ownerId));
  }
}
