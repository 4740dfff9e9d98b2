import type { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it, vi } from 'vitest';
import { readServerConfig, serverConfigSchema, toConfigEnv } from '@lambdas/platform/config';
import { createMailSender } from '@lambdas/mail/create-mail-sender';
import { MailError, type MailMessage } from '@lambdas/mail/mail-sender';
import { TABLES } from '@lambdas/store/tables';

const FROM = 'Radar Cesiones <no-responder@radarcesiones.cl>';

const message: MailMessage = {
  to: ['pagos@deudor.cl'],
  subject: 'Notificación de cesión',
  html: '<p>Señores</p>',
  text: 'Señores',
  kind: 'notificacion-cesion',
  rutFactoring: '76389992-6',
};

const config = (mail: unknown) =>
  serverConfigSchema.parse({
    region: 'us-east-1',
    tables: Object.fromEntries(Object.keys(TABLES).map((name) => [name, name])),
    buckets: { documents: 'documents' },
    auth: { userPoolId: 'p', clientId: 'c', issuer: 'http://127.0.0.1/i', jwksUri: 'http://127.0.0.1/i/jwks' },
    mail,
  });

describe('createMailSender', () => {
  it('sends through SES when the configuration names a configuration set, and records through the document client', async () => {
    const commands: SendEmailCommand[] = [];
    const ses = { send: vi.fn(async (command: SendEmailCommand) => (commands.push(command), { MessageId: 'ses-42' })) };
    const written: [string, unknown][] = [];
    const doc = {
      send: vi.fn(async (command: { input: unknown; constructor: { name: string } }) => {
        written.push([command.constructor.name, command.input]);
        return {};
      }),
    };
    const sender = createMailSender(config({ from: FROM, ses: { configurationSet: 'radar-correo' } }), {
      doc: doc as never,
      ses: ses as never,
      now: () => new Date('2026-11-24T10:00:00Z'),
    });
    await expect(sender.send(message)).resolves.toEqual({ messageId: 'ses-42', estado: 'enviado' });
    expect(commands[0]!.input.ConfigurationSetName).toBe('radar-correo');
    expect(written).toContainEqual([
      'PutCommand',
      expect.objectContaining({
        TableName: 'mails',
        Item: expect.objectContaining({ sk: '2026-11-24T10:00:00.000Z#ses-42', estado: 'enviado' }),
      }),
    ]);
  });

  it('without a mail section, refuses every send with a MailError instead of losing the mail', async () => {
    const doc = { send: vi.fn() };
    const error = await createMailSender(config(undefined), { doc: doc as never })
      .send(message)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    expect((error as MailError).message).toBe('No hay correo configurado (RC_MAIL_FROM)');
    expect(doc.send).not.toHaveBeenCalled();
  });
});

describe('mail configuration', () => {
  it('refuses a mail section with both transports or neither', () => {
    expect(() => config({ from: FROM })).toThrow('exactamente uno');
    expect(() => config({ from: FROM, ses: { configurationSet: 'x' }, smtp: { host: 'h', port: 25 } })).toThrow(
      'exactamente uno',
    );
  });

  it.each([
    ['SES', { from: FROM, ses: { configurationSet: 'radar-correo' } }],
    ['SMTP', { from: FROM, smtp: { host: '127.0.0.1', port: 3410 } }],
  ])('survives the environment round trip of the Lambdas (%s)', (_, mail) => {
    const original = config(mail);
    expect(readServerConfig(toConfigEnv(original)).mail).toEqual(mail);
  });

  it("carries the web app's address the e-mails link to (RC_WEB_ORIGIN), and refuses one that is not a URL", () => {
    const original = {
      ...config({ from: FROM, smtp: { host: '127.0.0.1', port: 3410 } }),
      webOrigin: 'https://d111111abcdef8.cloudfront.net',
    };
    expect(toConfigEnv(original).RC_WEB_ORIGIN).toBe('https://d111111abcdef8.cloudfront.net');
    expect(readServerConfig(toConfigEnv(original)).webOrigin).toBe('https://d111111abcdef8.cloudfront.net');
    expect(() => readServerConfig({ ...toConfigEnv(original), RC_WEB_ORIGIN: 'radar' })).toThrow(/webOrigin/);
  });
});
