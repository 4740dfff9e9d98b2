import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { cessionTotals } from '@domain/cession-rules';
import { ALL_ROWS_TOTAL, buildCesionesSheet, VIGENTE_TOTAL } from '@web/lib/exports/cesiones-rows';
import { writeXlsx } from '@domain/exports/write-xlsx';
import { sampleCesiones } from './sample-cesiones';

const run = promisify(execFile);
const NOW = new Date('2019-04-08T16:00:00Z');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-xlsx-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

async function writeSample(): Promise<{ file: string; sheet: ReturnType<typeof buildCesionesSheet> }> {
  const sheet = buildCesionesSheet(sampleCesiones(), { enriquecida: true, now: NOW });
  const file = path.join(workDir, sheet.fileName);
  fs.writeFileSync(file, await writeXlsx(sheet));
  return { file, sheet };
}

describe('writeXlsx', () => {
  it('writes a workbook exceljs reads back: header, one row per document, totals that add up', async () => {
    const cesiones = sampleCesiones();
    const { file, sheet } = await writeSample();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const worksheet = workbook.worksheets[0]!;
    expect(worksheet.name).toBe('Cesiones');
    // Header, the documents, then the two labelled totals (every row; the rows counted as vigente).
    expect(worksheet.rowCount).toBe(1 + cesiones.length + 2);

    const headers = (worksheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(sheet.columns.map((c) => c.header));
    const col = (header: string) => headers.indexOf(header) + 1;

    cesiones.forEach((cesion, i) => {
      const row = worksheet.getRow(i + 2);
      expect(row.getCell(col('Folio')).value).toBe(cesion.folio);
      expect(row.getCell(col('Rut Deudor')).value).toBe(cesion.deudor.rut);
      expect(row.getCell(col('Monto Cedido')).value).toBe(cesion.montoCedido);
    });
    const fechaCesion = worksheet.getRow(4).getCell(col('Fecha Cesión'));
    expect((fechaCesion.value as Date).toISOString()).toBe('2019-04-05T23:45:00.000Z');
    expect(fechaCesion.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(worksheet.getRow(2).getCell(col('Monto Cedido')).numFmt).toBe('"$"#,##0');

    const totals = worksheet.getRow(cesiones.length + 2);
    expect(totals.getCell(1).value).toBe(ALL_ROWS_TOTAL);
    expect(totals.getCell(col('Monto Cedido')).value).toBe(cesiones.reduce((s, c) => s + c.montoCedido, 0));
    expect(totals.getCell(col('Monto Documento')).value).toBe(cesiones.reduce((s, c) => s + c.montoDocumento, 0));
    const vigente = worksheet.getRow(cesiones.length + 3);
    expect(vigente.getCell(1).value).toBe(VIGENTE_TOTAL);
    expect(vigente.getCell(col('Monto Cedido')).value).toBe(cessionTotals(cesiones).montoCedido);
  });

  it('types every cell as Excel reads it: dates (Fecha Emisión, Fecha Vencimiento) as dates, amounts and folios as numbers, labels as text', async () => {
    const cesiones = sampleCesiones();
    const { file } = await writeSample();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const worksheet = workbook.worksheets[0]!;
    const headers = (worksheet.getRow(1).values as unknown[]).slice(1);
    const col = (header: string) => headers.indexOf(header) + 1;
    const typeOf = (row: number, header: string) => worksheet.getRow(row).getCell(col(header)).type;
    cesiones.forEach((cesion, i) => {
      const row = i + 2;
      expect(typeOf(row, 'Folio')).toBe(ExcelJS.ValueType.Number);
      expect(typeOf(row, 'Monto Cedido')).toBe(ExcelJS.ValueType.Number);
      expect(typeOf(row, 'Monto Documento')).toBe(ExcelJS.ValueType.Number);
      expect(typeOf(row, 'Aceptado')).toBe(ExcelJS.ValueType.String);
      expect(typeOf(row, 'Fecha Emisión')).toBe(cesion.fechaEmision ? ExcelJS.ValueType.Date : ExcelJS.ValueType.Null);
      expect(typeOf(row, 'Fecha Vencimiento')).toBe(
        cesion.fechaVencimiento ? ExcelJS.ValueType.Date : ExcelJS.ValueType.Null,
      );
    });
    expect(cesiones.some((c) => c.fechaEmision) && cesiones.some((c) => c.fechaVencimiento)).toBe(true);
    expect(worksheet.getRow(2).getCell(col('Fecha Emisión')).numFmt).toBe('dd/mm/yyyy');
    for (const row of [cesiones.length + 2, cesiones.length + 3]) {
      expect(worksheet.getRow(row).getCell(1).type).toBe(ExcelJS.ValueType.String);
      expect(worksheet.getRow(row).getCell(col('Monto Cedido')).type).toBe(ExcelJS.ValueType.Number);
    }
  });

  it('opens in LibreOffice: converted to CSV it shows the same documents and totals', async () => {
    const soffice = ['/usr/bin/libreoffice', '/usr/bin/soffice'].find((candidate) => fs.existsSync(candidate));
    if (!soffice)
      throw new Error('LibreOffice no está instalado (apt-get install libreoffice-calc): .ci/run lo instala');
    const cesiones = sampleCesiones();
    const { file, sheet } = await writeSample();
    const profile = path.join(workDir, 'lo-profile');
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        workDir,
        file,
      ],
      { timeout: 120_000 },
    );
    const csv = fs.readFileSync(path.join(workDir, sheet.fileName.replace(/\.xlsx$/, '.csv')), 'utf8');
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual(sheet.columns.map((c) => c.header));
    expect(rows).toHaveLength(1 + cesiones.length + 2);
    const col = (header: string) => rows[0]!.indexOf(header);
    const pesos = (text: string | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''));
    expect(rows.slice(1, -2).map((r) => Number(r[col('Folio')]))).toEqual(cesiones.map((c) => c.folio));
    expect(rows.slice(1, -2).map((r) => pesos(r[col('Monto Cedido')]))).toEqual(cesiones.map((c) => c.montoCedido));
    expect(rows[3]![col('Fecha Cesión')]).toBe('05/04/2019 23:45');
    const totals = rows.at(-2)!;
    expect(totals[0]).toBe(ALL_ROWS_TOTAL);
    expect(rows.at(-1)![0]).toBe(VIGENTE_TOTAL);
    expect(pesos(totals[col('Monto Documento')])).toBe(cesiones.reduce((s, c) => s + c.montoDocumento, 0));
  }, 180_000);
});
