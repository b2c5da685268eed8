import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
    await writeFile(file, JSON.stringify({ to, subject, text, html, createdAt }, null, 2), { mode: 0o600 });
    this.logger.log(`E-mail to ${to} written to ${file} (no SMTP_URL set):\n${subject}\n${text}`);
  }

  async forgetRecipient(to: string): Promise<void> {
    const files = await readdir(this.directory).catch(() => [] as string[]);
    for (const name of files.filter((file) => file.endsWith('.json'))) {
      const path = join(this.directory, name);
      const mail = await readFile(path, 'utf8').then(
        (content) => JSON.parse(content) as { to?: unknown },
        () => null,
      );
      if (typeof mail?.to === 'string' && mail.to.toLowerCase() === to.toLowerCase()) await rm(path, { force: true });
    }
  }
}
