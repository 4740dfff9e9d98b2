import { MailDev } from 'maildev';

export interface LocalMailServerOptions {
  /** Directory where MailDev keeps the received e-mails and their attachments; they survive restarts. */
  directory: string;
  /** SMTP port on 127.0.0.1; a free one when omitted. */
  smtpPort?: number;
  /** Port of the web inbox and its REST API on 127.0.0.1; a free one when omitted. */
  webPort?: number;
}

export interface LocalMailServer {
  /** Where the platform's SMTP transport delivers (config.mail.smtp). */
  smtp: { host: string; port: number };
  /** The web inbox, for people. */
  inboxUrl: string;
  /** MailDev's REST API (tests): GET `${apiUrl}/email` lists what arrived, `/email/{id}/attachment/{file}` a file. */
  apiUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts MailDev, a real SMTP server with a web inbox (local mode's e-mail), on 127.0.0.1, silent,
 * its mail kept in `directory`. STARTTLS is hidden: MailDev's certificate is self-signed and local traffic never
 * leaves the machine, so nodemailer's defaults (which verify certificates) deliver in plain SMTP.
 * @throws when a port is taken or the directory cannot be written.
 */
export async function startLocalMailServer(options: LocalMailServerOptions): Promise<LocalMailServer> {
  const maildev = new MailDev({
    smtp: options.smtpPort ?? 0,
    ip: '127.0.0.1',
    web: options.webPort ?? 0,
    webIp: '127.0.0.1',
    mailDirectory: options.directory,
    hideExtensions: ['STARTTLS'],
    silent: true,
  });
  const servers = await maildev.start();
  const webPort = servers.api?.getPort();
  if (!webPort) {
    await maildev.stop();
    throw new Error('MailDev no abrió su bandeja web');
  }
  return {
    smtp: { host: '127.0.0.1', port: servers.smtp.getPort() },
    inboxUrl: `http://127.0.0.1:${webPort}`,
    apiUrl: `http://127.0.0.1:${webPort}/api`,
    stop: () => maildev.stop(),
  };
}
