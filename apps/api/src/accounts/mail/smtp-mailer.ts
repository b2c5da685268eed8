import { createTransport, Transporter } from 'nodemailer';
import { Mailer, MailMessage } from './mailer';

/** Waits before each retry of a delivery the server refused for now (ms): three attempts in all. */
export const SMTP_RETRY_DELAYS_MS = [200, 1000] as const;

/**
 * A refusal worth trying again: the server was unreachable or dropped the connection (no SMTP
 * reply), or answered 4xx ("try again later"). A 5xx is permanent. The server had not accepted
 * the message in either case, so a retry never sends it twice.
 */
export function isTransientSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code !== 'number' || (code >= 400 && code < 500);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL), retrying a transient refusal. */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly retryDelaysMs: readonly number[] = SMTP_RETRY_DELAYS_MS,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.transport.sendMail({ from: this.from, ...message });
        return;
      } catch (error) {
        if (attempt >= this.retryDelaysMs.length || !isTransientSmtpError(error)) throw error;
        await sleep(this.retryDelaysMs[attempt]);
      }
    }
  }

  /** Sent mail lives in the recipient's mailbox, not here. */
  async forgetRecipient(): Promise<void> {}
}
