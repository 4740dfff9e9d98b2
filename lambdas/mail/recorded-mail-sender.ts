import { randomUUID } from 'node:crypto';
import type { MailRepository } from '../store/mail-repository';
import { MailError, type MailMessage, type MailSender, type SentMail } from './mail-sender';
import { reasonOf } from './mime-options';

export interface RecordedMailSenderDeps {
  /** The transport (SES or SMTP). */
  transport: MailSender;
  /** The delivery records and the suppression list. */
  store: Pick<MailRepository, 'record' | 'suppressedAmong'>;
  now(): Date;
}

/**
 * The platform's MailSender: consults the suppression list, hands the message to the transport
 * without the suppressed recipients, and records every attempt with its delivery state in the `mails` table:
 * 'enviado' with the transport's message id, 'suprimido' when every recipient is suppressed (nothing is sent; the
 * message id is generated), 'fallido' with the refusal when the transport throws (the MailError is rethrown).
 */
export class RecordedMailSender implements MailSender {
  constructor(private readonly deps: RecordedMailSenderDeps) {}

  /**
   * @returns the transport's message id and 'enviado', or a generated id and 'suprimido'.
   * @throws MailError when the message has no recipient or the transport refuses it (after recording 'fallido').
   */
  async send(message: MailMessage): Promise<SentMail> {
    if (message.to.length === 0) throw new MailError('El correo no tiene destinatarios');
    const sentAt = this.deps.now().toISOString();
    const suprimidos = await this.deps.store.suppressedAmong(message.to);
    const to = message.to.filter((email) => !suprimidos.includes(email));
    const base = {
      rutFactoring: message.rutFactoring,
      sentAt,
      kind: message.kind,
      subject: message.subject,
      to,
      suprimidos,
    };
    if (to.length === 0) {
      const messageId = `suprimido-${randomUUID()}`;
      await this.deps.store.record({ ...base, messageId, estado: 'suprimido' });
      return { messageId, estado: 'suprimido' };
    }
    let sent: SentMail;
    try {
      sent = await this.deps.transport.send({ ...message, to });
    } catch (error) {
      const failure = error instanceof MailError ? error : new MailError(reasonOf(error), { cause: error });
      await this.deps.store.record({
        ...base,
        messageId: `fallido-${randomUUID()}`,
        estado: 'fallido',
        error: failure.message,
      });
      throw failure;
    }
    await this.deps.store.record({ ...base, messageId: sent.messageId, estado: 'enviado' });
    return sent;
  }
}
