import { describe, expect, it } from 'vitest';
import { cessionTotals } from '@domain/cession-rules';
import { totalsRows } from '@domain/exports/export-sheet';
import { ALL_ROWS_TOTAL, buildCesionesSheet, VIGENTE_TOTAL } from '@web/lib/exports/cesiones-rows';
import { sampleCesiones } from './sample-cesiones';

/** 2019-04-08 12:00 in Santiago (UTC-4 then). */
const NOW = new Date('2019-04-08T16:00:00Z');

function column(sheet: ReturnType<typeof buildCesionesSheet>, header: string): unknown[] {
  const index = sheet.columns.findIndex((c) => c.header === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return sheet.rows.map((row) => row[index]);
}

describe('buildCesionesSheet', () => {
  it('names the file "Cesiones exportadas.xlsx" and keeps one row per document in order', () => {
    const cesiones = sampleCesiones();
    const sheet = buildCesionesSheet(cesiones, { enriquecida: false, now: NOW });
    expect(sheet.fileName).toBe('Cesiones exportadas.xlsx');
    expect(column(sheet, 'Folio')).toEqual(cesiones.map((c) => c.folio));
  });

  it('has the parties, document, state, date and amount columns of core-platform §3', () => {
    const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: false, now: NOW });
    const headers = sheet.columns.map((c) => c.header);
    for (const header of [
      'Rut Emisor',
      'Razón Social Emisor',
      'Rut Deudor',
      'Razón Social Deudor',
      'Rut Cedente',
      'Razón Social Cedente',
      'Rut Cesionario',
      'Razón Social Cesionario',
      'Folio',
      'Tipo',
      'Aceptado',
      'Mensaje Aceptación',
      'Anulado',
      'Rebajado',
      'Fecha Recepción',
      'Días desde Recepción',
      'Fecha Cesión',
      'Monto Cedido',
      'Monto Documento',
      'Fecha Anulación',
      'Fecha Rebaja',
      'Fecha Aceptación',
      'Fecha Rechazo',
    ]) {
      expect(headers).toContain(header);
    }
    expect(headers).not.toContain('Estado Nómina');
  });

  it('writes each party from its own field', () => {
    const cesiones = sampleCesiones();
    const sheet = buildCesionesSheet(cesiones, { enriquecida: false, now: NOW });
    expect(column(sheet, 'Rut Emisor')).toEqual(cesiones.map((c) => c.emisor.rut));
    expect(column(sheet, 'Razón Social Deudor')).toEqual(cesiones.map((c) => c.deudor.razonSocial));
    expect(column(sheet, 'Rut Cesionario')).toEqual(cesiones.map((c) => c.cesionario.rut));
    expect(column(sheet, 'Monto Cedido')).toEqual(cesiones.map((c) => c.montoCedido));
  });

  it('spells states and keeps the acceptance message', () => {
    const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: false, now: NOW });
    expect(column(sheet, 'Aceptado')).toEqual(['Pendiente', 'No', 'Sí']);
    expect(column(sheet, 'Mensaje Aceptación')).toEqual(['Faltan 4 días', 'Reclamo al contenido', 'Aceptado pagador']);
    expect(column(sheet, 'Anulado')).toEqual(['No', 'Sí', 'No']);
    expect(column(sheet, 'Rebajado')).toEqual(['No', 'No', 'Sí']);
  });

  it('counts whole Chile days since reception and leaves the cell empty when reception is unknown', () => {
    const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: false, now: NOW });
    // received 2019-04-01, today in Santiago 2019-04-08
    expect(column(sheet, 'Días desde Recepción')).toEqual([7, null, 7]);
    expect(column(sheet, 'Fecha Recepción')[1]).toBeNull();
  });

  it('writes dates as cells holding the Chile wall-clock time', () => {
    const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: false, now: NOW });
    expect((column(sheet, 'Fecha Cesión')[2] as Date).toISOString()).toBe('2019-04-05T23:45:00.000Z');
    expect(column(sheet, 'Fecha Rechazo').map((d) => (d as Date | null)?.toISOString() ?? null)).toEqual([
      null,
      '2019-04-06T09:15:00.000Z',
      null,
    ]);
    expect((column(sheet, 'Fecha Aceptación')[2] as Date).toISOString()).toBe('2019-04-05T08:00:00.000Z');
    expect((column(sheet, 'Fecha Anulación')[1] as Date).toISOString()).toBe('2019-04-10T11:30:00.000Z');
    expect((column(sheet, 'Fecha Rebaja')[2] as Date).toISOString()).toBe('2019-04-12T17:05:00.000Z');
  });

  it('adds the nomina status and Estado DBThor in the enriched export, empty when the nómina does not list the document', () => {
    const cesiones = sampleCesiones().map((c, i) =>
      i === 0 ? { ...c, estadoNomina: 'En nómina', estadoDbThor: 'VIGENTE' } : c,
    );
    const sheet = buildCesionesSheet(cesiones, { enriquecida: true, now: NOW });
    expect(sheet.columns.slice(-3).map((c) => c.header)).toEqual(['Estado Nómina', 'Estado DBThor', 'Alertas']);
    expect(column(sheet, 'Estado Nómina')).toEqual(cesiones.map((c) => c.estadoNomina));
    expect(column(sheet, 'Estado DBThor')).toEqual(['VIGENTE', '', '']);
    expect(buildCesionesSheet(cesiones, { enriquecida: false, now: NOW }).columns.map((c) => c.header)).not.toContain(
      'Estado DBThor',
    );
  });

  it("ends with 'Alertas': each red flag the server stored as 'Regla: motivo', empty without flags", () => {
    const cesiones = sampleCesiones().map((c, i) =>
      i === 1
        ? {
            ...c,
            alertas: [
              { regla: 'VENCIDO_AL_CEDER' as const, motivo: 'Vencía el 01/04/2019 y se cedió el 04/04/2019 16:08' },
              { regla: 'MONTO_SOBRE_TOTAL' as const, motivo: 'Monto cedido $2 mayor que el total del documento $1' },
            ],
          }
        : c,
    );
    const sheet = buildCesionesSheet(cesiones, { enriquecida: false, now: NOW });
    expect(sheet.columns.at(-1)).toEqual({ header: 'Alertas', format: 'text' });
    expect(column(sheet, 'Alertas')).toEqual([
      null,
      'Vencido al ceder: Vencía el 01/04/2019 y se cedió el 04/04/2019 16:08 | Monto cedido sobre el total: Monto cedido $2 mayor que el total del documento $1',
      null,
    ]);
  });

  it('totals the two amount columns', () => {
    const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: false, now: NOW });
    expect(sheet.totals).toBe(true);
    expect(sheet.columns.filter((c) => c.total).map((c) => c.header)).toEqual(['Monto Cedido', 'Monto Documento']);
  });

  it("holds the emission and due dates and the cesión's state the screen shows", () => {
    const cesiones = sampleCesiones().map((c, i) => (i === 1 ? { ...c, estadoCesion: '' } : c));
    const sheet = buildCesionesSheet(cesiones, { enriquecida: false, now: NOW });
    expect(column(sheet, 'Fecha Emisión').map((d) => (d as Date | null)?.toISOString() ?? null)).toEqual(
      cesiones.map((c) => `${c.fechaEmision}T00:00:00.000Z`),
    );
    expect(
      column(sheet, 'Fecha Vencimiento').map((d) => (d as Date | null)?.toISOString().slice(0, 10) ?? null),
    ).toEqual(cesiones.map((c) => (c.fechaVencimiento ? c.fechaVencimiento.split('-').reverse().join('-') : null)));
    expect(column(sheet, 'Estado Cesión')).toEqual([
      cesiones[0]!.estadoCesion,
      'Dte recedido',
      cesiones[2]!.estadoCesion,
    ]);
  });

  it("labels its totals: every row, and the rows the screen's 'Total cedido vigente' counts, with the screen's figure", () => {
    const cesiones = sampleCesiones().map((c, i) => (i === 1 ? { ...c, estadoCesion: '' } : c));
    const sheet = buildCesionesSheet(cesiones, { enriquecida: false, now: NOW });
    const rows = totalsRows(sheet);
    const monto = sheet.columns.findIndex((c) => c.header === 'Monto Cedido');
    expect(rows.map((row) => row[0])).toEqual([ALL_ROWS_TOTAL, VIGENTE_TOTAL]);
    expect(rows[0]![monto]).toBe(cesiones.reduce((sum, c) => sum + c.montoCedido, 0));
    expect(rows[1]![monto]).toBe(cessionTotals(cesiones).montoCedido);
    expect(rows[1]![monto]).toBeLessThan(rows[0]![monto] as number);
  });
});
