import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it, vi } from 'vitest';
import { MailError, type MailMessage } from '@lambdas/mail/mail-sender';
import { SesMailTransport } from '@lambdas/mail/ses-mail-transport';

const FROM = 'Radar Cesiones <no-responder@radarcesiones.cl>';
const AEC = new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><AEC/>');

const message: MailMessage = {
  to: ['pagos@deudor.cl', 'Tesorería <tesoreria@deudor.cl>'],
  subject: 'Notificación de cesión: factura 1234',
  html: '<p>Señores: la factura fue cedida.</p>',
  text: 'Señores: la factura fue cedida.',
  attachments: [{ filename: 'AEC_1234.xml', contentType: 'application/xml', content: AEC }],
  kind: 'notificacion-cesion',
  rutFactoring: '76389992-6',
};

/** A SESv2 client mock that answers `answer` (or throws it) and keeps the commands it received. */
function sesClient(answer: { MessageId?: string } | Error) {
  const commands: SendEmailCommand[] = [];
  const send = vi.fn(async (command: SendEmailCommand) => {
    commands.push(command);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { client: { send } as never, commands };
}

describe('SesMailTransport', () => {
  it('sends one raw MIME SendEmail under the configuration set and answers SES MessageId', async () => {
    const { client, commands } = sesClient({ MessageId: '0100019a-ses-id' });
    const sent = await new SesMailTransport(client, { from: FROM, configurationSet: 'radar-correo' }).send(message);
    expect(sent).toEqual({ messageId: '0100019a-ses-id', estado: 'enviado' });
    expect(commands).toHaveLength(1);
    const input = commands[0]!.input;
    expect(commands[0]).toBeInstanceOf(SendEmailCommand);
    expect(input).toMatchObject({
      FromEmailAddress: FROM,
      Destination: { ToAddresses: ['pagos@deudor.cl', 'tesoreria@deudor.cl'] },
      ConfigurationSetName: 'radar-correo',
    });
    expect(input.Content?.Simple).toBeUndefined();
    const raw = Buffer.from(input.Content!.Raw!.Data!).toString('utf8');
    expect(raw).toMatch(/^From: Radar Cesiones <no-responder@radarcesiones\.cl>\r$/m);
    expect(raw).toMatch(/^To: pagos@deudor\.cl, =\?UTF-8\?Q\?Tesorer=C3=ADa\?= <tesoreria@deudor\.cl>\r$/m);
    // Non-ASCII headers travel as RFC 2047 encoded words; the raw message stays 7-bit.
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(/[^\x00-\x7f]/.test(raw)).toBe(false);
    expect(raw).toContain('Content-Type: multipart/mixed');
    expect(raw).toMatch(/Content-Disposition: attachment; filename=AEC_1234\.xml/);
    expect(raw.replace(/\r\n/g, '')).toContain(Buffer.from(AEC).toString('base64'));
  });

  it('turns an SES refusal into a MailError carrying the cause', async () => {
    const refusal = Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' });
    const { client } = sesClient(refusal);
    const error = await new SesMailTransport(client, { from: FROM, configurationSet: 'radar-correo' })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).message).toContain('Email address is not verified.');
    expect((error as MailError).cause).toBe(refusal);
  });
});
