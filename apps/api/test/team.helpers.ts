import type { InvitableRole } from '@rotaledger/domain';
import { outboxMails, signUp, SignedUpUser } from './accounts.helpers';
import type { TestApp } from './test-app';

const tokenIn = (text: string) => {
  const token = text.match(/\/join\/([A-Za-z0-9_%-]+)/)?.[1];
  return token === undefined ? undefined : decodeURIComponent(token);
};

/** The newest invitation token sent to each address by `invite` (the outbox orders e-mails of one instant at random). */
const sentTokens = new Map<string, string>();

/** The token of the newest invitation e-mail to `to`, read from its `/join/{token}` link in the outbox. */
export function invitationTokenFor(t: TestApp, to: string): string {
  const token =
    sentTokens.get(to) ??
    tokenIn(
      outboxMails(t)
        .filter((m) => m.to === to && /\/join\//.test(m.text))
        .pop()?.text ?? '',
    );
  if (!token) throw new Error(`no invitation e-mail for ${to}`);
  return token;
}

export async function invite(t: TestApp, owner: SignedUpUser, email: string, role: InvitableRole, workplaceIds?: string[] | null) {
  const before = new Set(outboxMails(t).map((m) => m.file));
  const response = await t
    .http()
    .post('/api/team/invitations')
    .set(owner.auth)
    .send({ userId: owner.userId, email, role, ...(workplaceIds === undefined ? {} : { workplaceIds }) });
  if (response.status !== 201) throw new Error(`invite: ${response.status} ${JSON.stringify(response.body)}`);
  const sent = outboxMails(t).find((m) => !before.has(m.file) && m.to === email.trim().toLowerCase());
  const token = sent && tokenIn(sent.text);
  if (!token) throw new Error(`no invitation e-mail for ${email}`);
  sentTokens.set(email, token);
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
