import { describe, expect, it } from 'vitest';
import { renderCesionesPdf, type CesionesPdfRow } from '@lambdas/services/documents/cesiones-pdf';
import { readPdf } from '@tests/unit/documents/pdf-content';

const FACTORING = { rut: '76389992-6', razonSocial: 'ST CAPITAL S.A.' };
const ROWS: CesionesPdfRow[] = [
  {
    rutDeudor: '96874030-K',
    razonSocialDeudor: 'EMPRESAS LA POLAR S.A.',
    folio: 2216,
    fecha: '2019-04-04 09:09',
    monto: 230992,
  },
  {
    rutDeudor: '96790240-3',
    razonSocialDeudor: 'MINERA LOS PELAMBRES',
    folio: 170,
    fecha: '2019-04-05 12:57',
    monto: 2996301,
  },
];

describe('renderCesionesPdf', () => {
  it('is a letter-size portrait page with the spec columns and es-CL values', async () => {
    const pdf = await readPdf(await renderCesionesPdf(FACTORING, ROWS));
    expect([pdf.width, pdf.height]).toEqual([612, 792]);
    for (const expected of [
      'RUT Deudor',
      'Razón Social',
      'Folio',
      'Fecha',
      'Monto',
      'ST CAPITAL S.A.',
      '76.389.992-6',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    for (const expected of [
      '96.874.030-K',
      'EMPRESAS LA POLAR S.A.',
      '2216',
      '04/04/2019',
      '$230.992',
      'MINERA LOS PELAMBRES',
      '05/04/2019',
      '$2.996.301',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('ends with the document count and the total amount', async () => {
    const pdf = await readPdf(await renderCesionesPdf(FACTORING, ROWS));
    expect(pdf.text).toContain('2 documentos');
    expect(pdf.text).toContain('$3.227.293');
  });

  it('continues on new pages, repeating the header, when the rows do not fit one page', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ ...ROWS[0]!, folio: 1000 + i }));
    const pdf = await readPdf(await renderCesionesPdf(FACTORING, many));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text.match(/RUT Deudor/g)?.length).toBe(pdf.pages);
    expect(pdf.text).toContain('1119');
  });
});
