import { describe, expect, it } from 'vitest';
import { notificacionMail } from '@lambdas/services/notificaciones/notificacion-mail';
import { cessionRecord } from '@tests/support/cession-factory';

const FACTORING = { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' };
const DEUDOR = { rut: '96874030-K', razonSocial: 'EMPRESAS LA POLAR S.A.' };

describe('notificacionMail (Ley 19.983 art. 7, DS 93)', () => {
  const record = cessionRecord({
    folio: 4521,
    montoDocumento: 1_190_000,
    montoCedido: 1_000_000,
    fechaEmision: '2019-03-29',
    fechaVencimiento: '2019-04-28',
    fechaCesion: '2019-04-04 09:09',
    emisor: { rut: '76399752-9', razonSocial: 'Comercializadora <Innova> Mobel SpA ' },
  });
  const mail = notificacionMail({
    tipo: 'cesion',
    factoring: FACTORING,
    deudor: DEUDOR,
    documentos: [{ record, aec: Uint8Array.of(60, 65, 62) }],
    to: ['pagos@lapolar.cl'],
  });

  it('carries cedente, cesionario, the document, montoCedido and the date of the cession in HTML and text', () => {
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('Factura Electrónica (33)');
      expect(body).toContain('4521');
      expect(body).toContain('76.399.752-9');
      expect(body).toContain('29/03/2019');
      expect(body).toContain('$1.190.000');
      expect(body).toContain('28/04/2019');
      expect(body).toContain('$1.000.000');
      expect(body).toContain('04/04/2019 09:09');
      expect(body).toContain('ST CAPITAL S.A. (RUT 76.389.992-6)');
      expect(body).toContain('artículo 7 de la Ley N° 19.983');
    }
    expect(mail.text).toContain('COMERCIALIZADORA <INNOVA> MOBEL SPA (RUT 76.399.752-9)');
    expect(mail.html).toContain('COMERCIALIZADORA &lt;INNOVA&gt; MOBEL SPA');
    expect(mail.html).not.toContain('<INNOVA>');
    expect(mail.text).toContain('Se adjunta copia del Archivo Electrónico de Cesión (AEC) del documento');
  });

  it('attaches the stored AEC bytes as XML and names the debtor in the subject', () => {
    expect(mail.subject).toBe('Notificación de cesión de créditos: EMPRESAS LA POLAR S.A. (96.874.030-K)');
    expect(mail.attachments).toEqual([
      { filename: '76399752-9_33_4521_AEC.xml', contentType: 'application/xml', content: Uint8Array.of(60, 65, 62) },
    ]);
    expect(mail.to).toEqual(['pagos@lapolar.cl']);
  });

  it('names a debtor without razón social by its RUT', () => {
    const anonymous = notificacionMail({
      tipo: 'cesion',
      factoring: FACTORING,
      deudor: { rut: DEUDOR.rut, razonSocial: ' ' },
      documentos: [{ record, aec: new Uint8Array() }],
      to: ['a@b.cl'],
    });
    expect(anonymous.subject).toBe('Notificación de cesión de créditos: RUT 96.874.030-K');
    expect(anonymous.text).toContain('Señores RUT 96.874.030-K:');
  });

  it('titles a re-cession notice as such', () => {
    const recesion = notificacionMail({
      tipo: 'recesion',
      factoring: FACTORING,
      deudor: DEUDOR,
      documentos: [{ record, aec: new Uint8Array() }],
      to: ['a@b.cl'],
    });
    expect(recesion.subject.startsWith('Notificación de recesión de créditos')).toBe(true);
    expect(recesion.kind).toBe('notificacion-recesion');
    expect(recesion.text).toContain('(recesión)');
  });
});
