import type { InvitableRole } from '@rotaledger/domain';
import { outboxMails, signUp, SignedUpUser } from './accounts.helpers';
import type { TestApp } from './test-app';

/** The token of the newest invitation e-mail to `to`, read from its `/join/{token}` link. */
export function invitationTokenFor(t: TestApp, to: string): string {
  const mail = outboxMails(t)
    .filter((m) => m.to === to && /\/join\//.test(m.text))
    .pop();
  const token = mail?.text.match(/\/join\/([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mail for ${to}`);
  return decodeURIComponent(token);
}

export async function invite(t: TestApp, owner: SignedUpUser, email: string, role: InvitableRole, workplaceIds?: string[] | null) {
  const response = await t
    .http()
    .post('/api/team/invitations')
    .set(owner.auth)
    .send({ userId: owner.userId, email, role, ...(workplaceIds === undefined ? {} : { workplaceIds }) });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.invitationId as string;
}

/** A new user who joins the owner's team with the role and scope given (the whole way: invitation e-mail, link, join). */
export async function newMember(
  t: TestApp,
  owner: SignedUpUser,
  role: InvitableRole,
  workplaceIds?: string[] | null,
): Promise<SignedUpUser> {
  const member = await signUp(t);
  await invite(t, owner, member.email, role, workplaceIds);
  const response = await t
    .http()
    .post('/api/team/join')
    .set(member.auth)
    .send({ token: invitationTokenFor(t, member.email) });
  if (response.status !== 200) throw new Error(`join: ${response.status} ${JSON.stringify(response.body)}`);
  return member;
}
