import { describe, expect, it, vi } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import {
  notificarDeudores,
  UN_SOLO_DEUDOR,
  type NotificarDeps,
  type NotificarInput,
} from '@lambdas/services/notificaciones/notificar-deudores';
import { MailError, type MailMessage } from '@lambdas/mail/mail-sender';
import type { NotificacionRegistro } from '@lambdas/store/notificacion-repository';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { cessionRecord } from '@tests/support/cession-factory';
import { anaIdentity } from '@tests/support/identity-factory';
import { findDocumentIn } from '@tests/support/cession-lookup';

const FACTORING = '76389992-6';
const NOW = new Date('2019-04-10T15:00:00.000Z');
const LA_POLAR = { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' };
const FALABELLA = { rut: '90749000-9', razonSocial: 'FALABELLA RETAIL S.A.' };

/** Two documents owed by La Polar and one by Falabella, acquired by the factoring; one already re-ceded. */
const HELD: CessionRecord[] = [
  cessionRecord({ folio: 100, deudor: LA_POLAR, montoCedido: 200_000 }),
  cessionRecord({
    folio: 101,
    deudor: LA_POLAR,
    montoDocumento: 500_000,
    montoCedido: 450_000,
    aecKey: 'aec/76399752-9/33/101/SEQ-1.xml',
  }),
  cessionRecord({ folio: 200, deudor: FALABELLA, aecKey: 'aec/76399752-9/33/200/SEQ-1.xml' }),
  cessionRecord({ folio: 300, deudor: FALABELLA, recedido: true, aecKey: 'aec/76399752-9/33/300/SEQ-1.xml' }),
  cessionRecord({ folio: 400, deudor: FALABELLA, aecKey: null }),
  cessionRecord({ folio: 500, deudor: FALABELLA, role: 'cedente', aecKey: 'aec/76399752-9/33/500/SEQ-1.xml' }),
];

function setup(
  options: { mail?: (message: MailMessage) => Promise<{ messageId: string; estado: 'enviado' | 'suprimido' }> } = {},
) {
  const sent: MailMessage[] = [];
  const registros: NotificacionRegistro[] = [];
  const deudores: { rut: string; emails: string[] }[] = [];
  const send = vi.fn(async (message: MailMessage) => {
    sent.push(message);
    return options.mail ? options.mail(message) : { messageId: `<m${sent.length}@local>`, estado: 'enviado' as const };
  });
  const deps: NotificarDeps = {
    cessions: {
      findDocument: findDocumentIn(HELD),
      query: vi.fn(),
    },
    documents: { getAec: async (key: string) => new TextEncoder().encode(`<AEC key="${key}"/>`) },
    factorings: { get: async () => ({ rut: FACTORING, razonSocial: 'ST CAPITAL S.A.', features: {} }) },
    notificaciones: {
      recordNotificaciones: async (_rut, nuevos) => void registros.push(...nuevos),
      putDeudor: async (_rut, deudor) => void deudores.push({ rut: deudor.rut, emails: deudor.emails }),
    },
    mail: { send },
    now: () => NOW,
  };
  return { deps, sent, registros, deudores, send };
}

const ref = (folio: number) => ({ rutEmisor: '76399752-9', tipo: 33, folio, idSecuencia: null });
const request = (overrides: Partial<NotificarInput> = {}): NotificarInput => ({
  tipo: 'cesion',
  emails: ['pagos@lapolar.cl'],
  documentos: [ref(100)],
  ...overrides,
});
/** Ana (ana@stcapital.cl) acting for ST CAPITAL. */
const scope = resolveTenantScope(anaIdentity(), FACTORING);

describe('notificarDeudores (core-platform §4, §5, §7)', () => {
  it('refuses an empty selection and empty or invalid e-mail lists without sending anything', async () => {
    const { deps, send } = setup();
    expect(await notificarDeudores(request({ documentos: [] }), scope, deps)).toMatchObject({
      success: false,
      body: 'Debe elegir por lo menos un documento!',
    });
    expect(await notificarDeudores(request({ emails: [] }), scope, deps)).toMatchObject({
      success: false,
      body: 'Error al notificar!',
    });
    expect(await notificarDeudores(request({ emails: [' ', ','] }), scope, deps)).toMatchObject({
      success: false,
      body: 'Error al notificar!',
    });
    expect(
      await notificarDeudores(request({ emails: ['pagos@lapolar.cl, tesoreria@lapolar', 'x y@z.cl'] }), scope, deps),
    ).toMatchObject({
      success: false,
      body: 'Error al notificar! Emails inválidos: tesoreria@lapolar, x',
    });
    const many = (count: number) => Array.from({ length: count }, (_, index) => `pagos${index}@lapolar.cl`);
    expect(await notificarDeudores(request({ emails: many(21) }), scope, deps)).toMatchObject({
      success: false,
      body: 'Error al notificar! Se aceptan como máximo 20 emails',
    });
    expect(send).not.toHaveBeenCalled();
    expect(await notificarDeudores(request({ emails: [many(20).join(', ')] }), scope, deps)).toMatchObject({
      success: true,
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('refuses the whole request, naming each, when a document is not held, re-ceded or has no AEC', async () => {
    const { deps, send, registros } = setup();
    const result = await notificarDeudores(
      request({ documentos: [ref(100), ref(999), ref(300), ref(400), ref(500)] }),
      scope,
      deps,
    );
    expect(result.success).toBe(false);
    expect(result.rechazados).toEqual([
      { rutEmisor: '76399752-9', tipo: 33, folio: 999, motivo: 'Documento no encontrado' },
      { rutEmisor: '76399752-9', tipo: 33, folio: 300, motivo: 'Dte recedido' },
      { rutEmisor: '76399752-9', tipo: 33, folio: 400, motivo: 'No fue posible descargar XML AEC desde el SII' },
      // Held only as cedente: not a document of a cesion notice.
      { rutEmisor: '76399752-9', tipo: 33, folio: 500, motivo: 'Documento no encontrado' },
    ]);
    expect(result.body).toBe(
      'Error al notificar! No se puede notificar folio 999 de 76.399.752-9: Documento no encontrado; folio 300 de 76.399.752-9: Dte recedido; ' +
        'folio 400 de 76.399.752-9: No fue posible descargar XML AEC desde el SII; folio 500 de 76.399.752-9: Documento no encontrado',
    );
    expect(send).not.toHaveBeenCalled();
    expect(registros).toEqual([]);
  });

  it('a recesion notice takes the documents the factoring re-ceded (role cedente) only', async () => {
    const { deps } = setup();
    expect(await notificarDeudores(request({ tipo: 'recesion', documentos: [ref(100)] }), scope, deps)).toMatchObject({
      success: false,
      notificados: 0,
    });
    const ok = await notificarDeudores(request({ tipo: 'recesion', documentos: [ref(500)] }), scope, deps);
    expect(ok).toMatchObject({
      success: true,
      notificados: 1,
      body: 'Se notificó a FALABELLA RETAIL S.A. (1 documento)',
    });
  });

  it('sends the debtor one e-mail with its documents and AECs, from the stored cessions, then marks and remembers', async () => {
    const { deps, sent, registros, deudores } = setup();
    const result = await notificarDeudores(
      request({
        emails: ['Pagos@LaPolar.cl; tesoreria@lapolar.cl', 'pagos@lapolar.cl'],
        documentos: [ref(100), ref(101), ref(100)],
      }),
      scope,
      deps,
    );
    expect(result).toEqual({
      success: true,
      body: 'Se notificó a EMPRESAS LA POLAR S.A. (2 documentos)',
      notificados: 2,
      rechazados: [],
    });
    expect(sent.map((m) => [m.subject, m.to, m.attachments?.map((a) => a.filename)])).toEqual([
      [
        'Notificación de cesión de créditos: EMPRESAS LA POLAR S.A. (96.874.030-K)',
        ['pagos@lapolar.cl', 'tesoreria@lapolar.cl'],
        ['76399752-9_33_100_AEC.xml', '76399752-9_33_101_AEC.xml'],
      ],
    ]);
    expect(new TextDecoder().decode(sent[0]!.attachments![1]!.content)).toBe(
      '<AEC key="aec/76399752-9/33/101/SEQ-1.xml"/>',
    );
    expect(sent[0]).toMatchObject({ kind: 'notificacion-cesion', rutFactoring: FACTORING });
    expect(registros.map((r) => [r.folio, r.rutDeudor, r.notificadoEn, r.messageId])).toEqual([
      [100, LA_POLAR.rut, NOW.toISOString(), '<m1@local>'],
      [101, LA_POLAR.rut, NOW.toISOString(), '<m1@local>'],
    ]);
    expect(deudores).toEqual([{ rut: LA_POLAR.rut, emails: ['pagos@lapolar.cl', 'tesoreria@lapolar.cl'] }]);
  });

  it("refuses documents of two debtors whole: one debtor's documents never reach another's mailbox", async () => {
    const { deps, send, registros, deudores } = setup();
    const result = await notificarDeudores(request({ documentos: [ref(100), ref(200)] }), scope, deps);
    expect(result).toEqual({
      success: false,
      body: `Error al notificar! ${UN_SOLO_DEUDOR}`,
      notificados: 0,
      rechazados: [],
    });
    expect(send).not.toHaveBeenCalled();
    expect(registros).toEqual([]);
    expect(deudores).toEqual([]);
  });

  it('marks nothing when the transport refuses the e-mail or every address is suppressed', async () => {
    const { deps, registros, deudores } = setup({ mail: async () => Promise.reject(new MailError('SMTP 550')) });
    const result = await notificarDeudores(
      request({ documentos: [ref(200)], emails: ['pagos@falabella.cl'] }),
      scope,
      deps,
    );
    expect(result).toMatchObject({ success: false, notificados: 0 });
    expect(result.body).toBe(
      'Error al notificar! No se envió folio 200 de 76.399.752-9: el correo no se pudo enviar (SMTP 550)',
    );
    expect(registros).toEqual([]);
    expect(deudores).toEqual([]);

    const suppressed = setup({ mail: async () => ({ messageId: 'suprimido-2', estado: 'suprimido' }) });
    const none = await notificarDeudores(request(), scope, suppressed.deps);
    expect(none).toMatchObject({ success: false, notificados: 0 });
    expect(none.body).toContain('lista de supresión');
    expect(suppressed.registros).toEqual([]);
  });
});
