import { describe, expect, it } from 'vitest';
import { writeXlsx } from '@domain/exports/write-xlsx';
import { readFirstSheet } from '@web/lib/downloads/read-first-sheet';
import { readCessionSheet } from '@web/features/cession-actions/model/cession-sheet';
import { SAMPLE_SHEETS } from '@web/features/cession-actions/model/sample-sheets';

/** 2019-04-10 11:00 in Santiago: the default due date is 2019-05-10. */
const NOW = new Date('2019-04-10T15:00:00Z');

describe('readCessionSheet', () => {
  it('keeps the good rows as payload rows and lists the two bad ones with their sheet row and reason', () => {
    const sheet = readCessionSheet(
      [
        ['Rut Emisor', 'Tipo', 'Folio', 'Fecha Vencimiento'],
        ['76.354.771-K', 33, 170, '30-05-2019'],
        ['76354771-5', 33, 171],
        ['76354771-K', 'factura', 172],
        ['76354771-K', 34, 173],
      ],
      NOW,
    );
    expect(sheet.layout).toBe(3);
    expect(sheet.filas).toEqual([
      { rutEmisor: '76354771-K', tipo: 33, folio: 170, fechaVencimiento: '2019-05-30' },
      { rutEmisor: '76354771-K', tipo: 34, folio: 173, fechaVencimiento: '2019-05-10' },
    ]);
    expect(sheet.errors.map((error) => error.fila)).toEqual([3, 4]);
    expect(sheet.errors[0]?.mensaje).toMatch(/RUT inválido/);
    expect(sheet.errors[1]?.mensaje).toMatch(/tipo/);
  });

  it('gives no rows, and every refused row, for a file nothing survives', () => {
    const sheet = readCessionSheet(
      [
        ['Rut Emisor', 'Tipo', 'Folio'],
        ['76354771-K', 33],
      ],
      NOW,
    );
    expect(sheet).toEqual({
      layout: null,
      filas: [],
      errors: [{ fila: 2, mensaje: 'La fila tiene 2 columnas; se esperan 3 o 4' }],
    });
  });

  it.each(['short', 'full'] as const)('reads back the %s sample file without a refused row', async (kind) => {
    const sample = SAMPLE_SHEETS[kind];
    const file = new File([await writeXlsx(sample)], sample.fileName);
    const sheet = readCessionSheet(await readFirstSheet(file), NOW);
    expect(sheet.errors).toEqual([]);
    expect(sheet.layout).toBe(kind === 'full' ? 9 : 3);
    expect(sheet.filas.map((fila) => [fila.rutEmisor, fila.tipo, fila.folio])).toEqual(
      sample.rows.map((row) => {
        const [rut, tipo, folio] = kind === 'full' ? [row[7], row[2], row[3]] : row;
        return [String(rut).replace(/\./g, ''), tipo, folio];
      }),
    );
    expect(sheet.filas[1]?.fechaVencimiento).toBe('2019-05-10');
  });
});
