import { ACCOUNT_ERRORS, BUSINESS_NAME_MAX_LENGTH, INVITABLE_ROLES, TEAM_MESSAGES } from '@rotaledger/domain';
import { z } from 'zod';
import { answer, claimedUserId, request, requiredId } from './fields';

/**
 * `/team/*`: an owner's designated users. The rules (which roles, which workplaces, the caps,
 * who may join) are the team decider's; these schemas type the fields and document them.
 */

/** Any value, checked by the team decider; a missing one is refused here with the decider's own message (not zod's). */
const present = (message: string) => z.unknown().refine((value) => value !== undefined, { error: message });

const role = present(TEAM_MESSAGES.badRole).meta({
  type: 'string',
  enum: [...INVITABLE_ROLES],
  description: `manager or auditor ('owner' is nobody's to give). ${TEAM_MESSAGES.badRole}`,
});

const workplaceIds = z
  .union([z.null(), z.array(requiredId('workplaceIds')).max(50, { error: TEAM_MESSAGES.notYourWorkplace })], {
    error: TEAM_MESSAGES.notYourWorkplace,
  })
  .optional()
  .transform((ids) => ids ?? null)
  .meta({ description: 'The workplaces of your team this person may see; absent or null: every workplace, also future ones.' });

/** `POST /team/invitations` (owner) */
export const InviteMemberRequest = request({
  userId: claimedUserId,
  email: present(ACCOUNT_ERRORS.emailRequired).meta({
    type: 'string',
    format: 'email',
    description: 'Where the invitation link is sent; only this address can join with it.',
  }),
  role,
  workplaceIds,
});

/** `DELETE /team/invitations` (owner) */
export const RevokeInvitationRequest = request({ userId: claimedUserId, invitationId: requiredId('invitationId') });

/** `POST /team/join` (signed in with the invited address) */
export const JoinTeamRequest = request({
  token: z
    .string({ error: TEAM_MESSAGES.invitationInvalid })
    .min(1, { error: TEAM_MESSAGES.invitationInvalid })
    .max(200, { error: TEAM_MESSAGES.invitationInvalid })
    .meta({ description: 'The token of the link in the invitation e-mail (`/join/{token}`).' }),
});

/**
 * `GET /team/invitation?token=` (public: the link's holder). The token is checked by the handler,
 * after the client's read counts towards its limit: a malformed one is as unknown as a used one (404).
 */
export const InvitationRequest = request({
  token: (z.unknown().optional() as z.ZodType<unknown, string>).meta({
    type: 'string',
    maxLength: 200,
    description: 'The token of the link in the invitation e-mail (`/join/{token}`).',
  }),
});

/** `PUT /team/business` (owner): the business's name; its rules are the team decider's. */
export const NameBusinessRequest = request({
  userId: claimedUserId,
  businessName: (z.unknown().optional() as z.ZodType<unknown, string>).meta({
    type: 'string',
    maxLength: BUSINESS_NAME_MAX_LENGTH,
    examples: ['The Corner Café'],
    description: "What your team is called in invitations, the join page, members' workplace switcher and staff e-mails (required).",
  }),
});

/** `GET /team?userId=` and `GET /team/memberships?userId=` */
export const TeamRequest = request({ userId: claimedUserId });

/** `PUT /team/members` (owner) */
export const ChangeMemberRequest = request({ userId: claimedUserId, memberId: requiredId('memberId'), role, workplaceIds });

/** `DELETE /team/members`: the owner removes a member, or a member leaves (`memberId` = own id). */
export const RemoveMemberRequest = request({
  userId: claimedUserId,
  memberId: requiredId('memberId'),
  ownerId: requiredId('ownerId')
    .optional()
    .meta({ description: "When leaving: the team's owner (GET /team/memberships). Absent: your own team." }),
});

const scope = z
  .array(z.string().meta({ format: 'uuid' }))
  .nullable()
  .meta({ description: 'null: every workplace of the team.' });

export const InvitationIdAnswer = answer('InvitationId', z.object({ invitationId: z.string().meta({ format: 'uuid' }) }));

export const JoinedTeamAnswer = answer(
  'JoinedTeam',
  z.object({ ownerId: z.string().meta({ format: 'uuid' }), role: z.enum(INVITABLE_ROLES) }),
);

const businessName = z.string().meta({ description: "The name the owner set, else the first workplace's name." });

export const BusinessNameAnswer = answer('BusinessName', z.object({ businessName: z.string() }));

export const InvitationAnswer = answer(
  'Invitation',
  z.object({
    email: z.string().meta({ description: 'The address it was sent to, the only one that may join with it.' }),
    role: z.enum(INVITABLE_ROLES),
    expiresAt: z.string().meta({ format: 'date-time' }),
    businessName,
    ownerDisplayName: z.string(),
  }),
);

export const TeamAnswer = answer(
  'Team',
  z.object({
    businessName,
    members: z.array(
      z.object({
        userId: z.string().meta({ format: 'uuid' }),
        username: z.string(),
        displayName: z.string().meta({ description: 'The name the member gave (else their username).' }),
        email: z.string(),
        role: z.enum(INVITABLE_ROLES),
        workplaceIds: scope,
      }),
    ),
    invitations: z.array(
      z.object({
        invitationId: z.string().meta({ format: 'uuid' }),
        email: z.string(),
        role: z.enum(INVITABLE_ROLES),
        workplaceIds: scope,
        expiresAt: z.string().meta({ format: 'date-time' }),
      }),
    ),
  }),
);

export const MembershipsAnswer = answer(
  'Memberships',
  z.array(
    z.object({
      ownerId: z.string().meta({ format: 'uuid' }),
      ownerUsername: z.string(),
      ownerDisplayName: z.string(),
      businessName,
      role: z.enum(INVITABLE_ROLES),
      workplaceIds: scope,
    }),
  ),
);

export type InviteMemberRequest = z.input<typeof InviteMemberRequest>;
export type RevokeInvitationRequest = z.input<typeof RevokeInvitationRequest>;
export type JoinTeamRequest = z.input<typeof JoinTeamRequest>;
export type TeamRequest = z.input<typeof TeamRequest>;
export type InvitationRequest = z.input<typeof InvitationRequest>;
export type NameBusinessRequest = z.input<typeof NameBusinessRequest>;
export type InvitationAnswer = z.output<typeof InvitationAnswer>;
export type BusinessNameAnswer = z.output<typeof BusinessNameAnswer>;
export type ChangeMemberRequest = z.input<typeof ChangeMemberRequest>;
export type RemoveMemberRequest = z.input<typeof RemoveMemberRequest>;
export type InvitationIdAnswer = z.output<typeof InvitationIdAnswer>;
export type JoinedTeamAnswer = z.output<typeof JoinedTeamAnswer>;
export type TeamAnswer = z.output<typeof TeamAnswer>;
export type MembershipsAnswer = z.output<typeof MembershipsAnswer>;
