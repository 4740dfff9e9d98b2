/**
 * The port every e-mail of the platform leaves through (consulta previa masiva results, debtor notifications,
 * alerts): SES on AWS, a real SMTP server with a web inbox in local mode (ARCHITECTURE.md "Data flow").
 * Services build a MailMessage and never know which transport carries it.
 */

/** A file carried by an e-mail (the result spreadsheet of a consulta masiva, an AEC). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail: Spanish subject, HTML and plain-text bodies of the same content. */
export interface MailMessage {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** What the mail is about, kept with its delivery record (e.g. 'consulta-previa-masiva'). */
  kind: string;
  /** The factoring (normalised RUT) the mail is sent for. */
  rutFactoring: string;
}

/** The outcome of handing a message to the transport. */
export interface SentMail {
  /** The transport's message id (SES MessageId, SMTP Message-ID). */
  messageId: string;
  /** 'enviado' once the transport accepted it; 'suprimido' when every recipient is on the suppression list. */
  estado: 'enviado' | 'suprimido';
}

/** Sends e-mails. @throws MailError when the transport refuses the message. */
export interface MailSender {
  send(message: MailMessage): Promise<SentMail>;
}

/** A transport refused the message (connection, authentication, invalid recipient). */
export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}
