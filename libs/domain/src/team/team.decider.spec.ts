import { given } from '../testing/given-when-then';
import { ACCOUNT_ERRORS } from '../accounts/account-errors';
import {
  businessNameOf,
  invitationExpiry,
  isNoLongerMemberMessage,
  noLongerMemberMessage,
  MAX_OPEN_INVITATIONS,
  MAX_TEAM_MEMBERS,
  TEAM_MESSAGES as M,
  teamDecider,
} from './team.decider';
import type { MemberInvited, MemberJoined, TeamEvent } from './team.events';

const ownerId = 'owner-1';
const now = '2026-12-01T09:00:00.000Z';
const ownerWorkplaceIds = ['w1', 'w2'];

const invite = (data: Partial<Extract<Parameters<typeof teamDecider.decide>[0], { type: 'InviteMember' }>['data']> = {}) => ({
  type: 'InviteMember' as const,
  data: {
    ownerId,
    invitationId: 'i1',
    email: 'Sam@Example.com ',
    role: 'manager',
    ownerWorkplaceIds,
    tokenHash: 'hash-1',
    now,
    existingUserId: null,
    ...data,
  },
});
const invited = (data: Partial<MemberInvited['data']> = {}): MemberInvited => ({
  type: 'MemberInvited',
  data: {
    ownerId,
    invitationId: 'i1',
    email: 'sam@example.com',
    role: 'manager',
    workplaceIds: null,
    tokenHash: 'hash-1',
    expiresAt: '2026-12-08T09:00:00.000Z',
    ...data,
  },
});
const joined = (data: Partial<MemberJoined['data']> = {}): MemberJoined => ({
  type: 'MemberJoined',
  data: { ownerId, invitationId: 'i1', memberId: 'sam', role: 'manager', workplaceIds: null, ...data },
});
const join = (data: Partial<{ tokenHash: string; memberId: string; memberEmail: string; now: string }> = {}) => ({
  type: 'JoinTeam' as const,
  data: { ownerId, tokenHash: 'hash-1', memberId: 'sam', memberEmail: 'SAM@example.com', now, ...data },
});

describe('team decider: inviting', () => {
  it('invites an e-mail (normalised) as a manager of every workplace, valid for 7 days', () => {
    given(teamDecider).when(invite()).then([invited()]);
    expect(invitationExpiry(now)).toBe('2026-12-08T09:00:00.000Z');
  });

  it('scopes an invitation to chosen workplaces of the owner, each once, in a stable order', () => {
    given(teamDecider)
      .when(invite({ role: 'auditor', workplaceIds: ['w2', 'w1', 'w2'] }))
      .then([invited({ role: 'auditor', workplaceIds: ['w1', 'w2'] })]);
  });

  it.each([
    [{ role: 'owner' }, M.badRole],
    [{ role: 'boss' }, M.badRole],
    [{ role: 7 }, M.badRole],
    [{ workplaceIds: [] }, M.noWorkplaces],
    [{ workplaceIds: ['w1', 'someone-elses'] }, M.notYourWorkplace],
    [{ email: 'not an e-mail' }, ACCOUNT_ERRORS.invalidEmail],
    [{ email: '' }, ACCOUNT_ERRORS.emailRequired],
  ])('refuses %j with a message', (input, message) => {
    given(teamDecider).when(invite(input)).thenThrows(message, 'validation');
  });

  it('refuses the owner and a member: "That person is already in your team."', () => {
    given(teamDecider)
      .when(invite({ existingUserId: ownerId }))
      .thenThrows(M.alreadyMember, 'conflict');
    given(teamDecider, [invited(), joined()])
      .when(invite({ existingUserId: 'sam' }))
      .thenThrows(M.alreadyMember, 'conflict');
  });

  it('replaces the open invitation of the same address: the old link dies', () => {
    given(teamDecider, [invited()])
      .when(invite({ invitationId: 'i2', tokenHash: 'hash-2', role: 'auditor' }))
      .then([
        { type: 'InvitationRevoked', data: { ownerId, invitationId: 'i1' } },
        invited({ invitationId: 'i2', tokenHash: 'hash-2', role: 'auditor' }),
      ]);
    given(teamDecider, [
      invited(),
      { type: 'InvitationRevoked', data: { ownerId, invitationId: 'i1' } },
      invited({ invitationId: 'i2', tokenHash: 'hash-2' }),
    ])
      .when(join())
      .thenThrows(M.invitationInvalid, 'not_found');
  });

  it(`keeps at most ${MAX_OPEN_INVITATIONS} open invitations and ${MAX_TEAM_MEMBERS} members`, () => {
    const open = Array.from({ length: MAX_OPEN_INVITATIONS }, (_, i) => invited({ invitationId: `i${i}`, email: `p${i}@example.com` }));
    given(teamDecider, open)
      .when(invite({ invitationId: 'new' }))
      .thenThrows(M.tooManyInvitations, 'conflict');
    // Re-inviting one of them replaces it, so it still fits.
    given(teamDecider, open)
      .when(invite({ invitationId: 'new', email: 'p3@example.com' }))
      .thenEvents((events) => expect(events.map((e) => e.type)).toEqual(['InvitationRevoked', 'MemberInvited']));
    const members = Array.from({ length: MAX_TEAM_MEMBERS }, (_, i): TeamEvent[] => [
      invited({ invitationId: `m${i}`, email: `m${i}@example.com`, tokenHash: `t${i}` }),
      joined({ invitationId: `m${i}`, memberId: `member-${i}` }),
    ]).flat();
    given(teamDecider, members)
      .when(invite({ invitationId: 'new' }))
      .thenThrows(M.tooManyMembers, 'conflict');
  });

  it('revokes an open invitation; an unknown or used one is not found', () => {
    given(teamDecider, [invited()])
      .when({ type: 'RevokeInvitation', data: { ownerId, invitationId: 'i1' } })
      .then([{ type: 'InvitationRevoked', data: { ownerId, invitationId: 'i1' } }]);
    given(teamDecider, [invited(), joined()])
      .when({ type: 'RevokeInvitation', data: { ownerId, invitationId: 'i1' } })
      .thenThrows(M.invitationNotFound, 'not_found');
  });
});

describe('team decider: joining', () => {
  it('joins with the invited address (any letter case) and takes the invitation role and scope', () => {
    given(teamDecider, [invited({ role: 'auditor', workplaceIds: ['w2'] })])
      .when(join())
      .then([joined({ role: 'auditor', workplaceIds: ['w2'] })]);
  });

  it('refuses another address with 403', () => {
    given(teamDecider, [invited()])
      .when(join({ memberEmail: 'kim@example.com' }))
      .thenThrows(M.wrongEmail, 'forbidden');
  });

  it('an unknown, used, revoked or expired link is "no longer valid" (404)', () => {
    given(teamDecider, [invited()])
      .when(join({ tokenHash: 'guess' }))
      .thenThrows(M.invitationInvalid, 'not_found');
    given(teamDecider, [invited(), joined()])
      .when(join({ memberId: 'other' }))
      .thenThrows(M.invitationInvalid, 'not_found');
    given(teamDecider, [invited(), { type: 'InvitationRevoked', data: { ownerId, invitationId: 'i1' } }])
      .when(join())
      .thenThrows(M.invitationInvalid, 'not_found');
    given(teamDecider, [invited()])
      .when(join({ now: '2026-12-08T09:00:00.000Z' }))
      .thenThrows(M.invitationInvalid, 'not_found');
    given(teamDecider, [invited()])
      .when(join({ now: '2026-12-08T08:59:59.999Z' }))
      .thenEvents((events) => expect(events).toHaveLength(1));
  });

  it('the owner cannot join their own team', () => {
    given(teamDecider, [invited()])
      .when(join({ memberId: ownerId }))
      .thenThrows(M.ownTeam, 'conflict');
  });
});

describe('team decider: changing and removing members', () => {
  it('changes a member role and scope', () => {
    given(teamDecider, [invited(), joined()])
      .when({ type: 'ChangeMember', data: { ownerId, memberId: 'sam', role: 'auditor', workplaceIds: ['w1'], ownerWorkplaceIds } })
      .then([{ type: 'MemberChanged', data: { ownerId, memberId: 'sam', role: 'auditor', workplaceIds: ['w1'] } }]);
    given(teamDecider, [invited(), joined()])
      .when({ type: 'ChangeMember', data: { ownerId, memberId: 'sam', role: 'owner', ownerWorkplaceIds } })
      .thenThrows(M.badRole, 'validation');
  });

  it('removes a member, or the member leaves; a stranger is not found', () => {
    given(teamDecider, [invited(), joined()])
      .when({ type: 'RemoveMember', data: { ownerId, memberId: 'sam', by: 'member' } })
      .then([{ type: 'MemberRemoved', data: { ownerId, memberId: 'sam', by: 'member' } }]);
    given(teamDecider, [invited(), joined(), { type: 'MemberRemoved', data: { ownerId, memberId: 'sam', by: 'owner' } }])
      .when({ type: 'RemoveMember', data: { ownerId, memberId: 'sam', by: 'owner' } })
      .thenThrows(M.memberNotFound, 'not_found');
    given(teamDecider)
      .when({ type: 'ChangeMember', data: { ownerId, memberId: 'sam', role: 'manager', ownerWorkplaceIds } })
      .thenThrows(M.memberNotFound, 'not_found');
  });

  describe('business name', () => {
    it('names the business, tidied, and records nothing when the name is the same', () => {
      given(teamDecider)
        .when({ type: 'NameBusiness', data: { ownerId, businessName: '  The   Corner Café ' } })
        .then([{ type: 'BusinessNamed', data: { ownerId, businessName: 'The Corner Café' } }]);
      given(teamDecider, [{ type: 'BusinessNamed', data: { ownerId, businessName: 'The Corner Café' } }])
        .when({ type: 'NameBusiness', data: { ownerId, businessName: 'The Corner Café' } })
        .then([]);
    });

    it('refuses a blank, too long or unsafe name', () => {
      const name = (businessName: unknown) => given(teamDecider).when({ type: 'NameBusiness', data: { ownerId, businessName } });
      name(' ').thenThrows(M.businessNameEmpty, 'validation');
      name(42).thenThrows(M.businessNameEmpty, 'validation');
      name('x'.repeat(61)).thenThrows(M.businessNameLength, 'validation');
      name('Caf\u202Ee').thenThrows(M.businessNameUnsafe, 'validation');
    });

    it("reads as the set name, else the first workplace's, else the owner's team", () => {
      expect(businessNameOf('Corner Café', 'Main St', 'Ann')).toBe('Corner Café');
      expect(businessNameOf(null, 'Main St', 'Ann')).toBe('Main St');
      expect(businessNameOf(null, null, 'Ann')).toBe("Ann's team");
      expect(noLongerMemberMessage('Corner Café')).toBe('You are no longer a member of Corner Café.');
      expect(isNoLongerMemberMessage(noLongerMemberMessage('Corner Café'))).toBe(true);
      expect(isNoLongerMemberMessage('Workplace not found.')).toBe(false);
    });
  });
});
