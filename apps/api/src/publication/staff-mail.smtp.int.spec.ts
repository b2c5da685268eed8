import type { AddressInfo } from 'node:net';
import { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addAssignment, addShift } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

/** Tuesday 1 December 2026; the shift is on Wednesday 9 December. */
const NOW = '2026-12-01T09:00:00.000Z';
const MONDAY = '2026-12-07';
const WEDNESDAY = '2026-12-09';
const PUBLIC_URL = 'https://rota.example.org';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (nodemailer's authors' smtp-server) on 127.0.0.1 that keeps what it accepted and refuses the next `refuse` deliveries with a 451. */
function smtpServer() {
  const state = { received: [] as Received[], refuse: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse--;
          state.refused++;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return { server, state };
}

/** The decoded body of the MIME part with this content type (quoted-printable or base64, as nodemailer chose). */
function part(raw: string, contentType: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('not multipart');
  const found = raw.split(`--${boundary}`).find((p) => new RegExp(`^Content-Type: ${contentType}`, 'mi').test(p));
  if (!found) throw new Error(`no ${contentType} part`);
  const [headers, ...body] = found.split(/\r?\n\r?\n/);
  const content = body.join('\n\n').trim();
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = content.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  }
  return content;
}

describe('staff e-mails through a real SMTP server', () => {
  const smtp = smtpServer();
  let t: TestApp;
  let owner: SignedUpUser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.server.address() as AddressInfo;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Rota <rota@example.org>', PUBLIC_URL, RATE_LIMITS: 'false' },
    });
    t.clock.set(NOW);
    owner = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  const setUp = async (workplaceName: string, name: string, email: string) => {
    const created = await t
      .http()
      .post('/api/workplaces/createworkplace')
      .set(owner.auth)
      .send({ workplaceName, industryType: 'cafe', workplaceServices: [701], rotaStartTime: 6, rotaEndTime: 23, publishMode: 'on-publish' })
      .expect(201);
    const workplaceId = created.body.workplace_id as string;
    const employee = await t
      .http()
      .post('/api/employees/createemployee')
      .set(owner.auth)
      .send({
        workplace_id: workplaceId,
        display_name: name,
        first_name: name,
        surname: 'Secretson',
        rate: '12.34',
        services: [701],
        email,
      })
      .expect(201);
    const employeeId = employee.body.employee_id as string;
    const token = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201)).body
      .token as string;
    await addAssignment(t, owner, await addShift(t, owner, workplaceId, WEDNESDAY, 701), '09:00', '17:00', employeeId);
    return { workplaceId, employeeId, token };
  };
  const publish = (workplaceId: string) => t.http().post('/api/rota/publish').set(owner.auth).send({ workplaceId, weekStart: MONDAY });
  const notices = async (employeeId: string) =>
    (await t.eventStore.readStream(`employee-${employeeId}`)).filter((event) => event.type === 'StaffNotified').length;

  it('delivers one message: envelope, headers, a text and an HTML part, the personal link', async () => {
    const { workplaceId, token } = await setUp('Harbour Cafe', 'Nia', 'nia@example.net');
    expect((await publish(workplaceId).expect(201)).body).toMatchObject({ notified: 1 });
    const [mail] = smtp.state.received.filter((m) => m.to.includes('nia@example.net'));
    expect(mail.from).toBe('rota@example.org');
    expect(mail.to).toEqual(['nia@example.net']);
    expect(mail.raw).toMatch(/^From: Rota <rota@example\.org>$/m);
    expect(mail.raw).toMatch(/^To: nia@example\.net$/m);
    // A business never named is called by its first workplace.
    expect(mail.raw).toMatch(/^Subject: Your shifts at Harbour Cafe have changed$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const link = `${PUBLIC_URL}/staff/${token}`;
    const text = part(mail.raw, 'text/plain');
    expect(text).toContain('Hello Nia,');
    expect(text).toContain('- New: Wed 9 Dec, 09:00–17:00, Server at Harbour Cafe');
    expect(text).toContain(`Your shifts, any time: ${link}`);
    const html = part(mail.raw, 'text/html');
    expect(html).toContain('<li>New: Wed 9 Dec, 09:00–17:00, Server at Harbour Cafe</li>');
    expect(html).toContain(`<a href="${link}">Your shifts, any time</a>`);
    for (const secret of ['Secretson', '12.34', '1234']) expect(mail.raw).not.toContain(secret);
  });

  it('a delivery refused for now (451) is retried: delivered once, recorded once', async () => {
    const { workplaceId, employeeId } = await setUp('Retry Cafe', 'Oli', 'oli@example.net');
    smtp.state.refuse = 1;
    smtp.state.refused = 0;
    expect((await publish(workplaceId).expect(201)).body).toMatchObject({ notified: 1 });
    expect(smtp.state.refused).toBe(1);
    expect(smtp.state.received.filter((m) => m.to.includes('oli@example.net'))).toHaveLength(1);
    expect(await notices(employeeId)).toBe(1);
    // Publishing again tells nothing new: nothing sent twice.
    expect((await publish(workplaceId).expect(201)).body).toMatchObject({ notified: 0 });
    expect(smtp.state.received.filter((m) => m.to.includes('oli@example.net'))).toHaveLength(1);
  });

  it('a delivery still refused after every attempt is not recorded as told, and the publish itself stands', async () => {
    const { workplaceId, employeeId, token } = await setUp('Busy Cafe', 'Pat', 'pat@example.net');
    smtp.state.refuse = 3;
    smtp.state.refused = 0;
    expect((await publish(workplaceId).expect(201)).body).toMatchObject({ notified: 0, published: 1 });
    expect(smtp.state.refused).toBe(3);
    expect(smtp.state.received.filter((m) => m.to.includes('pat@example.net'))).toHaveLength(0);
    expect(await notices(employeeId)).toBe(0);
    expect((await t.http().get(`/api/staff/${token}`).expect(200)).body.shifts).toHaveLength(1);
  });
});
