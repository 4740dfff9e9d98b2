import { describe, expect, it } from 'vitest';
import {
  isMaskableRut,
  maskAnswer,
  maskName,
  maskRut,
  maskText,
  unmaskRequest,
  unmaskRut,
  type DemoMaskContext,
} from '@domain/demo-mask';
import { isValidRut, rutFromBody } from '@domain/rut';

describe('demo mode RUT mask (core-platform §1)', () => {
  it('gives a different valid RUT, the same every time, and undoes it', () => {
    const fake = maskRut('76389992-6');
    expect(fake).not.toBe('76389992-6');
    expect(isValidRut(fake)).toBe(true);
    expect(fake).toMatch(/^\d{7,8}-[\dK]$/);
    expect(maskRut('76389992-6')).toBe(fake);
    expect(unmaskRut(fake)).toBe('76389992-6');
  });

  it('keeps the writing: dots, and the size range', () => {
    const dotted = maskRut('76.389.992-6');
    expect(dotted).toMatch(/^\d{1,2}\.\d{3}\.\d{3}-[\dK]$/);
    expect(dotted.replace(/\./g, '')).toBe(maskRut('76389992-6'));
    const person = Number(maskRut('11111111-1').split('-')[0]);
    expect(person).toBeGreaterThanOrEqual(1_000_000);
    expect(person).toBeLessThan(50_000_000);
    expect(Number(maskRut('76389992-6').split('-')[0])).toBeGreaterThanOrEqual(50_000_000);
    // Bodies of 7 and 8 digits keep 7 or 8 digits, so the masked RUT keeps the RUT shape.
    for (const body of [1_000_000, 1_000_001, 9_999_999, 99_999_999]) {
      expect(maskRut(rutFromBody(body))).toMatch(/^\d{7,8}-[\dK]$/);
    }
  });

  it('is one-to-one over many RUTs and always reversible', () => {
    const seen = new Set<string>();
    for (let body = 76_000_000; body < 76_003_000; body++) {
      const rut = rutFromBody(body);
      const fake = maskRut(rut);
      expect(isValidRut(fake)).toBe(true);
      expect(unmaskRut(fake)).toBe(rut);
      seen.add(fake);
    }
    expect(seen.size).toBe(3000);
  });

  it('leaves what is not a valid RUT alone', () => {
    for (const text of ['76389992-5', '2026-11-24', 'hola', '12345', '']) {
      expect(maskRut(text)).toBe(text);
      expect(isMaskableRut(text)).toBe(false);
    }
  });
});

describe('demo mode name mask', () => {
  it('is fixed per name, keeps the legal form and hides the original', () => {
    const fake = maskName('Comercial Los Andes SpA');
    expect(fake).toBe(maskName('  COMERCIAL LOS ANDES SPA '));
    expect(fake).toMatch(/^EMPRESA [A-Z]+ [A-Z ]+ \d{1,3} SPA$/);
    expect(fake).not.toContain('ANDES');
    expect(maskName('FACTORING S.A.')).toMatch(/ S\.A\.$/);
    expect(maskName('')).toBe('');
  });
});

/** A mask context whose HTML masking only marks what it was given (the browser's DOMParser one is tested in web). */
function context(): DemoMaskContext {
  return { names: new Set(), maskMarkup: (html, maskDocumentText) => `[html]${maskDocumentText(html)}` };
}

describe('maskText (free texts and the text of HTML)', () => {
  it('masks RUTs written anywhere in any format, and known names as whole words in any case', () => {
    const text =
      'Reclamo: Factura N° 12 de St Capital S.A. (76.389.992-6, antes 76389992-6); ST CAPITAL S.A.X no es el nombre.';
    const masked = maskText(text, ['ST CAPITAL S.A.']);
    expect(masked).toBe(
      `Reclamo: Factura N° 12 de ${maskName('ST CAPITAL S.A.')} (${maskRut('76.389.992-6')}, antes ${maskRut('76389992-6')}); ST CAPITAL S.A.X no es el nombre.`,
    );
    expect(maskRut('76.389.992-6').replace(/\./g, '')).toBe(maskRut('76389992-6'));
  });

  it('keeps up with a bulk certificate: thousands of known names over a long text', () => {
    const names = Array.from({ length: 5000 }, (_, i) => `COMERCIAL NUMERO ${i} LIMITADA`);
    const text = Array.from(
      { length: 2000 },
      (_, i) => `Cesión ${i} de Comercial Numero ${i * 2} Limitada, RUT 76.389.992-6.`,
    ).join(' ');
    const started = performance.now();
    const masked = maskText(text, names);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(masked).not.toMatch(/COMERCIAL NUMERO/i);
    expect(masked).toContain(`Cesión 3 de ${maskName('COMERCIAL NUMERO 6 LIMITADA')}, RUT ${maskRut('76.389.992-6')}.`);
  });

  it('leaves numbers that are not valid RUTs, dates, amounts and short names alone', () => {
    const text = 'Folio 76389992-5 del 2026-11-24 por $1.234.567-0 de ALFA';
    expect(maskText(text, ['ALF'])).toBe(text);
  });
});

describe('maskAnswer / unmaskRequest', () => {
  it('masks RUTs anywhere and names under name keys, without touching the input', () => {
    const answer = {
      data: {
        archivos: [
          {
            emisor: { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' },
            folio: 12,
            fecha: '2026-11-24',
            rznSocCesionario: 'X SPA',
          },
        ],
        empresas: [{ rut: '11.111.111-1', razonsocial: 'ALFA' }],
      },
    };
    const copy = structuredClone(answer);
    const masked = maskAnswer(answer, context());
    expect(answer).toEqual(copy);
    const row = masked.data.archivos[0]!;
    expect(row.emisor.rut).toBe(maskRut('76389992-6'));
    expect(row.emisor.razonSocial).toBe(maskName('ST CAPITAL S.A.'));
    expect(row.rznSocCesionario).toBe(maskName('X SPA'));
    expect(row.folio).toBe(12);
    expect(row.fecha).toBe('2026-11-24');
    expect(masked.data.empresas[0]).toEqual({ rut: maskRut('11.111.111-1'), razonsocial: maskName('ALFA') });
  });

  it('masks free texts with the names of this and earlier answers, and hands the server HTML to maskMarkup', () => {
    const shared = context();
    maskAnswer({ cesiones: [{ emisor: { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' } }] }, shared);
    const alerta = {
      id: 'a1',
      titulo: 'Reclamo: Factura N° 7 de ST CAPITAL S.A.',
      detalle: 'Deudor 96.806.980-2 reclamó',
      fecha: '2026-11-24',
    };
    const masked = maskAnswer(
      { alertasUsuario: { alertas: [alerta] }, getMovimientos: '<p>ST CAPITAL S.A. 76389992-6</p>' },
      shared,
    );
    expect(masked.alertasUsuario.alertas[0]).toEqual({
      id: 'a1',
      titulo: `Reclamo: Factura N° 7 de ${maskName('ST CAPITAL S.A.')}`,
      detalle: `Deudor ${maskRut('96.806.980-2')} reclamó`,
      fecha: '2026-11-24',
    });
    expect(masked.getMovimientos).toBe(`[html]<p>${maskName('ST CAPITAL S.A.')} ${maskRut('76389992-6')}</p>`);
  });

  it("masks a court case's caratulado with the litigants' names of the same answer", () => {
    const answer = {
      judicialData: {
        casos: [{ rol: 'C-12-2026', caratulado: 'BANCO SUR S.A./PEREZ SOTO JUAN (Civil)' }],
        litigantes: [
          { rol: 'C-12-2026', rut: '97006000-6', nombre: 'BANCO SUR S.A.', participante: 'DTE' },
          { rol: 'C-12-2026', rut: '', nombre: 'PEREZ SOTO JUAN', participante: 'DDO' },
        ],
      },
    };
    expect(maskAnswer(answer, context()).judicialData.casos[0]!.caratulado).toBe(
      `${maskName('BANCO SUR S.A.')}/${maskName('PEREZ SOTO JUAN')} (Civil)`,
    );
  });

  it('masks a sample payload (JSON text) with the names it carries, keeping its layout', () => {
    const payload = JSON.stringify(
      { rutFactoring: '76389992-6', emisor: { rut: '96806980-2', razonSocial: 'DEUDOR EJEMPLO S.A.' } },
      null,
      2,
    );
    const masked = maskAnswer({ webhooks: [{ idWebhook: 'cesion.nueva', payload }] }, context()).webhooks[0]!.payload;
    expect(masked).toBe(
      payload
        .replace('76389992-6', maskRut('76389992-6'))
        .replace('96806980-2', maskRut('96806980-2'))
        .replace('DEUDOR EJEMPLO S.A.', maskName('DEUDOR EJEMPLO S.A.')),
    );
  });

  it("keeps a file's and a webhook's nombre as text (RUTs masked), not a company name", () => {
    const masked = maskAnswer(
      {
        cesionesPdf: { url: 'https://s3.local/documents/x.pdf?sig=1', nombre: 'Cesiones_76389992-6.pdf' },
        webhooks: [{ idWebhook: 'cesion.nueva', nombre: 'Nueva cesión', URL: null }],
        certificado: { nombre: 'Ana Pérez', rutFirmante: '11111111-1' },
      },
      context(),
    );
    expect(masked.cesionesPdf).toEqual({
      url: 'https://s3.local/documents/x.pdf?sig=1',
      nombre: `Cesiones_${maskRut('76389992-6')}.pdf`,
    });
    expect(masked.webhooks[0]!.nombre).toBe('Nueva cesión');
    expect(masked.certificado.nombre).toBe(maskName('Ana Pérez'));
  });

  it('gives requests back their real RUTs', () => {
    const variables = { rutFactoring: maskRut('76389992-6'), filtros: [maskRut('11111111-1')], folio: 3 };
    expect(unmaskRequest(variables)).toEqual({ rutFactoring: '76389992-6', filtros: ['11111111-1'], folio: 3 });
  });
});
