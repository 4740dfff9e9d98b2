/** One e-mail as MailDev's REST API lists it (GET {apiUrl}/email), the fields tests read. */
export interface InboxMail {
  id: string;
  subject: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  html?: string;
  text?: string;
  attachments?: { filename: string; generatedFileName: string; contentType: string; size?: number }[];
}

/** Every e-mail in the local inbox, in arrival order. `apiUrl` is LocalPlatform.mail.apiUrl. */
export async function inboxMails(apiUrl: string): Promise<InboxMail[]> {
  const response = await fetch(`${apiUrl}/email`);
  if (!response.ok) throw new Error(`MailDev respondió ${response.status}`);
  return (await response.json()) as InboxMail[];
}

/**
 * The first e-mail of the inbox that `matches`, polling every 200 ms (delivery is asynchronous: a background job's
 * mail arrives after the request that started it).
 * @throws Error naming the subjects seen when none matched within `timeoutMs`.
 */
export async function waitForMail(
  apiUrl: string,
  matches: (mail: InboxMail) => boolean,
  timeoutMs = 15_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await inboxMails(apiUrl);
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `Ningún correo coincide; asuntos: ${mails.map((m) => m.subject).join(' | ') || '(bandeja vacía)'}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The bytes of the attachment named `filename` (as sent) of an inbox e-mail. @throws Error when it has none. */
export async function inboxAttachment(apiUrl: string, mail: InboxMail, filename: string): Promise<Buffer> {
  const attachment = mail.attachments?.find((a) => a.filename === filename);
  if (!attachment) throw new Error(`El correo '${mail.subject}' no trae ${filename}`);
  const response = await fetch(`${apiUrl}/email/${mail.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`MailDev respondió ${response.status} por ${filename}`);
  return Buffer.from(await response.arrayBuffer());
}
