/**
 * The rows of a served period answer, kept as the file has them: raw TXT lines (multi-e-mail MAIL_CESIONARIO, bad
 * rows), FCH_CESION read third from the end, XML CESION texts, UTF-16 files.
 */
import { describe, expect, it } from 'vitest';
import { PERIOD_COLUMNS } from '@domain/period/period-row';
import { readServedRows } from '@infra/local/sii/period-rows';

const HEADER = PERIOD_COLUMNS.join(';');
const DATOS = 'DATOS_CONSULTA; RUT=76731426-4;TIPO_CONSULTA=CESIONARIO;DESDE_DDMMAAAA=01012025;HASTA_DDMMAAAA=07012025';
const ROW = [
  '76676678-1',
  'Cesion Vigente',
  '76007005-K',
  'null',
  '33',
  'Factura Electronica',
  '501',
  '2025-01-02',
  '1000',
  '76676678-1',
  'A',
  'a@b.cl',
  '76731426-4',
  'B',
  'x@f.cl',
  '2025-01-03 10:00',
  '1000',
  '2025-02-01',
].join(';');

describe('readServedRows', () => {
  it('keeps TXT lines raw, re-joining a multi-e-mail MAIL_CESIONARIO into one column', () => {
    const multi = ROW.replace('x@f.cl', 'x@f.cl;y@f.cl');
    const rows = readServedRows(Buffer.from([DATOS, HEADER, ROW, multi, ''].join('\r\n')));
    expect(rows.map((r) => r.line)).toEqual([ROW, multi]);
    expect(rows[1]!.cells).toHaveLength(18);
    expect(rows[1]!.cells[14]).toBe('x@f.cl;y@f.cl');
    expect(rows.map((r) => r.day)).toEqual(['2025-01-03', '2025-01-03']);
    expect(rows[0]!.key).toBe(rows[1]!.key);
  });

  it('re-joins extra e-mails into the column they belong to, as the platform splits the line', () => {
    const cedente = ROW.replace('a@b.cl', 'a@b.cl;c@b.cl');
    const [row] = readServedRows(Buffer.from([DATOS, HEADER, cedente].join('\r\n')));
    expect(row!.line).toBe(cedente);
    expect(row!.cells).toHaveLength(18);
    expect(row!.cells[11]).toBe('a@b.cl;c@b.cl');
    expect(row!.cells[14]).toBe('x@f.cl');
    expect(row!.key).toBe(readServedRows(Buffer.from([DATOS, HEADER, ROW].join('\r\n')))[0]!.key);
  });

  it('reads FCH_CESION third from the end of a short row, and gives no day when it does not read', () => {
    const short = ROW.replace('76007005-K;', '');
    const undated = ROW.replace('2025-01-03 10:00', 'ayer');
    const [a, b] = readServedRows(Buffer.from([DATOS, HEADER, short, undated].join('\n')));
    expect(a!.cells).toHaveLength(17);
    expect(a!.day).toBe('2025-01-03');
    expect(a!.key).toBe(`sin-forma|${short}`);
    expect(b!.day).toBeNull();
  });

  it('reads windows-1252 bytes and UTF-16 with a BOM', () => {
    const latin = ROW.replace(';A;', ';PEÑALOLÉN;');
    expect(readServedRows(Buffer.from([DATOS, HEADER, latin].join('\r\n'), 'latin1'))[0]!.line).toBe(latin);
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from([DATOS, HEADER, latin].join('\r\n'), 'utf16le'),
    ]);
    expect(readServedRows(utf16)[0]!.line).toBe(latin);
  });

  it('reads the CESION texts of an XML answer in column order', () => {
    const cesion = PERIOD_COLUMNS.map((c, i) =>
      c === 'MAIL_DEUDOR' ? `<${c}/>` : `<${c}>${ROW.split(';')[i]!.replace('A', 'A &amp; B')}</${c}>`,
    ).join('');
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">' +
      '<SII:RESP_HDR><SII:ESTADO>0</SII:ESTADO></SII:RESP_HDR><SII:RESP_BODY>' +
      `<DATOS_CONSULTA><RUT>76731426-4</RUT></DATOS_CONSULTA><CESION>${cesion}</CESION></SII:RESP_BODY></SII:RESPUESTA>`;
    const [row] = readServedRows(Buffer.from(xml));
    expect(row!.line).toBeNull();
    expect(row!.cells[0]).toBe('76676678-1');
    expect(row!.cells[3]).toBe('');
    expect(row!.cells[10]).toBe('A & B');
    expect(row!.day).toBe('2025-01-03');
  });
});
