import { describe, expect, it } from 'vitest';
import { alertTitle, judicialAlertTitle } from '@domain/alerts/alert-text';
import { displayRut } from '@domain/es-cl-format';
import { alertMail, digestMail } from '@lambdas/services/alerts/alert-mail';
import type { DocumentAlertRecord, JudicialAlertRecord } from '@lambdas/store/alert-repository';
import { ALERT_FACTORING, platformEvent } from '@tests/support/alert-events';

const WEB = 'https://d111111abcdef8.cloudfront.net';

function record(tipo: DocumentAlertRecord['tipo'], folio: number, fecha: string, detalle: string): DocumentAlertRecord {
  const event = platformEvent(tipo, folio, { fecha, detalle });
  return {
    id: `${fecha}#${event.id}`,
    username: 'ana',
    rutFactoring: ALERT_FACTORING,
    eventId: event.id,
    tipo,
    titulo: alertTitle({ tipo, documento: event.documento }),
    detalle,
    documento: event.documento,
    fecha,
    creadaEn: fecha,
    leida: false,
    enApp: true,
    enResumen: true,
  };
}

describe('alert e-mails', () => {
  it('titles an alert with its type, document and emisor', () => {
    const event = platformEvent('cesion.reclamada', 1234);
    expect(alertTitle({ tipo: 'cesion.reclamada', documento: event.documento })).toBe(
      'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA',
    );
    expect(alertTitle({ tipo: 'cesion.plazo-aceptacion', documento: { ...event.documento, tipoDTE: 34 } })).toBe(
      'Plazo de aceptación por vencer: Factura Exenta Electrónica N° 1234 de COMERCIAL ANDES SPA',
    );
  });

  it('writes one alert in Spanish HTML and text: detail, instant in Chile, parties with RUTs, amounts in CLP, due date', () => {
    const mail = alertMail(
      record('cesion.reclamada', 1234, '2026-11-23T14:05:00.000Z', 'Reclamo por contenido (RCD) el 23/11/2026'),
      'ana@stcapital.cl',
      WEB,
    );
    expect(mail).toMatchObject({
      to: ['ana@stcapital.cl'],
      subject: 'Reclamo: Factura Electrónica N° 1234 de COMERCIAL ANDES SPA',
      kind: 'alerta',
      rutFactoring: ALERT_FACTORING,
    });
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Reclamo del deudor: Reclamo por contenido (RCD) el 23/11/2026.');
      // 14:05 UTC is 11:05 in Santiago in November (UTC-3).
      expect(body).toContain('Registrado el 23/11/2026 11:05, cesionario 76.389.992-6.');
      expect(body).toContain('$1.190.000');
      expect(body).toContain('$1.250.000');
      expect(body).toContain('23/12/2026');
      expect(body).toContain('(96.543.210-8)');
      expect(body).toContain('Configurar alertas');
    }
    expect(mail.html).toContain(`<a href="${WEB}/"`);
    expect(mail.html).toContain('>Ingresar a Radar Cesiones</a>');
    expect(mail.text).toContain(`Ingresar a Radar Cesiones: ${WEB}/`);
    expect(mail.html).toContain('DISTRIBUIDORA ÑUBLE LTDA');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  });

  it('escapes what the SII wrote in the HTML version', () => {
    const alert = record('cesion.anulada', 9, '2026-11-23T14:05:00.000Z', 'Nota <b>NCA</b>');
    const mail = alertMail(
      { ...alert, documento: { ...alert.documento, emisor: { rut: '76123456-0', razonSocial: 'A & B <SPA>' } } },
      'ana@stcapital.cl',
      undefined,
    );
    expect(mail.html).toContain('A &amp; B &lt;SPA&gt;');
    expect(mail.html).not.toContain('<b>NCA</b>');
    expect(mail.text).toContain('Nota <b>NCA</b>');
    // Without the web address (a configuration with no web app) the e-mail goes without the link.
    expect(mail.text).not.toContain('Ingresar a Radar Cesiones');
  });

  it('lists a day of alerts in the digest, with the count in the subject', () => {
    const alerts = [
      record('cesion.reclamada', 1234, '2026-11-22T13:00:00.000Z', 'Reclamo por contenido (RCD)'),
      record('cesion.rebajada', 77, '2026-11-22T20:30:00.000Z', 'Nota de crédito que rebaja el monto (ENC)'),
    ];
    const mail = digestMail(alerts, '2026-11-22', 'ana@stcapital.cl', ALERT_FACTORING, WEB);
    expect(mail.subject).toBe('Resumen de alertas del 22/11/2026 (2 alertas)');
    expect(mail.kind).toBe('alerta-resumen');
    expect(mail.text).toContain('2 alertas de las cesiones de 76.389.992-6 registradas el 22/11/2026.');
    const lines = mail.text.split('\n');
    const first = lines.findIndex((line) => line.includes('N° 1234'));
    const second = lines.findIndex((line) => line.includes('N° 77'));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(lines[second]).toContain('Rebaja (nota de crédito)');
    expect(lines[second]).toContain('22/11/2026 17:30');
    expect(mail.text).toContain(`Ingresar a Radar Cesiones: ${WEB}/`);
    expect(mail.html).toContain(`<a href="${WEB}/"`);
    expect(digestMail(alerts.slice(0, 1), '2026-11-22', 'ana@stcapital.cl', ALERT_FACTORING, WEB).subject).toBe(
      'Resumen de alertas del 22/11/2026 (1 alerta)',
    );
  });

  it('writes a judicial alert with its case instead of a document, in the e-mail and the digest', () => {
    const causa = {
      rut: '96500001-9',
      razonSocial: 'DEUDORA GRANDE S.A.',
      rol: 'C-99-2026',
      tribunal: '1° Juzgado Civil de Santiago',
      caratulado: 'BANCO SUR / DEUDORA GRANDE S.A.',
      fechaIngreso: '2026-11-02',
    };
    const alert: JudicialAlertRecord = {
      id: '2026-11-23T14:05:00.000Z#j',
      username: 'ana',
      rutFactoring: ALERT_FACTORING,
      eventId: 'j',
      tipo: 'judicial.causa-nueva',
      titulo: judicialAlertTitle(causa),
      detalle: 'BANCO SUR / DEUDORA GRANDE S.A., ingresada 02/11/2026',
      causa,
      fecha: '2026-11-23T14:05:00.000Z',
      creadaEn: '2026-11-23T14:05:00.000Z',
      leida: false,
      enApp: true,
      enResumen: true,
    };
    const mail = alertMail(alert, 'ana@stcapital.cl', WEB);
    expect(mail.subject).toBe(
      'Causa judicial nueva: Rol C-99-2026 (1° Juzgado Civil de Santiago) de DEUDORA GRANDE S.A.',
    );
    for (const text of ['C-99-2026', '1° Juzgado Civil de Santiago', displayRut(causa.rut), '02/11/2026'])
      expect(mail.text).toContain(text);
    expect(mail.text).not.toContain('Monto cedido');
    const digest = digestMail([alert], '2026-11-23', 'ana@stcapital.cl', ALERT_FACTORING, WEB);
    expect(digest.text).toContain('Rol C-99-2026 (1° Juzgado Civil de Santiago)');
  });
});
