import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import { deriveAceptado } from '@domain/events';
import type { DteEvent } from '@domain/event-types';
import { renderAcceptanceCertificate } from '@lambdas/services/documents/acceptance-certificate-html';
import { renderCertificadoMasivo } from '@lambdas/services/documents/cession-certificate-masivo-html';
import { renderCessionCertificate } from '@lambdas/services/documents/cession-certificate-html';
import { NO_EVENTS_LISTED, renderMovimientos } from '@lambdas/services/documents/movimientos-html';
import { siiFixture } from '@tests/support/fixtures';
import { cessionRecord } from '@tests/support/cession-factory';

/**
 * Real AEC of the SII: factura 33 folio 170, SEQ 1 INGENIERIA ENACON SPA -> ST CAPITAL, SEQ 2 ST CAPITAL -> 76598556-0.
 */
const AEC = parseAec(
  new Uint8Array(
    readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
  ),
);
const NOW = new Date('2019-04-20T15:00:00Z');
const INJECTION = '<img src=x onerror="alert(1)">';

const ACD: DteEvent = {
  codigo: 'ACD',
  descripcion: 'Acepta Contenido del Documento',
  fecha: '2019-04-05 12:34:56',
  responsable: '96790240-3',
};
const RCD: DteEvent = {
  codigo: 'RCD',
  descripcion: 'Reclamo al Contenido del Documento',
  fecha: '2019-04-06 09:00:00',
  responsable: '96790240-3',
};
const CED: DteEvent = {
  codigo: 'CED',
  descripcion: 'DTE Cedido',
  fecha: '2019-04-04 09:09:00',
  responsable: '76399752-9',
};

describe('renderCessionCertificate', () => {
  it('certifies the requested cesión of the chain with its parties, amount and date', () => {
    const page = renderCessionCertificate(AEC, 1);
    const first = AEC.cesiones[0]!;
    expect(page).toContain('Cesión N° 1');
    expect(page).toContain('INGENIERIA ENACON SPA - RUT 76.354.771-K');
    expect(page).toContain('MINERA LOS PELAMBRES - RUT 96.790.240-3');
    expect(page).toContain(`${first.cesionario.razonSocial} - RUT`);
    expect(page).toContain('$2.996.301');
    expect(page).toContain(
      first.tmstCesion.slice(8, 10) + '/' + first.tmstCesion.slice(5, 7) + '/' + first.tmstCesion.slice(0, 4),
    );
  });

  it('lists the whole chain and certifies the last cesión by default', () => {
    const page = renderCessionCertificate(AEC, null);
    expect(page).toContain(`Cesión N° ${AEC.current.seq}`);
    expect(page.match(/<tr><td>\d+<\/td>/g)).toHaveLength(AEC.cesiones.length);
  });

  it('escapes names that come from the XML', () => {
    const tampered = { ...AEC, dte: { ...AEC.dte, razonSocialEmisor: INJECTION } };
    const page = renderCessionCertificate(tampered, null);
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });
});

describe('renderMovimientos', () => {
  const document = {
    rutEmisor: '76399752-9',
    razonSocialEmisor: 'COMERCIALIZADORA INNOVA MOBEL SPA',
    tipoDTE: 33,
    folio: 2216,
  };

  it('shows one row per event with código, descripción, fecha and responsable', () => {
    const page = renderMovimientos(document, [CED, ACD]);
    expect(page).toContain('<td>CED</td><td>DTE Cedido</td><td>04/04/2019 09:09</td><td>76.399.752-9</td>');
    expect(page).toContain(
      '<td>ACD</td><td>Acepta Contenido del Documento</td><td>05/04/2019 12:34</td><td>96.790.240-3</td>',
    );
    expect(page).toContain('Factura Electrónica N° 2216');
    expect(page).toContain('COMERCIALIZADORA INNOVA MOBEL SPA - RUT 76.399.752-9');
  });

  it('tells an empty list from a missing one', () => {
    expect(renderMovimientos(document, [])).toContain(NO_EVENTS_LISTED);
    expect(renderMovimientos(document, null)).toContain('Sin información de eventos');
  });

  it('escapes event texts and names', () => {
    const page = renderMovimientos({ ...document, razonSocialEmisor: INJECTION }, [{ ...ACD, descripcion: INJECTION }]);
    expect(page).not.toContain('<img');
  });
});

describe('renderAcceptanceCertificate', () => {
  it('certifies an acceptance with the deciding event', () => {
    const record = cessionRecord({ folio: 2216, eventos: [CED, ACD] });
    const aceptado = deriveAceptado(record.eventos, record.fechaRecepcion, NOW);
    if (aceptado.state !== 'si') throw new Error('the ACD event must accept the DTE');
    const page = renderAcceptanceCertificate(record, { ...aceptado, state: 'si' });
    expect(page).toContain('Certificado de Aceptación');
    expect(page).toContain('<tr><th>Código</th><td>ACD</td></tr>');
    expect(page).toContain('<tr><th>Fecha</th><td>05/04/2019 12:34</td></tr>');
    expect(page).toContain('<tr><th>Responsable</th><td>96.790.240-3</td></tr>');
    expect(page).toContain('EMPRESAS LA POLAR S.A. - RUT 96.874.030-K');
  });

  it('certifies a claim as Reclamado, escaping the names', () => {
    const record = cessionRecord({ eventos: [RCD], deudor: { rut: '96874030-K', razonSocial: INJECTION } });
    const aceptado = deriveAceptado(record.eventos, record.fechaRecepcion, NOW);
    if (aceptado.state !== 'no') throw new Error('the RCD event must reject the DTE');
    const page = renderAcceptanceCertificate(record, { ...aceptado, state: 'no' });
    expect(page).toContain('Certificado de Reclamo');
    expect(page).toContain('<h2>Reclamado</h2>');
    expect(page).not.toContain('<img');
  });
});

describe('renderCertificadoMasivo', () => {
  const request = {
    rutEmpresa: '76389992-6',
    tipoConsulta: 'adquiridas' as const,
    fechaCesionDesde: '2019-04-01',
    fechaCesionHasta: '2019-04-30',
  };

  it('has one block per cession, the total, and the documents it could not certify', () => {
    const page = renderCertificadoMasivo(
      request,
      [cessionRecord({ folio: 101, montoCedido: 1000 }), cessionRecord({ folio: 102, montoCedido: 2500 })],
      [{ rutEmisor: '76354771-K', tipoDTE: 33, folio: 999, motivo: 'Documento no encontrado' }],
    );
    expect(page).toContain('Certificado de Cesiones Adquiridas');
    expect(page).toContain('01/04/2019 al 30/04/2019');
    expect(page.match(/<div class="documento">/g)).toHaveLength(2);
    expect(page).toContain('2 documentos; monto total cedido $3.500');
    expect(page).toContain('<td>76.354.771-K</td><td>33</td><td>999</td><td>Documento no encontrado</td>');
  });

  it('escapes cession data', () => {
    const page = renderCertificadoMasivo(
      request,
      [cessionRecord({ cedente: { rut: '76399752-9', razonSocial: INJECTION } })],
      [],
    );
    expect(page).not.toContain('<img');
    expect(page).not.toContain('Documentos no certificados');
  });
});
