import { createTransport, type Transporter } from 'nodemailer';
import { MailError, type MailMessage, type MailSender, type SentMail } from './mail-sender';
import { reasonOf, toMimeOptions } from './mime-options';

export interface SmtpMailSettings {
  from: string;
  host: string;
  port: number;
}

/**
 * The SMTP transport (nodemailer): local mode's inbox server (MailDev), or any SMTP relay without authentication.
 * nodemailer's defaults hold: STARTTLS with certificate checks when the server offers it, TLS from the start on 465.
 * The SentMail's messageId is the Message-ID header nodemailer generated.
 */
export class SmtpMailTransport implements MailSender {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpMailSettings) {
    this.transporter = createTransport({ host: settings.host, port: settings.port });
  }

  /** @throws MailError when the server cannot be reached or refuses the message or every recipient. */
  async send(message: MailMessage): Promise<SentMail> {
    try {
      const info = await this.transporter.sendMail(toMimeOptions(this.settings.from, message));
      return { messageId: info.messageId, estado: 'enviado' };
    } catch (error) {
      throw new MailError(
        `El servidor SMTP ${this.settings.host}:${this.settings.port} no aceptó el correo: ${reasonOf(error)}`,
        { cause: error },
      );
    }
  }
}
