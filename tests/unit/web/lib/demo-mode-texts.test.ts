// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import { maskName, maskRut } from '@domain/demo-mask';
import { displayRut } from '@domain/es-cl-format';
import { renderAcceptanceCertificate } from '@lambdas/services/documents/acceptance-certificate-html';
import { renderCessionCertificate } from '@lambdas/services/documents/cession-certificate-html';
import { renderMovimientos } from '@lambdas/services/documents/movimientos-html';
import { samplePayload } from '@domain/platform-events/webhook-resources';
import { buildExportSheet } from '@web/lib/exports/export-kind';
import { readEventoBack } from '@web/app/realtime/evento-back';
import { demoAnswer, demoRequestUrl, setDemoMode } from '@web/lib/demo-mode';
import { cessionRecord } from '@tests/support/cession-factory';
import { siiFixture } from '@tests/support/fixtures';
import { sampleCesiones } from './exports/sample-cesiones';

/** Real AEC of the SII: factura 33 folio 170 ceded twice (INGENIERIA ENACON SPA -> ST CAPITAL -> 76598556-0). */
const AEC = parseAec(
  new Uint8Array(
    readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
  ),
);

/** Every party ({rut, razonSocial}) found at any depth of a value. */
function partiesOf(
  value: unknown,
  found: { rut: string; razonSocial: string }[] = [],
): { rut: string; razonSocial: string }[] {
  if (value === null || typeof value !== 'object') return found;
  const record = value as Record<string, unknown>;
  if (typeof record.rut === 'string' && typeof record.razonSocial === 'string')
    found.push({ rut: record.rut, razonSocial: record.razonSocial });
  for (const item of Object.values(record)) partiesOf(item, found);
  return found;
}

/** The visible text of an HTML page, and its markup reduced to tags with their attributes. */
function readPage(html: string): { text: string; tags: string[] } {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const tags = [...document.querySelectorAll('*')].map((element) =>
    [element.tagName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`)].join(' '),
  );
  return { text: document.documentElement.textContent ?? '', tags };
}

/** Asserts that no RUT (with or without dots) nor name of `parties` is left in `text`, and that their fakes are. */
function expectMasked(text: string, parties: { rut: string; razonSocial: string }[]): void {
  const upper = text.toUpperCase();
  for (const party of parties) {
    for (const rut of [party.rut, displayRut(party.rut)]) expect(text).not.toContain(rut);
    expect(upper).not.toContain(party.razonSocial.trim().toUpperCase());
  }
  const first = parties[0]!.rut;
  expect(text.includes(maskRut(first)) || text.includes(maskRut(displayRut(first)))).toBe(true);
  expect(upper).toContain(maskName(parties[0]!.razonSocial));
}

describe('demo mode beyond plain fields (core-platform §1: every screen and export)', () => {
  beforeEach(() => setDemoMode(true));
  afterEach(() => setDemoMode(false));

  it('masks the text of the cession certificate, not its markup, with the names the lists showed', () => {
    const parties = partiesOf(AEC);
    demoAnswer({ cesiones: parties.map((party) => ({ emisor: party })) });
    const html = renderCessionCertificate(AEC, null);
    const masked = demoAnswer({ getCertificate: html }).getCertificate;
    expect(masked.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(readPage(masked).tags).toEqual(readPage(html).tags);
    expectMasked(readPage(masked).text, parties);
  });

  it('masks the movimientos dialog and the acceptance certificate', () => {
    const record = cessionRecord({
      eventos: [
        {
          codigo: 'ACD',
          descripcion: 'Acepta Contenido del Documento',
          fecha: '2019-04-05 12:34:56',
          responsable: '96874030-K',
        },
      ],
    });
    const parties = [record.emisor, record.deudor, record.cesionario];
    demoAnswer({ cesiones: [{ emisor: record.emisor, deudor: record.deudor, cesionario: record.cesionario }] });
    const movimientos = renderMovimientos(
      { rutEmisor: record.emisor.rut, razonSocialEmisor: record.emisor.razonSocial, tipoDTE: 33, folio: 100 },
      record.eventos,
    );
    const certificate = renderAcceptanceCertificate(record, {
      state: 'si',
      msg: 'Aceptado',
      fecha: '2019-04-05 12:34:56',
      codigo: 'ACD',
    });
    const answer = demoAnswer({ getMovimientos: movimientos, getCertificadosAceptacionReclamo: certificate });
    expectMasked(readPage(answer.getMovimientos).text, [record.emisor]);
    expect(readPage(answer.getMovimientos).text).not.toContain('96.874.030-K');
    expectMasked(readPage(answer.getCertificadosAceptacionReclamo).text, parties);
    expect(readPage(answer.getCertificadosAceptacionReclamo).tags).toEqual(readPage(certificate).tags);
  });

  it('masks an alert pushed on eventoBack (toast and bell) like the same alert read from the API, and opens the channel with the real RUT', () => {
    // No list was read in this tab: the alert's own parties make the emisor's name known.
    const partes = [
      { rut: '76399752-9', razonSocial: 'COMERCIALIZADORA INNOVA MOBEL SPA' },
      { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' },
    ];
    const alerta = {
      id: 'a1',
      tipo: 'reclamo',
      titulo: 'Reclamo: Factura N° 100 de COMERCIALIZADORA INNOVA MOBEL SPA',
      detalle: 'Reclamo del deudor 96.874.030-K',
      fecha: '2019-04-06T12:00:00.000Z',
      creadaEn: '2019-04-06T12:00:01.000Z',
      leida: false,
      partes,
    };
    const frame = JSON.stringify({
      evento: 'eventoBack',
      tipo: 'alerta',
      rutFactoring: '76389992-6',
      username: 'ana@factoring.cl',
      alerta,
    });
    const pushed = demoAnswer(readEventoBack(frame));
    const listed = demoAnswer({ alertasUsuario: { noLeidas: 1, alertas: [alerta] } }).alertasUsuario.alertas[0];
    expect(pushed?.rutFactoring).toBe(maskRut('76389992-6'));
    expect(pushed?.tipo === 'alerta' ? pushed.alerta : null).toEqual(listed);
    expect(listed?.titulo).toBe(`Reclamo: Factura N° 100 de ${maskName('COMERCIALIZADORA INNOVA MOBEL SPA')}`);
    expect(listed?.detalle).toBe(`Reclamo del deudor ${maskRut('96.874.030-K')}`);
    const url = new URL(demoRequestUrl(`wss://rt.example.cl/prod?token=abc&rutFactoring=${maskRut('76389992-6')}`));
    expect(url.searchParams.get('rutFactoring')).toBe('76389992-6');
    expect(url.protocol).toBe('wss:');
  });

  it('masks the notifications answer and the webhooks sample payload', () => {
    const notificacion = demoAnswer({
      notificaCesionoRecesion: {
        success: false,
        body: 'Documentos de 76354771-K no notificados',
        notificados: 0,
        rechazados: [
          { rutEmisor: '76354771-K', tipo: 33, folio: 5, motivo: 'Documento 33-5 de 76.354.771-K no es suyo' },
        ],
      },
    }).notificaCesionoRecesion;
    expect(notificacion.body).toBe(`Documentos de ${maskRut('76354771-K')} no notificados`);
    expect(notificacion.rechazados[0]).toEqual({
      rutEmisor: maskRut('76354771-K'),
      tipo: 33,
      folio: 5,
      motivo: `Documento 33-5 de ${maskRut('76.354.771-K')} no es suyo`,
    });
    const sample = samplePayload('cesion.nueva', '76389992-6');
    const payload = demoAnswer({ webhooks: [{ idWebhook: 'cesion.nueva', payload: JSON.stringify(sample, null, 2) }] })
      .webhooks[0]!.payload;
    expectMasked(payload, [sample.documento.emisor, sample.documento.deudor]);
    expect(JSON.parse(payload).rutFactoring).toBe(maskRut('76389992-6'));
  });

  it('builds the Excel exports from masked rows only', () => {
    const rows = sampleCesiones();
    const parties = rows.flatMap((row) => [row.emisor, row.deudor, row.cedente, row.cesionario]);
    const sheet = buildExportSheet('cesiones', demoAnswer(rows), null, new Date('2019-04-20T15:00:00Z'));
    const cells = JSON.stringify(sheet);
    for (const party of parties) {
      expect(cells).not.toContain(party.rut);
      expect(cells).not.toContain(displayRut(party.rut));
      expect(cells.toUpperCase()).not.toContain(party.razonSocial.toUpperCase());
    }
    expect(cells).toContain(maskName(rows[0]!.emisor.razonSocial));
  });
});
