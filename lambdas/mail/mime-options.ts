import type { MailComposerOptions } from 'nodemailer/lib/mail-composer';
import type { MailMessage } from './mail-sender';

/**
 * The nodemailer message of a MailMessage (the shape both MailComposer and the SMTP transport read): `from` as
 * configured, every recipient in To, UTF-8 subject and bodies (nodemailer encodes non-ASCII headers and parts),
 * the attachments as Buffers with their file names and content types.
 */
export function toMimeOptions(
  from: string,
  message: Pick<MailMessage, 'to' | 'subject' | 'html' | 'text' | 'attachments'>,
): MailComposerOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: (message.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
  };
}

/** The error's own message, for MailError texts and delivery records (never the message content). */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
