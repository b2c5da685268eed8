import type { InvitableRole } from '@rotaledger/domain';
import { INVITATION_VALID_DAYS } from '@rotaledger/domain';
import type { MailMessage } from '../accounts';
import { escapeHtml } from '../common/mail/escape-html';

/** The link opens the SPA's /join page, which signs the person up or in and posts the token back. */
export function invitationLink(origin: string, token: string): string {
  return `${origin}/join/${encodeURIComponent(token)}`;
}

const ROLE_WORDS: Record<InvitableRole, string> = {
  manager: 'a manager (plan rotas, employees and pay)',
  auditor: 'an auditor (view rotas, pay and history, without changing them)',
};

/** `ownerName`: the owner's display name; `businessName`: what the team is called (see BusinessNames). */
export function invitationMail(to: string, ownerName: string, businessName: string, role: InvitableRole, link: string): MailMessage {
  const invited = `${ownerName} invited you to join ${businessName} on Rotaledger as ${ROLE_WORDS[role]}.`;
  const text = [
    invited,
    '',
    `Join here with this e-mail address (the link works once, for ${INVITATION_VALID_DAYS} days):`,
    link,
    '',
    'If you do not know them, ignore this e-mail.',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(invited)}</p>`,
    `<p><a href="${escapeHtml(link)}">Join the team</a> with this e-mail address (the link works once, for ${INVITATION_VALID_DAYS} days).</p>`,
    '<p>If you do not know them, ignore this e-mail.</p>',
  ].join('\n');
  return { to, subject: `${ownerName} invited you to join ${businessName} on Rotaledger`, text, html };
}
