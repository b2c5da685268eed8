import { createTransport, Transporter } from 'nodemailer';
import { Mailer, MailMessage } from './mailer';

/** Sends through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer extends Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  /** Sent mail lives in the recipient's mailbox, not here. */
  async forgetRecipient(): Promise<void> {}
}
