import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { MailRepository } from '../store/mail-repository';
import type { ServerConfig } from '../platform/config';
import { traceAwsClient } from '../platform/tracing';
import { MailError, type MailSender } from './mail-sender';
import { RecordedMailSender } from './recorded-mail-sender';
import { SesMailTransport } from './ses-mail-transport';
import { SmtpMailTransport } from './smtp-mail-transport';

export interface MailSenderDeps {
  /** The caller's DynamoDB document client: the delivery records and the suppression list live in DynamoDB. */
  doc: DynamoDBDocumentClient;
  /** The SES v2 client; default a client of `config.region` (unit tests pass a mock). */
  ses?: Pick<SESv2Client, 'send'>;
  /** Clock of the delivery records; default the system clock. */
  now?: () => Date;
}

/** The sender used when no mail is configured: every send fails, so callers report it instead of losing the mail. */
const UNCONFIGURED: MailSender = {
  send: async () => {
    throw new MailError('No hay correo configurado (RC_MAIL_FROM)');
  },
};

/**
 * The MailSender of this deployment, chosen by `config.mail`: SES v2 under the configuration set on
 * AWS, the SMTP server otherwise (local mode's MailDev inbox); either way wrapped by the suppression list and the
 * delivery records of the `mails` table (RecordedMailSender). Without `config.mail` (tests that build deps from a
 * partial configuration) one whose sends throw MailError 'No hay correo configurado (RC_MAIL_FROM)'.
 */
export function createMailSender(config: ServerConfig, deps: MailSenderDeps): MailSender {
  const mail = config.mail;
  if (!mail) return UNCONFIGURED;
  const transport = mail.ses
    ? new SesMailTransport(deps.ses ?? traceAwsClient(new SESv2Client({ region: config.region })), {
        from: mail.from,
        configurationSet: mail.ses.configurationSet,
      })
    : new SmtpMailTransport({ from: mail.from, host: mail.smtp!.host, port: mail.smtp!.port });
  return new RecordedMailSender({
    transport,
    store: new MailRepository(deps.doc, config.tables),
    now: deps.now ?? (() => new Date()),
  });
}
