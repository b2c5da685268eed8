import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FixedClock } from '../../infrastructure/clock';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dataDir: string;
  let outbox: OutboxMailer;
  const mail = (to: string) => ({ to, subject: 'Reset your password', text: 'Follow the link', html: '<p>Follow the link</p>' });

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rotaledger-outbox-'));
    outbox = new OutboxMailer(dataDir, new FixedClock(new Date('2026-01-05T09:00:00.000Z')));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("forgets a recipient's e-mails, and files a crash cut short inside or after the address, but nobody else's", async () => {
    await outbox.send(mail('Leaving@Example.com'));
    await outbox.send(mail('leaving@example.co'));
    await outbox.send(mail('staying@example.com'));
    // Cut short by a kill -9: in the address (an older version wrote in place), or before the rename.
    await writeFile(join(outbox.directory, 'torn.json'), '{\n  "to": "leaving@exam');
    await writeFile(join(outbox.directory, 'cut.json.partial'), '{\n  "to": "leaving@example.com",\n  "subj');

    await outbox.forgetRecipient('leaving@example.com');

    const left = await readdir(outbox.directory);
    expect(left).toHaveLength(2);
    const bodies = await Promise.all(left.map((name) => readFile(join(outbox.directory, name), 'utf8')));
    expect(bodies.map((body) => (JSON.parse(body) as { to: string }).to).sort()).toEqual(['leaving@example.co', 'staying@example.com']);
  });
});
