import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import { MailError, type MailMessage, type MailSender, type SentMail } from './mail-sender';
import { reasonOf, toMimeOptions } from './mime-options';

export interface SesMailSettings {
  /** The From address, of an identity verified in SES. */
  from: string;
  /** The configuration set whose events (bounces, complaints, deliveries) feed the suppression list and records. */
  configurationSet: string;
}

/**
 * The SES v2 transport (ARCHITECTURE.md "Data flow": e-mail via SES on AWS): nodemailer's MailComposer builds the
 * raw MIME message (so attachments travel) and one SendEmail call hands it to SES under the configuration set.
 * The SentMail's messageId is SES's MessageId, the one its events name.
 */
export class SesMailTransport implements MailSender {
  constructor(
    private readonly ses: Pick<SESv2Client, 'send'>,
    private readonly settings: SesMailSettings,
  ) {}

  /** @throws MailError when the message cannot be built or SES refuses it (throttling, unverified identity...). */
  async send(message: MailMessage): Promise<SentMail> {
    try {
      const mime = new MailComposer(toMimeOptions(this.settings.from, message)).compile();
      const raw = await mime.build();
      const out = await this.ses.send(
        new SendEmailCommand({
          FromEmailAddress: this.settings.from,
          // Bare addresses: SES wants display names MIME-encoded here; the raw message's To header carries them.
          Destination: { ToAddresses: mime.getEnvelope().to },
          Content: { Raw: { Data: raw } },
          ConfigurationSetName: this.settings.configurationSet,
        }),
      );
      if (!out.MessageId) throw new Error('SES no devolvió MessageId');
      return { messageId: out.MessageId, estado: 'enviado' };
    } catch (error) {
      throw new MailError(`SES no aceptó el correo: ${reasonOf(error)}`, { cause: error });
    }
  }
}
