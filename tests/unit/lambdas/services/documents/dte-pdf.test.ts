import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readDteDocument } from '@lambdas/services/documents/dte-document';
import { renderDtePdf } from '@lambdas/services/documents/dte-pdf';
import { siiFixture } from '@tests/support/fixtures';
import { readPdf, type PdfContent } from '@tests/unit/documents/pdf-content';

/**
 * Real AEC of the SII (cordada lib-cl-sii-python): factura 33 folio 170 of INGENIERIA ENACON SPA to MINERA LOS
 * PELAMBRES.
 */
const AEC = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
);

describe('readDteDocument', () => {
  it('reads the printed content of the DTE inside the AEC', () => {
    const dte = readDteDocument(AEC);
    expect(dte).toMatchObject({
      tipoDTE: 33,
      folio: 170,
      fechaEmision: '2019-04-01',
      emisor: { rut: '76354771-K', razonSocial: 'INGENIERIA ENACON SPA', comuna: 'QUILLOTA' },
      receptor: { rut: '96790240-3', razonSocial: 'MINERA LOS PELAMBRES', comuna: 'LAS CONDES' },
      totales: { neto: 2517900, tasaIva: 19, iva: 478401, total: 2996301, exento: null },
      referencias: [{ tipoDocumento: '801', folio: '4510083633', fecha: '2019-03-22' }],
    });
    expect(dte.items).toEqual([
      expect.objectContaining({
        nombre: 'Tableros electricos 3 tom',
        cantidad: 2,
        unidad: 'Unid',
        precio: 1258950,
        monto: 2517900,
      }),
    ]);
  });

  it('keeps the TED element whole, without whitespace between tags', () => {
    const { ted } = readDteDocument(AEC);
    expect(ted?.startsWith('<TED version="1.0"><DD><RE>76354771-K</RE><TD>33</TD><F>170</F>')).toBe(true);
    expect(ted?.endsWith('</FRMT></TED>')).toBe(true);
    expect(ted).not.toMatch(/>\s+</);
  });
});

describe('renderDtePdf', () => {
  let pdf: PdfContent;
  beforeAll(async () => {
    pdf = await readPdf(await renderDtePdf(readDteDocument(AEC)));
  });

  it('prints issuer, receiver, items, references and totals in es-CL formats', () => {
    for (const expected of [
      'INGENIERIA ENACON SPA',
      'R.U.T.: 76.354.771-K',
      'FACTURA ELECTRÓNICA',
      'N° 170',
      'MINERA LOS PELAMBRES',
      '96.790.240-3',
      '01/04/2019',
      'Tableros electricos 3 tom',
      '$1.258.950',
      'Folio 4510083633',
      '$2.517.900',
      '$478.401',
      '$2.996.301',
      'Timbre Electrónico SII',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('draws the TED stamp as an image on a letter-size page', () => {
    expect(pdf.images).toBe(1);
    expect([pdf.width, pdf.height]).toEqual([612, 792]);
  });

  it('says so and draws no image when the DTE has no TED', async () => {
    const unstamped = await readPdf(await renderDtePdf({ ...readDteDocument(AEC), ted: null }));
    expect(unstamped.images).toBe(0);
    expect(unstamped.text).toContain('Documento sin timbre electrónico');
  });
});
