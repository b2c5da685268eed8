import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../infrastructure/clock';
import { Mailer, MailMessage } from './mailer';

/**
 * Without SMTP (one machine), each e-mail is written to `DATA_DIR/outbox/<time>-<id>.json`
 * and logged, so the person running the server can pass a reset link on.
 */
export class OutboxMailer extends Mailer {
  private readonly logger = new Logger('Outbox');
  readonly directory: string;

  constructor(
    dataDir: string,
    private readonly clock: Clock,
  ) {
    super();
    this.directory = join(dataDir, 'outbox');
  }

  async send(message: MailMessage): Promise<void> {
    const createdAt = this.clock.now().toISOString();
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    // Colons are not allowed in file names everywhere; the time stays sortable.
    const file = join(this.directory, `${createdAt.replace(/:/g, '-')}-${randomUUID()}.json`);
    const { to, subject, text, html } = message;
    // Written aside, then renamed: a crash mid-write leaves a partial file, never a torn e-mail.
    const partial = `${file}.partial`;
    await writeFile(partial, JSON.stringify({ to, subject, text, html, createdAt }, null, 2), { mode: 0o600 });
    await rename(partial, file);
    this.logger.log(`E-mail to ${to} written to ${file} (no SMTP_URL set):\n${subject}\n${text}`);
  }

  /**
   * Removes the e-mails to `to`, and any partial file that names it: one a crash cut short, or
   * one being written now (its send then fails: no e-mail goes to an account being deleted).
   */
  async forgetRecipient(to: string): Promise<void> {
    const address = to.toLowerCase();
    const files = await readdir(this.directory).catch(() => [] as string[]);
    for (const name of files.filter((file) => file.endsWith('.json') || file.endsWith('.partial'))) {
      const path = join(this.directory, name);
      const content = await readFile(path, 'utf8').catch(() => null);
      const recipient = content === null ? null : recipientOf(content);
      const named = recipient?.complete ? recipient.to === address : !!recipient?.to && address.startsWith(recipient.to);
      if (named) await rm(path, { force: true });
    }
  }
}

/**
 * The lowercased recipient of an outbox file. A file cut short by a crash (a partial one, or
 * an older version's written in place) may end inside the address: then its beginning.
 */
function recipientOf(content: string): { to: string; complete: boolean } | null {
  try {
    const mail = JSON.parse(content) as { to?: unknown };
    return typeof mail.to === 'string' ? { to: mail.to.toLowerCase(), complete: true } : null;
  } catch {
    // Cut short: `to` is written first.
    const to = /"to":\s*"([^"]*)/.exec(content.toLowerCase())?.[1];
    return to === undefined ? null : { to, complete: false };
  }
}
