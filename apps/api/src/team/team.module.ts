import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts';
import { RequestsModule } from '../requests';
import { ProjectionRegistry } from '../infrastructure/projection-registry';
import { AccessGuard } from './access.guard';
import { ChangeMemberHandler } from './commands/change-member.handler';
import { InviteMemberHandler } from './commands/invite-member.handler';
import { JoinTeamHandler } from './commands/join-team.handler';
import { RemoveMemberHandler } from './commands/remove-member.handler';
import { RevokeInvitationHandler } from './commands/revoke-invitation.handler';
import { teamProjection } from './projections/team.projection';
import { teamBusinessesProjection } from './projections/team-businesses.projection';
import { teamFormerMembersProjection } from './projections/team-former-members.projection';
import { BusinessNames } from './business-names';
import { NameBusinessHandler } from './commands/name-business.handler';
import { GetInvitationHandler } from './queries/get-invitation.handler';
import { GetMembershipsHandler } from './queries/get-memberships.handler';
import { GetTeamHandler } from './queries/get-team.handler';
import { TeamAccess } from './team-access';
import { TeamController } from './team.controller';

/**
 * The team bounded context: an owner's designated users (managers, auditors), their
 * invitations, and the one access check every route goes through (AccessGuard, the app's one
 * global guard: it runs the session guard itself, first, whatever order modules are imported in).
 */
@Module({
  // The session guard (accounts) and the personal link's principal (requests), both run by the access guard.
  imports: [CqrsModule, AccountsModule, RequestsModule],
  controllers: [TeamController],
  providers: [
    InviteMemberHandler,
    JoinTeamHandler,
    RevokeInvitationHandler,
    ChangeMemberHandler,
    RemoveMemberHandler,
    NameBusinessHandler,
    GetTeamHandler,
    GetInvitationHandler,
    BusinessNames,
    GetMembershipsHandler,
    TeamAccess,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class TeamModule {
  constructor(registry: ProjectionRegistry) {
    registry.register(teamProjection);
    registry.register(teamBusinessesProjection);
    registry.register(teamFormerMembersProjection);
  }
}
