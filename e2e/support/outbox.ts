import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_DIR } from './paths';

export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

async function readAll(outboxDir: string): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  const emails: OutboxEmail[] = [];
  for (const name of names.filter((n) => n.endsWith('.json'))) {
    try {
      emails.push(JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEmail);
    } catch {
      // A file still being written: the next poll reads it.
    }
  }
  return emails.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * The newest password reset link e-mailed to `to`, as a path (`/reset-password?token=...`)
 * so the test opens it on its own base URL. Polls until it arrives.
 */
export async function readOutboxLink(to: string, outboxDir = OUTBOX_DIR, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readAll(outboxDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
    const link = mail?.text.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[^\s"<>]+/)?.[0];
    if (link) {
      const url = new URL(link);
      return url.pathname + url.search;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset link for ${to} in ${outboxDir} after ${timeoutMs} ms`);
}

/**
 * The newest invitation link e-mailed to `to`, as a path (`/join/{token}`). Polls until it
 * arrives.
 */
export async function readInvitationLink(to: string, outboxDir = OUTBOX_DIR, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readAll(outboxDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);
    const link = mail?.text.match(/https?:\/\/[^\s"<>]+\/join\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return new URL(link).pathname;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No invitation link for ${to} in ${outboxDir} after ${timeoutMs} ms`);
}

/**
 * The newest e-mail to `to` whose subject is `subject` (an employee's "Your shifts have
 * changed", a decision on their request), whole. Polls until it arrives.
 */
export async function readOutboxEmail(
  to: string,
  subject: string | RegExp,
  outboxDir = OUTBOX_DIR,
  timeoutMs = 10_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  const matches = (actual: string) => (typeof subject === 'string' ? actual === subject : subject.test(actual));
  while (Date.now() < deadline) {
    const mail = (await readAll(outboxDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase() && matches(m.subject)).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail "${subject}" for ${to} in ${outboxDir} after ${timeoutMs} ms`);
}

/** Every e-mail sent to `to` so far (none: an empty list), oldest first. */
export async function outboxEmailsTo(to: string, outboxDir = OUTBOX_DIR): Promise<OutboxEmail[]> {
  return (await readAll(outboxDir)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
}
