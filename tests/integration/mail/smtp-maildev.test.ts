import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalMailServer, type LocalMailServer } from '@infra/local/mail-server';
import { createMailSender } from '@lambdas/mail/create-mail-sender';
import { MailError, type MailMessage, type MailSender } from '@lambdas/mail/mail-sender';
import { mailTable, paragraph, renderMail } from '@lambdas/mail/templates/mail-layout';
import { MailRepository } from '@lambdas/store/mail-repository';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { inboxAttachment, inboxMails, waitForMail } from '../../support/mail-inbox';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING = '76389992-6';
const FROM = 'Radar Cesiones <no-responder@radar-cesiones.local>';
/** A spreadsheet-like attachment whose bytes are not text, and a name with accents. */
const ATTACHMENT = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe, 0x10, 0x80, 0x7f]);
const ATTACHMENT_NAME = 'Resultado consulta previa (Ñuñoa).xlsx';

function consultaMail(to: string[], subject: string): MailMessage {
  const bodies = renderMail('Resultado de la consulta previa masiva', [
    paragraph('Estimado cliente: adjuntamos el resultado de su consulta. Año 2026, cesión y señal.'),
    mailTable([{ header: 'Folio' }, { header: 'Estado' }], [['1234', 'Cedida a ARRAYÁN CAPITAL S.A.']]),
  ]);
  return {
    to,
    subject,
    ...bodies,
    attachments: [
      {
        filename: ATTACHMENT_NAME,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: ATTACHMENT,
      },
    ],
    kind: 'consulta-previa-masiva',
    rutFactoring: FACTORING,
  };
}

describe('SMTP transport against MailDev, records in dynalite', () => {
  let mailDir: string;
  let server: LocalMailServer;
  let engines: LocalEngines;
  let repository: MailRepository;
  let sender: MailSender;

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'radar-mail-'));
    server = await startLocalMailServer({ directory: mailDir });
    engines = await startLocalEngines({ mail: { from: FROM, smtp: server.smtp } });
    repository = new MailRepository(engines.doc, engines.config.tables);
    sender = createMailSender(engines.config, { doc: engines.doc });
  });

  afterAll(async () => {
    await Promise.allSettled([server?.stop(), engines?.stop()]);
    await rm(mailDir, { recursive: true, force: true });
  });

  it('delivers subject, recipients, bodies and attachment intact (accents included) and records it as enviado', async () => {
    const subject = 'Consulta previa masiva: resultado (Ñuñoa, cesión)';
    const sent = await sender.send(consultaMail(['Ana Pérez <ana@factoring.cl>', 'operaciones@factoring.cl'], subject));
    expect(sent.estado).toBe('enviado');

    const mail = await waitForMail(server.apiUrl, (m) => m.subject === subject);
    expect(mail.from).toEqual([{ address: 'no-responder@radar-cesiones.local', name: 'Radar Cesiones' }]);
    expect(mail.to.map((to) => to.address)).toEqual(['ana@factoring.cl', 'operaciones@factoring.cl']);
    expect(mail.to[0]!.name).toBe('Ana Pérez');
    expect(mail.html).toContain('Año 2026, cesión y señal.');
    expect(mail.html).toContain('Cedida a ARRAYÁN CAPITAL S.A.');
    expect(mail.text).toContain('Año 2026, cesión y señal.');
    expect(mail.attachments?.map((a) => a.filename)).toEqual([ATTACHMENT_NAME]);
    expect(Uint8Array.from(await inboxAttachment(server.apiUrl, mail, ATTACHMENT_NAME))).toEqual(ATTACHMENT);

    const [record] = await repository.listForFactoring(systemScope(FACTORING));
    expect(record).toMatchObject({
      messageId: sent.messageId,
      subject,
      estado: 'enviado',
      kind: 'consulta-previa-masiva',
      suprimidos: [],
    });
    expect(await repository.findByMessageId(sent.messageId)).toEqual(record);
  });

  it('skips suppressed recipients (any case, with or without display name) and records an all-suppressed mail as suprimido without sending it', async () => {
    await repository.suppress('Rebota@Deudor.cl', 'rebote', new Date().toISOString());
    const partial = await sender.send(consultaMail(['rebota@deudor.cl', 'pagos@deudor.cl'], 'Parcialmente suprimido'));
    const arrived = await waitForMail(server.apiUrl, (m) => m.subject === 'Parcialmente suprimido');
    expect(arrived.to.map((to) => to.address)).toEqual(['pagos@deudor.cl']);
    expect(await repository.findByMessageId(partial.messageId)).toMatchObject({
      to: ['pagos@deudor.cl'],
      suprimidos: ['rebota@deudor.cl'],
    });

    const suppressed = await sender.send(consultaMail(['Tesorería <REBOTA@deudor.cl>'], 'Todo suprimido'));
    expect(suppressed.estado).toBe('suprimido');
    expect(await repository.findByMessageId(suppressed.messageId)).toMatchObject({
      estado: 'suprimido',
      to: [],
      suprimidos: ['Tesorería <REBOTA@deudor.cl>'],
    });
    expect((await inboxMails(server.apiUrl)).map((m) => m.subject)).not.toContain('Todo suprimido');
  });

  it('records fallido and throws MailError when the SMTP server cannot be reached', async () => {
    const closed = createMailSender(
      { ...engines.config, mail: { from: FROM, smtp: { host: '127.0.0.1', port: 1 } } },
      { doc: engines.doc },
    );
    const error = await closed.send(consultaMail(['ana@factoring.cl'], 'Servidor caído')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailError);
    const records = await repository.listForFactoring(systemScope(FACTORING));
    expect(records.find((r) => r.subject === 'Servidor caído')).toMatchObject({
      estado: 'fallido',
      error: (error as MailError).message,
    });
  });
});
