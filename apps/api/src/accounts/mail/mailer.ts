export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The port for outgoing e-mail: SMTP when SMTP_URL is set, else files in DATA_DIR/outbox. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
  /** Removes any copy of mail to this address this server keeps (account deletion). */
  abstract forgetRecipient(to: string): Promise<void>;
}
