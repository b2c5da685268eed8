import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The link opens the SPA's /reset-password page, which posts the token back. */
export function passwordResetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, link: string): MailMessage {
  const text = [
    'Someone asked to reset the password of your Rotaledger account.',
    '',
    `Choose a new password here (the link works once, for one hour):`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = [
    '<p>Someone asked to reset the password of your Rotaledger account.</p>',
    `<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for one hour).</p>`,
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject: 'Reset your Rotaledger password', text, html };
}
