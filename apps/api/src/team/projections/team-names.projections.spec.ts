import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { TEAM_BUSINESSES, TEAM_FORMER_MEMBERS } from '../read-models';
import { teamBusinessesProjection } from './team-businesses.projection';
import { teamFormerMembersProjection } from './team-former-members.projection';

const ownerId = 'owner-1';
const details = {
  industryCategory: 'cafe',
  services: [701],
  rotaStartTime: 6,
  rotaEndTime: 24,
};
const created = (workplaceId: string, name: string): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { ...details, workplaceId, ownerId, name },
});
const renamed = (workplaceId: string, name: string): GivenDomainEvent => ({
  type: 'WorkplaceUpdated',
  data: { ...details, workplaceId, name },
});

describe('team-businesses projection', () => {
  it("keeps the first workplace's name (renames followed) until the owner names the business", async () => {
    await givenDomainEvents(teamBusinessesProjection, [
      created('w1', 'Corner Café'),
      created('w2', 'Second Site'),
      renamed('w1', 'The Corner Café'),
      renamed('w2', 'Other'),
    ]).thenDocuments(TEAM_BUSINESSES, [
      { id: ownerId, ownerId, businessName: null, firstWorkplaceId: 'w1', firstWorkplaceName: 'The Corner Café' },
    ]);
    await givenDomainEvents(teamBusinessesProjection, [
      { type: 'BusinessNamed', data: { ownerId, businessName: 'Lee Cafés' } },
      created('w1', 'Corner Café'),
    ]).thenDocuments(TEAM_BUSINESSES, [
      { id: ownerId, ownerId, businessName: 'Lee Cafés', firstWorkplaceId: 'w1', firstWorkplaceName: 'Corner Café' },
    ]);
  });

  it("forgets the owner's business with their account", async () => {
    await givenDomainEvents(teamBusinessesProjection, [
      created('w1', 'Corner Café'),
      { type: 'AccountDeleted', data: { userId: ownerId, streams: [] } },
    ]).thenNoDocuments();
  });
});

describe('team-former-members projection', () => {
  const joined: GivenDomainEvent = {
    type: 'MemberJoined',
    data: { ownerId, invitationId: 'i1', memberId: 'sam', role: 'manager', workplaceIds: null },
  };

  it('remembers whom the owner removed, not who left, until they join again', async () => {
    await givenDomainEvents(teamFormerMembersProjection, [
      joined,
      { type: 'MemberRemoved', data: { ownerId, memberId: 'sam', by: 'owner' } },
      { type: 'MemberRemoved', data: { ownerId, memberId: 'kim', by: 'member' } },
    ]).thenDocuments(TEAM_FORMER_MEMBERS, [{ id: `${ownerId}:sam`, ownerId, memberId: 'sam' }]);
    await givenDomainEvents(teamFormerMembersProjection, [
      { type: 'MemberRemoved', data: { ownerId, memberId: 'sam', by: 'owner' } },
      joined,
    ]).thenNoDocuments();
  });
});
