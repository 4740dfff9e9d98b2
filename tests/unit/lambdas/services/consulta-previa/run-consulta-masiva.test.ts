import ExcelJS from 'exceljs';
import { systemScope } from '@lambdas/access/system-scope';
import { describe, expect, it, vi } from 'vitest';
import type { ConsultaMasiva } from '@domain/consulta-previa/consulta-masiva';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import {
  PROGRESS_BATCH,
  runConsultaMasiva,
  type ConsultaMasivaDeps,
} from '@lambdas/services/consulta-previa/run-consulta-masiva';
import { MailError, type MailMessage } from '@lambdas/mail/mail-sender';
import type { FinConsultaMasiva } from '@lambdas/store/consulta-masiva-repository';

const RUT = '76389992-6';
const SCOPE = systemScope(RUT);
const ID = '2026-11-24T13:05:00.000Z#0b6c';
const FINISHED = new Date('2026-11-24T13:06:30Z');

const consulta = (overrides: Partial<ConsultaMasiva> = {}): ConsultaMasiva => ({
  id: ID,
  rutFactoring: RUT,
  solicitadaPor: 'ana@factoring.cl',
  email: 'resultados@factoring.cl',
  dtes: [
    { rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 101 },
    { rutEmisor: '76111111-6', tipoDTE: 33, folioDTE: 102 },
    { rutEmisor: '77222222-K', tipoDTE: 34, folioDTE: 7 },
  ],
  estado: 'en-proceso',
  conteo: null,
  creadaEn: '2026-11-24T13:05:00.000Z',
  terminadaEn: null,
  error: null,
  ...overrides,
});

function row(
  folioDTE: number,
  financiable: ConsultaPreviaRow['financiable'],
  extra: Partial<ConsultaPreviaRow> = {},
): ConsultaPreviaRow {
  return {
    rutEmisor: '76111111-6',
    folioDTE,
    tipoDTE: 33,
    cedido: false,
    glosaCedibleParaMonitor: 'Deudor acepta: Aceptado pagador',
    glosaCedible: 'DOCUMENTO CEDIBLE',
    estado: 'No Cedido',
    glosaEstado: null,
    tenedor: null,
    financiable,
    motivos: [`motivo ${folioDTE}`],
    ...extra,
  };
}

const ROWS = [
  row(101, 'Sí'),
  row(102, 'No', { cedido: true, estado: 'Cedido', tenedor: '96806980-2', motivos: ['Cedido a otro cesionario'] }),
  row(7, 'Con reparos', {
    rutEmisor: '77222222-K',
    tipoDTE: 34,
    cedido: null,
    estado: 'No fue posible conectarse con el SII',
  }),
];

function harness(
  options: {
    stored?: ConsultaMasiva | null;
    rows?: ConsultaPreviaRow[] | Error;
    mail?: 'enviado' | 'suprimido' | Error;
  } = {},
) {
  const sent: MailMessage[] = [];
  const finished: FinConsultaMasiva[] = [];
  const progress: number[] = [];
  const consultar = vi.fn(async () => {
    if (options.rows instanceof Error) throw options.rows;
    return options.rows ?? ROWS;
  });
  const deps: ConsultaMasivaDeps = {
    consultas: {
      get: async ({ rutFactoring }, id) =>
        rutFactoring === RUT && id === ID ? (options.stored === undefined ? consulta() : options.stored) : null,
      finish: async (_rut, _id, fin) => {
        finished.push(fin);
        return true;
      },
      progress: async (_scope, _id, procesados) => {
        progress.push(procesados);
        return true;
      },
    },
    consultaPrevia: { consultar },
    mail: {
      send: async (message) => {
        if (options.mail instanceof Error) throw options.mail;
        sent.push(message);
        return { messageId: 'm-1', estado: options.mail ?? 'enviado' };
      },
    },
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    clock: () => FINISHED,
  };
  return { deps, sent, finished, consultar, progress };
}

async function readAttachment(message: MailMessage) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(message.attachments![0]!.content) as never);
  return workbook.worksheets[0]!;
}

describe('runConsultaMasiva', () => {
  it('consults the documents in batches and stores how many were consulted after each, before the e-mail', async () => {
    const dtes = Array.from({ length: 2 * PROGRESS_BATCH + 5 }, (_, i) => ({
      rutEmisor: '76111111-6',
      tipoDTE: 33 as const,
      folioDTE: i + 1,
    }));
    const h = harness({ stored: consulta({ dtes }) });
    const asked: number[][] = [];
    h.deps.consultaPrevia = {
      consultar: async (_scope, batch) => {
        asked.push(batch.map((d) => d.folioDTE));
        return batch.map((d) => row(d.folioDTE, 'Sí'));
      },
    };
    expect(await runConsultaMasiva(h.deps, SCOPE, ID)).toEqual({ status: 'ok', followUps: [] });
    expect(asked.flat()).toEqual(dtes.map((d) => d.folioDTE));
    expect(asked.map((batch) => batch.length)).toEqual([PROGRESS_BATCH, PROGRESS_BATCH, 5]);
    expect(h.progress).toEqual([PROGRESS_BATCH, 2 * PROGRESS_BATCH, 2 * PROGRESS_BATCH + 5]);
    expect(h.finished).toEqual([
      expect.objectContaining({ estado: 'enviado', conteo: expect.objectContaining({ si: dtes.length }) }),
    ]);
  });

  it('consults the stored documents, e-mails the table and the .xlsx of every row, and marks the request enviado with its counts', async () => {
    const h = harness();
    expect(await runConsultaMasiva(h.deps, SCOPE, ID)).toEqual({ status: 'ok', followUps: [] });
    expect(h.consultar).toHaveBeenCalledWith(SCOPE, consulta().dtes);

    const [mail] = h.sent;
    expect(mail).toMatchObject({
      to: ['resultados@factoring.cl'],
      subject: 'Resultado de la consulta previa masiva (3 documentos)',
      kind: 'consulta-previa-masiva',
      rutFactoring: RUT,
    });
    // Requested 10:05 in Santiago (UTC-3 in November).
    expect(mail!.text).toContain(
      'Consulta previa masiva de 76.389.992-6 solicitada por ana@factoring.cl el 24/11/2026 10:05: 3 documentos.',
    );
    expect(mail!.text).toContain('¿Financiable? Sí: 1, Con reparos: 1, No: 1.');
    expect(mail!.html).toContain(
      '<td style="border:1px solid #ccc;padding:4px 8px;text-align:left;white-space:nowrap">96.806.980-2</td>',
    );
    expect(mail!.text).toMatch(/77\.222\.222-K\s+34\s+7\s+No fue posible conectarse con el SII\s+Con reparos/);

    expect(mail!.attachments?.map((a) => a.filename)).toEqual(['ConsultaPrevia.xlsx']);
    const sheet = await readAttachment(mail!);
    expect(sheet.getRow(1).getCell(1).value).toBe('Rut Emisor');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(3).getCell(4).value).toBe(102);
    expect(typeof sheet.getRow(3).getCell(2).value).toBe('number');
    expect(sheet.getRow(3).getCell(8).value).toBe('No');
    expect(sheet.getRow(3).getCell(9).value).toBe('Cedido a otro cesionario');

    expect(h.finished).toEqual([
      {
        estado: 'enviado',
        conteo: { si: 1, conReparos: 1, sinInformacion: 0, no: 1 },
        terminadaEn: FINISHED.toISOString(),
      },
    ]);
  });

  it('skips a request that does not exist or already finished, without consulting or mailing', async () => {
    for (const stored of [null, consulta({ estado: 'enviado' }), consulta({ estado: 'fallido' })]) {
      const h = harness({ stored });
      expect((await runConsultaMasiva(h.deps, SCOPE, ID)).status).toBe('skipped');
      expect(h.consultar).not.toHaveBeenCalled();
      expect(h.sent).toEqual([]);
      expect(h.finished).toEqual([]);
    }
  });

  it('ends fallido and tells the user by e-mail when the consultation cannot run', async () => {
    const h = harness({ rows: new Error('La credencial no pudo abrirse') });
    expect((await runConsultaMasiva(h.deps, SCOPE, ID)).status).toBe('failed');
    expect(h.sent.map((m) => m.subject)).toEqual(['Consulta previa masiva: ocurrió un error']);
    expect(h.sent[0]!.text).toContain('Ocurrió un error durante la consulta masiva.');
    expect(h.sent[0]!.text).toContain('Motivo: No fue posible consultar al SII: La credencial no pudo abrirse');
    expect(h.finished).toEqual([
      {
        estado: 'fallido',
        conteo: null,
        terminadaEn: FINISHED.toISOString(),
        error: 'No fue posible consultar al SII: La credencial no pudo abrirse',
      },
    ]);
  });

  it('ends fallido with the counts when the mail is refused or every recipient is suppressed', async () => {
    const refused = harness({ mail: new MailError('Connection refused') });
    expect((await runConsultaMasiva(refused.deps, SCOPE, ID)).status).toBe('failed');
    expect(refused.finished[0]).toMatchObject({
      estado: 'fallido',
      conteo: { si: 1, conReparos: 1, sinInformacion: 0, no: 1 },
      error: 'No fue posible enviar el correo: Connection refused',
    });

    const suppressed = harness({ mail: 'suprimido' });
    expect((await runConsultaMasiva(suppressed.deps, SCOPE, ID)).status).toBe('failed');
    expect(suppressed.finished[0]).toMatchObject({
      estado: 'fallido',
      error: 'El correo resultados@factoring.cl está en la lista de supresión (rebotes o quejas)',
    });
  });
});
