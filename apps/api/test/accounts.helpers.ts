import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AfterAnswerTasks } from '../src/accounts/after-answer-tasks';
import type { TestApp } from './test-app';

export const GOOD_PASSWORD = 'Secret#123';
let counter = 0;

export interface SignedUpUser {
  userId: string;
  email: string;
  password: string;
  token: string;
  /** Headers for supertest's `.set(...)`: a Bearer token, as an API client sends it. */
  auth: { Authorization: string };
}

/** A fresh, unused e-mail address. */
export function newEmail(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${++counter}@example.com`;
}

/** Signs a new user up through the real API and returns their token. */
export async function signUp(t: TestApp, email?: string, password = GOOD_PASSWORD): Promise<SignedUpUser> {
  const address = email ?? newEmail();
  const response = await t.http().post('/api/auth/signup').send({ email: address, password });
  if (response.status === 429) {
    throw new Error(
      'sign-up failed: 429 (sign-ups are limited to 10 per IP per 15 minutes). ' +
        "Create the test app with createTestApp({ env: { RATE_LIMITS: 'false' } }) when a test file signs up more users.",
    );
  }
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const { user, token } = response.body as { user: { user_id: string }; token: string };
  return { userId: user.user_id, email: address, password, token, auth: { Authorization: `Bearer ${token}` } };
}

/** The session token of a log-in, or the failed answer's status and message. */
export async function logIn(t: TestApp, email: string, password: string) {
  const response = await t.http().post('/api/auth/login').send({ email, password });
  return { status: response.status, token: response.body?.token as string | undefined, body: response.body };
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The e-mails written to DATA_DIR/outbox (no SMTP_URL), oldest first. */
export function outboxMails(t: TestApp): OutboxMail[] {
  const directory = join(t.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => ({ file, ...(JSON.parse(readFileSync(join(directory, file), 'utf8')) as Omit<OutboxMail, 'file'>) }));
}

/** The reset token of the newest e-mail to `to`. */
export function resetTokenFor(t: TestApp, to: string): string {
  const mail = outboxMails(t)
    .filter((m) => m.to === to)
    .pop();
  const token = mail?.text.match(/\/reset-password\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no reset e-mail for ${to}`);
  return decodeURIComponent(token);
}

/**
 * Waits for the work requests do after answering (forgot-password finds the account and
 * writes the e-mail only then): call it before reading the outbox.
 */
export function workAfterAnswers(t: TestApp): Promise<void> {
  return t.app.get(AfterAnswerTasks).settled();
}
