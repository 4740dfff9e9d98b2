import { describe, expect, it } from 'vitest';
import { buildFlagSheet } from '@web/lib/exports/flag-export-rows';
import { buildCartaGuiaSheet } from '@web/lib/exports/carta-guia-rows';
import { sampleCesiones } from './sample-cesiones';

const NOW = new Date('2019-04-15T16:00:00Z');

function cell(sheet: ReturnType<typeof buildFlagSheet>, row: number, header: string): unknown {
  const index = sheet.columns.findIndex((c) => c.header === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return sheet.rows[row]?.[index];
}

describe('buildFlagSheet', () => {
  it('names the annulled export AnuladosExport.xlsx and dates the NCA event', () => {
    const sheet = buildFlagSheet('anulados', sampleCesiones(), NOW);
    expect(sheet.fileName).toBe('AnuladosExport.xlsx');
    expect((cell(sheet, 1, 'Fecha Anulación') as Date).toISOString()).toBe('2019-04-10T11:30:00.000Z');
    expect(cell(sheet, 1, 'Días desde Anulación')).toBe(5);
    expect(cell(sheet, 0, 'Fecha Anulación')).toBeNull();
  });

  it('names the reduced export RebajadosExport.xlsx and dates the ENC event', () => {
    const sheet = buildFlagSheet('rebajados', sampleCesiones(), NOW);
    expect(sheet.fileName).toBe('RebajadosExport.xlsx');
    expect((cell(sheet, 2, 'Fecha Rebaja') as Date).toISOString()).toBe('2019-04-12T17:05:00.000Z');
    expect(cell(sheet, 2, 'Días desde Rebaja')).toBe(3);
  });

  it("adds the stored red flags in 'Alertas'", () => {
    const cesiones = sampleCesiones().map((c, i) =>
      i === 1
        ? {
            ...c,
            alertas: [
              {
                regla: 'NOTA_CREDITO_PREVIA' as const,
                motivo: 'Nota de crédito de anulación (NCA) del 02/04/2019 11:30',
              },
            ],
          }
        : c,
    );
    const sheet = buildFlagSheet('anulados', cesiones, NOW);
    expect(cell(sheet, 1, 'Alertas')).toBe(
      'Nota de crédito antes de ceder: Nota de crédito de anulación (NCA) del 02/04/2019 11:30',
    );
    expect(cell(sheet, 0, 'Alertas')).toBeNull();
  });

  it('reads cedente, deudor, due date and amounts of each document', () => {
    const cesiones = sampleCesiones();
    const sheet = buildFlagSheet('anulados', cesiones, NOW);
    expect(sheet.rows).toHaveLength(cesiones.length);
    expect(cell(sheet, 1, 'Rut Cedente')).toBe(cesiones[1]?.cedente.rut);
    expect(cell(sheet, 1, 'Razón Social Deudor')).toBe(cesiones[1]?.deudor.razonSocial);
    expect((cell(sheet, 0, 'Fecha Vencimiento') as Date).toISOString()).toBe('2019-05-01T00:00:00.000Z');
    expect(cell(sheet, 0, 'Monto Documento')).toBe(cesiones[0]?.montoDocumento);
  });
});

describe('buildCartaGuiaSheet', () => {
  it('lists each document for CartaGuia.xlsx with its issue date and amounts', () => {
    const cesiones = sampleCesiones();
    const sheet = buildCartaGuiaSheet(cesiones);
    expect(sheet.fileName).toBe('CartaGuia.xlsx');
    const folio = sheet.columns.findIndex((c) => c.header === 'Folio');
    const emision = sheet.columns.findIndex((c) => c.header === 'Fecha Emisión');
    expect(sheet.rows.map((r) => r[folio])).toEqual(cesiones.map((c) => c.folio));
    expect((sheet.rows[0]?.[emision] as Date).toISOString()).toBe('2019-04-01T00:00:00.000Z');
  });
});
