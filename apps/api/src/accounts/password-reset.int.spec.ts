import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_ERRORS, userStream } from '@rotaledger/domain';
import { logIn, newEmail, outboxMails, resetTokenFor, signUp, workAfterAnswers } from '../../test/accounts.helpers';
import { createTestApp, TestApp } from '../../test/test-app';
import { AfterAnswerTasks } from './after-answer-tasks';
import * as secretHash from './auth/secret-hash';
import { sha256 } from './auth/secret-hash';
import { Mailer } from './mail/mailer';
import * as resetMail from './mail/password-reset-mail';

const NEW_PASSWORD = 'Fresh!Pass99';
const HOUR = 60 * 60 * 1000;

describe('password reset through the outbox (no SMTP_URL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  /** Lets through the e-mail a test holds back, also when that test failed. */
  let releaseHeldMail = () => {};
  afterEach(() => releaseHeldMail());

  /** Asks for a link, and waits for the work done after the answer (the lookup and the e-mail). */
  const forgot = async (email: unknown, host?: string) => {
    const request = t.http().post('/api/auth/forgot-password');
    const response = await (host ? request.set('Host', host) : request).send({ email });
    await workAfterAnswers(t);
    return response;
  };
  const reset = (token: unknown, password: unknown) => t.http().post('/api/auth/reset-password').send({ token, password });

  it("answers 202 and writes an e-mail with a single-use link to the SPA, at the server's own origin", async () => {
    const user = await signUp(t);
    const response = await forgot(user.email.toUpperCase());
    expect(response.status).toBe(202);
    const mails = outboxMails(t).filter((m) => m.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Reset your Rotaledger password',
      createdAt: t.clock.now().toISOString(),
    });
    expect(mails[0].file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f-]{36}\.json$/);
    expect(mails[0].text).toMatch(/http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mails[0].html).toContain('http://localhost:8080/reset-password?token=');
  });

  it('never builds the link from the request: a forged Host or X-Forwarded-Host is ignored', async () => {
    const user = await signUp(t);
    const response = await t
      .http()
      .post('/api/auth/forgot-password')
      .set('Host', 'attacker.example')
      .set('X-Forwarded-Host', 'attacker.example')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: user.email });
    expect(response.status).toBe(202);
    await workAfterAnswers(t);
    const [mail] = outboxMails(t).filter((m) => m.to === user.email);
    expect(mail.text).toContain(`http://localhost:${t.config.port}/reset-password?token=`);
    expect(`${mail.text}${mail.html}`).not.toContain('attacker.example');
  });

  it('answers while the e-mail is still on its way (the work happens after the answer)', async () => {
    const user = await signUp(t);
    const mailer = t.app.get(Mailer);
    const send = mailer.send.bind(mailer);
    const released = new Promise<void>((resolve) => (releaseHeldMail = resolve));
    // A mail server that holds every e-mail until the test lets it through.
    const held = jest.spyOn(mailer, 'send').mockImplementation(async (message) => {
      await released;
      await send(message);
    });
    try {
      const response = await t.http().post('/api/auth/forgot-password').send({ email: user.email });
      expect(response.status).toBe(202);
      expect(outboxMails(t).filter((m) => m.to === user.email)).toEqual([]);
    } finally {
      releaseHeldMail();
    }
    await workAfterAnswers(t);
    expect(held).toHaveBeenCalledTimes(1);
    held.mockRestore();
    expect(outboxMails(t).filter((m) => m.to === user.email)).toHaveLength(1);
  });

  it('answers the same 202 for an unknown e-mail and sends nothing', async () => {
    const before = outboxMails(t).length;
    const response = await forgot(newEmail('nobody'));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({});
    expect(outboxMails(t)).toHaveLength(before);
  });

  it('does the same deferred work for an unknown e-mail as for an account: one queued task, a token, its hash, the e-mail', async () => {
    const user = await signUp(t);
    const unknown = newEmail('nobody');
    const spies = {
      queued: jest.spyOn(t.app.get(AfterAnswerTasks), 'run'),
      tokens: jest.spyOn(secretHash, 'newResetToken'),
      hashes: jest.spyOn(secretHash, 'sha256'),
      mails: jest.spyOn(resetMail, 'passwordResetMail'),
    };
    const workFor = async (email: string) => {
      Object.values(spies).forEach((spy) => spy.mockClear());
      expect((await t.http().post('/api/auth/forgot-password').send({ email })).status).toBe(202);
      // Queued by the request, run only after it.
      const queuedByTheRequest = spies.queued.mock.calls.map(([label]) => label);
      await workAfterAnswers(t);
      return {
        queued: queuedByTheRequest,
        tokens: spies.tokens.mock.calls.length,
        hashes: spies.hashes.mock.calls.length,
        mails: spies.mails.mock.calls.length,
      };
    };
    try {
      const forAccount = await workFor(user.email);
      const forNobody = await workFor(unknown);
      expect(forAccount).toEqual({ queued: ['Password reset request'], tokens: 1, hashes: 1, mails: 1 });
      expect(forNobody).toEqual(forAccount);
    } finally {
      Object.values(spies).forEach((spy) => spy.mockRestore());
    }
    // Only the account's e-mail goes out.
    expect(outboxMails(t).filter((m) => m.to === user.email)).toHaveLength(1);
    expect(outboxMails(t).filter((m) => m.to === unknown)).toEqual([]);
  });

  it.each([
    [undefined, ACCOUNT_ERRORS.emailRequired],
    ['', ACCOUNT_ERRORS.emailRequired],
    [42, ACCOUNT_ERRORS.emailRequired],
    ['not-an-email', 'Invalid email format.'],
  ])('answers 400 to the e-mail %p', async (email, message) => {
    const response = await forgot(email);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('retries its append when another write to the account meets it (an expected-revision conflict): exactly one e-mail, and its link works', async () => {
    const user = await signUp(t);
    const stream = userStream(user.userId);
    const appendToStream = t.eventStore.appendToStream.bind(t.eventStore);
    // A log-out on another device lands just before each of the reset's first 6 appends, more than one
    // command's own attempts: each of them then expects a revision the stream has moved past.
    let racing = 6;
    const append = jest.spyOn(t.eventStore, 'appendToStream').mockImplementation(async (streamId, events, options) => {
      if (streamId === stream && racing > 0 && events.some((event) => event.type === 'PasswordResetRequested')) {
        racing--;
        const signedOut = {
          userId: user.userId,
          sessionId: randomUUID(),
          expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
        };
        await appendToStream(
          stream,
          [
            {
              type: 'SignedOut',
              data: signedOut,
              id: randomUUID(),
              metadata: { userId: user.userId, at: t.clock.now().toISOString(), correlationId: randomUUID(), schemaVersion: 1 },
            },
          ],
          { expectedRevision: 'any' },
        );
      }
      return appendToStream(streamId, events, options);
    });
    try {
      expect((await forgot(user.email)).status).toBe(202);
    } finally {
      append.mockRestore();
    }
    expect(racing).toBe(0);
    expect(outboxMails(t).filter((m) => m.to === user.email)).toHaveLength(1);
    const stored = await t.eventStore.readStream(stream);
    expect(stored.filter((event) => event.type === 'PasswordResetRequested')).toHaveLength(1);
    expect((await reset(resetTokenFor(t, user.email), NEW_PASSWORD)).status).toBe(204);
  });

  it('stores only the hash of the token', async () => {
    const user = await signUp(t);
    await forgot(user.email);
    const token = resetTokenFor(t, user.email);
    const events = await t.eventStore.readAll({ limit: 100_000 });
    expect(JSON.stringify(events)).not.toContain(token);
    const requested = events.filter((e) => e.type === 'PasswordResetRequested' && e.data.userId === user.userId);
    expect(requested.map((e) => e.data.tokenHash)).toEqual([sha256(token)]);
    expect(requested[0].data.expiresAt).toBe(new Date(t.clock.now().getTime() + HOUR).toISOString());
  });

  it('sets the new password, ends every earlier session, and works only once', async () => {
    const user = await signUp(t);
    await forgot(user.email);
    const token = resetTokenFor(t, user.email);

    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(204);
    expect((await t.http().get('/api/auth/me').set(user.auth)).status).toBe(401);
    expect((await logIn(t, user.email, user.password)).status).toBe(401);
    expect((await logIn(t, user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'Another#Pass1');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired.');
    expect((await logIn(t, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    const user = await signUp(t);
    await forgot(user.email);
    const token = resetTokenFor(t, user.email);
    t.clock.advance(HOUR);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(ACCOUNT_ERRORS.resetLinkInvalid);
    expect((await logIn(t, user.email, user.password)).status).toBe(200);
  });

  it('accepts a link just before the hour is up', async () => {
    const user = await signUp(t);
    await forgot(user.email);
    const token = resetTokenFor(t, user.email);
    t.clock.advance(HOUR - 1000);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
  });

  it('voids the other outstanding links once one of them is used', async () => {
    const user = await signUp(t);
    await forgot(user.email);
    const first = resetTokenFor(t, user.email);
    t.clock.advance(1);
    await forgot(user.email);
    const second = resetTokenFor(t, user.email);
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).status).toBe(204);
    expect((await reset(first, 'Another#Pass1')).status).toBe(400);
  });

  it.each([
    [undefined, NEW_PASSWORD, ACCOUNT_ERRORS.resetLinkInvalid],
    [12345, NEW_PASSWORD, ACCOUNT_ERRORS.resetLinkInvalid],
    ['short', NEW_PASSWORD, ACCOUNT_ERRORS.resetLinkInvalid],
    ['A'.repeat(43), NEW_PASSWORD, ACCOUNT_ERRORS.resetLinkInvalid],
  ])('answers 400 to the token %p', async (token, password, message) => {
    const response = await reset(token, password);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it.each([
    [undefined, ACCOUNT_ERRORS.newPasswordRequired],
    ['Ab1#', 'Your password is too weak. It must have at least 6 characters.'],
    ['weakpassword', ACCOUNT_ERRORS.passwordRulesUnmet],
  ])('answers 400 to the new password %p, and the link still works', async (password, message) => {
    const user = await signUp(t);
    await forgot(user.email);
    const token = resetTokenFor(t, user.email);
    const response = await reset(token, password);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
  });
});

describe('password reset links with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://rota.example.org/' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uses PUBLIC_URL, not the Host header, for the link', async () => {
    const user = await signUp(t);
    await t.http().post('/api/auth/forgot-password').set('Host', 'evil.example').send({ email: user.email });
    await workAfterAnswers(t);
    const [mail] = outboxMails(t);
    expect(mail.text).toContain('https://rota.example.org/reset-password?token=');
    expect(mail.text).not.toContain('evil.example');
  });
});

/** Just enough SMTP to accept mail from nodemailer and keep what it received. */
function fakeSmtpServer(): { server: Server; received: string[] } {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('password reset through SMTP (SMTP_URL set)', () => {
  let t: TestApp;
  const smtp = fakeSmtpServer();

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Rota <rota@example.org>', PUBLIC_URL: 'https://rota.example.org' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => smtp.server.close(resolve));
  });

  it('sends the e-mail through SMTP and writes nothing to the outbox', async () => {
    const user = await signUp(t, newEmail('smtp'));
    expect((await t.http().post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(202);
    await workAfterAnswers(t);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(new RegExp(`^To: ${user.email}$`, 'm'));
    expect(smtp.received[0]).toMatch(/^From: Rota <rota@example\.org>$/m);
    expect(smtp.received[0]).toContain('https://rota.example.org/reset-password?token=');
    expect(outboxMails(t)).toEqual([]);
  });

  it('still answers 202 when the mail server is down, revealing nothing', async () => {
    const user = await signUp(t, newEmail('down'));
    await new Promise((resolve) => smtp.server.close(resolve));
    expect((await t.http().post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(202);
    await workAfterAnswers(t); // the failure is logged, never answered
  });
});
