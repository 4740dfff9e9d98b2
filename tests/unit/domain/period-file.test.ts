import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siiFixture } from '../../support/fixtures';
import { MAX_PERIOD_ANSWER_BYTES, parsePeriodAnswer, PeriodFileError } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';

const NAME = 'CESIONES_76389992-6_2_04042019_08042019';
const TXT_BYTES = readFileSync(siiFixture('secretline__lib-cl-sii-python', 'cesionario_txt', `${NAME}.txt`));
const XML_BYTES = readFileSync(siiFixture('secretline__lib-cl-sii-python', 'cesionario_xml', `${NAME}.xml`));
const TXT = TXT_BYTES.toString('utf8');
const XML = XML_BYTES.toString('utf8');

/** Data lines of the raw TXT (after DATOS_CONSULTA and the header), split on ';'. */
const RAW_TXT_ROWS = TXT.split('\n')
  .slice(2)
  .filter((l) => l.trim() !== '')
  .map((l) => l.split(';'));
const COL = { MAIL_DEUDOR: 3, MNT_TOTAL: 8, RZ_CEDENTE: 10, MNT_CESION: 16 };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const key = (r: PeriodCessionRow) => `${r.vendedor}|${r.tipoDoc}|${r.folioDoc}|${r.fchCesion}`;

const file = (name: string, text: string) => ({ name, bytes: new TextEncoder().encode(text) });

describe('parsePeriodAnswer: the real TXT answer', () => {
  const answer = parsePeriodAnswer({ name: `${NAME}.txt`, bytes: TXT_BYTES });

  it('reads the DATOS_CONSULTA header (matches the file name: rut, tipo 2, ddMMyyyy dates)', () => {
    expect(answer.header).toEqual({ rut: '76389992-6', role: 'cesionario', desde: '2019-04-04', hasta: '2019-04-08' });
  });
  it('keeps every data line as a row, with no errors', () => {
    expect(RAW_TXT_ROWS.length).toBeGreaterThan(500);
    expect(answer.errors).toEqual([]);
    expect(answer.rows).toHaveLength(RAW_TXT_ROWS.length);
  });
  it('keeps the amounts: sums match the raw columns', () => {
    expect(sum(answer.rows.map((r) => r.mntCesion))).toBe(sum(RAW_TXT_ROWS.map((c) => Number(c[COL.MNT_CESION]))));
    expect(sum(answer.rows.map((r) => r.mntTotal))).toBe(sum(RAW_TXT_ROWS.map((c) => Number(c[COL.MNT_TOTAL]))));
  });
  it("turns the literal 'null' e-mails into null and keeps the others", () => {
    const rawNulls = RAW_TXT_ROWS.filter((c) => c[COL.MAIL_DEUDOR] === 'null').length;
    expect(rawNulls).toBeGreaterThan(0);
    expect(answer.rows.filter((r) => r.mailDeudor === null)).toHaveLength(rawNulls);
    expect(answer.rows.some((r) => r.mailDeudor === 'cliente_dte_prod@lapolar.cl')).toBe(true);
  });
  it('upper-cases razones sociales and normalises dates', () => {
    expect(RAW_TXT_ROWS.some((c) => c[COL.RZ_CEDENTE] === 'Ilan Spa')).toBe(true);
    const ilan = answer.rows.find((r) => r.vendedor === '77756630-K')!;
    expect(ilan.rzCedente).toBe('ILAN SPA');
    for (const row of answer.rows) {
      expect(row.fchEmisDte).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.fchCesion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row.rzCedente).toBe(row.rzCedente.toUpperCase());
    }
  });
  it('reads a row that differs from its MNT_TOTAL (partial cession, folio 66516)', () => {
    const row = answer.rows.find((r) => r.folioDoc === 66516)!;
    expect(row).toMatchObject({
      mntTotal: 1383875,
      mntCesion: 1138464,
      deudor: '96874030-K',
      fchVencimiento: '2019-05-28',
    });
  });
});

describe('parsePeriodAnswer: the real XML answer', () => {
  const answer = parsePeriodAnswer({ name: `${NAME}.xml`, bytes: XML_BYTES });
  const rawCount = XML.match(/<CESION>/g)!.length;
  const rawMontos = [...XML.matchAll(/<MNT_CESION>(\d+)<\/MNT_CESION>/g)].map((m) => Number(m[1]));

  it('reads the header and every CESION', () => {
    expect(answer.header).toEqual({ rut: '76389992-6', role: 'cesionario', desde: '2019-04-04', hasta: '2019-04-08' });
    expect(answer.errors).toEqual([]);
    expect(answer.rows).toHaveLength(rawCount);
    expect(sum(answer.rows.map((r) => r.mntCesion))).toBe(sum(rawMontos));
  });
  it('maps empty MAIL_DEUDOR elements to null', () => {
    expect(answer.rows.filter((r) => r.mailDeudor === null)).toHaveLength(XML.match(/<MAIL_DEUDOR\/>/g)!.length);
  });
  it('agrees with the TXT form on every shared row', () => {
    const txtRows = new Map(parsePeriodAnswer({ name: `${NAME}.txt`, bytes: TXT_BYTES }).rows.map((r) => [key(r), r]));
    const shared = answer.rows.filter((r) => txtRows.has(key(r)));
    expect(shared.length).toBeGreaterThan(400);
    for (const row of shared) expect(row).toEqual(txtRows.get(key(row)));
  });
});

describe('parsePeriodAnswer: broken TXT rows are reported and good rows kept', () => {
  const [datos, header, good1, good2] = TXT.split('\n') as [string, string, string, string];
  const cols = good1.split(';');
  const withCol = (index: number, value: string) => cols.map((c, i) => (i === index ? value : c)).join(';');
  const lines = [
    datos,
    header,
    good1, // line 3
    cols.slice(0, 17).join(';'), // line 4: 17 columns
    withCol(16, '12a'), // line 5: bad MNT_CESION
    withCol(0, '76399752-1'), // line 6: bad check digit
    withCol(7, '2019-02-30'), // line 7: impossible date
    '', // blank line ignored
    good2, // line 9
  ];
  const answer = parsePeriodAnswer(file('broken.txt', lines.join('\r\n')));

  it('keeps the good rows', () => {
    expect(answer.rows.map((r) => r.folioDoc)).toEqual([Number(good1.split(';')[6]), Number(good2.split(';')[6])]);
  });
  it('reports each bad row with its line, column and reason', () => {
    expect(answer.errors.map((e) => e.line)).toEqual([4, 5, 6, 7]);
    expect(answer.errors.map((e) => e.field)).toEqual([null, 'MNT_CESION', 'VENDEDOR', 'FCH_EMIS_DTE']);
    expect(answer.errors[0]!.message).toMatch(/18 columnas y hay 17/);
    expect(answer.errors[1]!.message).toMatch(/MNT_CESION inválido: '12a'/);
    expect(answer.errors[2]!.message).toMatch(/VENDEDOR inválido: '76399752-1'/);
    expect(answer.errors[3]!.message).toMatch(/FCH_EMIS_DTE inválido: '2019-02-30'/);
  });
  it('names the document of each bad row that still splits into its columns: tipo, folio and cedente as written', () => {
    const shown = { tipo: cols[4], folio: cols[6], cedente: `${cols[10]!.trim()} (${cols[9]})` };
    expect(answer.errors.map(({ tipo, folio, cedente }) => ({ tipo, folio, cedente }))).toEqual([
      { tipo: null, folio: null, cedente: null },
      shown,
      shown,
      shown,
    ]);
    const noName = cols.map((c, i) => (i === 10 ? ' ' : i === 16 ? '12a' : c)).join(';');
    const blank = parsePeriodAnswer(file('x.txt', [datos, header, noName].join('\n')));
    expect(new Set(blank.errors.map(({ cedente }) => cedente))).toEqual(new Set([cols[9]]));
  });
  it('accepts an empty FCH_VENCIMIENTO as null', () => {
    const result = parsePeriodAnswer(file('x.txt', [datos, header, withCol(17, '')].join('\n')));
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.fchVencimiento).toBeNull();
  });
  it('refuses a file whose header line is not the SII one', () => {
    expect(() => parsePeriodAnswer(file('x.txt', [datos, 'A;B;C', good1].join('\n')))).toThrow(PeriodFileError);
  });
  it('refuses a DATOS_CONSULTA line with an unknown TIPO_CONSULTA', () => {
    const bad = datos.replace('CESIONARIO', 'OTRO');
    expect(() => parsePeriodAnswer(file('x.txt', [bad, header].join('\n')))).toThrow(/TIPO_CONSULTA desconocido/);
  });
});

describe('parsePeriodAnswer: broken XML answers', () => {
  it('reports a bad CESION by its index and keeps the others', () => {
    const first = XML.indexOf('<MNT_CESION>');
    const broken = `${XML.slice(0, first)}<MNT_CESION>abc</MNT_CESION>${XML.slice(XML.indexOf('</MNT_CESION>', first) + 13)}`;
    const answer = parsePeriodAnswer(file('x.xml', broken));
    expect(answer.errors).toEqual([
      expect.objectContaining({ line: 1, field: 'MNT_CESION', message: "MNT_CESION inválido: 'abc'" }),
    ]);
    expect(answer.rows).toHaveLength(XML.match(/<CESION>/g)!.length - 1);
  });
  it('reports a CESION missing a column', () => {
    const broken = XML.replace(/<FOLIO_DOC>\d+<\/FOLIO_DOC>/, '');
    expect(parsePeriodAnswer(file('x.xml', broken)).errors).toEqual([
      expect.objectContaining({ line: 1, field: 'FOLIO_DOC', message: 'falta la columna FOLIO_DOC', folio: null }),
    ]);
  });
  it('refuses an answer whose ESTADO is not 0, quoting ESTADO and GLOSA', () => {
    const refused =
      '<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_HDR>' +
      '<SII:ESTADO>-11</SII:ESTADO><SII:GLOSA>Token inválido</SII:GLOSA></SII:RESP_HDR></SII:RESPUESTA>';
    expect(() => parsePeriodAnswer(file('x.xml', refused))).toThrow(PeriodFileError);
    expect(() => parsePeriodAnswer(file('x.xml', refused))).toThrow(/ESTADO -11: Token inválido/);
  });
  it('refuses content that is neither form', () => {
    expect(() => parsePeriodAnswer(file('x.csv', 'VENDEDOR;ESTADO_CESION\n'))).toThrow(/formato no reconocido/);
  });
});

describe('parsePeriodAnswer: the SII quirks that must not cost a row (SII-PROTOCOLS.md §4)', () => {
  const [datos, header, ...data] = TXT.split(/\r?\n/).filter((line) => line.trim() !== '');
  const MAIL_CESIONARIO = 14;
  /** Every data line with the cesionario's two notification addresses joined by an unescaped ';'. */
  const twoMails = data.map((line) =>
    line
      .split(';')
      .map((cell, i) => (i === MAIL_CESIONARIO ? 'cesiones@stcapital.cl;operaciones@stcapital.cl' : cell))
      .join(';'),
  );
  const expected = parsePeriodAnswer({ name: `${NAME}.txt`, bytes: TXT_BYTES }).rows;

  it('reads rows of 19 fields whose cesionario has two e-mails, keeping both addresses', () => {
    const answer = parsePeriodAnswer(file('two-mails.txt', [datos, header, ...twoMails].join('\r\n')));
    expect(answer.errors).toEqual([]);
    expect(answer.rows).toHaveLength(expected.length);
    expect(answer.rows.every((row) => row.mailCesionario === 'cesiones@stcapital.cl;operaciones@stcapital.cl')).toBe(
      true,
    );
    expect(answer.rows.map((row) => ({ ...row, mailCesionario: null }))).toEqual(
      expected.map((row) => ({ ...row, mailCesionario: null })),
    );
  });
  it('reads three addresses in the deudor column and two in the cedente column of one row', () => {
    const cells = data[0]!.split(';');
    cells[11] = 'a@cedente.cl;b@cedente.cl';
    cells[3] = 'x@deudor.cl;y@deudor.cl;z@deudor.cl';
    const row = parsePeriodAnswer(file('mails.txt', [datos, header, cells.join(';')].join('\n'))).rows[0]!;
    expect(row.mailDeudor).toBe('x@deudor.cl;y@deudor.cl;z@deudor.cl');
    expect(row.mailCedente).toBe('a@cedente.cl;b@cedente.cl');
    expect(row.folioDoc).toBe(expected[0]!.folioDoc);
  });
  it('still refuses a row whose extra field is not an address, naming the column count', () => {
    const cells = data[0]!.split(';');
    cells[10] = `${cells[10]};S.A.`;
    const answer = parsePeriodAnswer(file('bad.txt', [datos, header, cells.join(';')].join('\n')));
    expect(answer.rows).toEqual([]);
    expect(answer.errors).toEqual([
      { line: 3, field: null, message: 'se esperaban 18 columnas y hay 19', tipo: null, folio: null, cedente: null },
    ]);
  });
  it('reads the same rows from ISO-8859-1 and from UTF-16 with a byte-order mark, accents intact', () => {
    const text = [datos, header, ...twoMails].join('\r\n').replace(/Cesion Vigente/g, 'Cesión Vigente');
    const latin1 = Buffer.from(text, 'latin1');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const fromLatin1 = parsePeriodAnswer({ name: 'latin1.txt', bytes: latin1 });
    const fromUtf16 = parsePeriodAnswer({ name: 'utf16.txt', bytes: utf16 });
    expect(fromLatin1.errors).toEqual([]);
    expect(fromLatin1.rows).toHaveLength(expected.length);
    expect(fromUtf16.rows).toEqual(fromLatin1.rows);
    expect(fromUtf16.rows.some((row) => row.estadoCesion === 'Cesión Vigente')).toBe(true);
    expect(fromUtf16.rows[0]!.mailCesionario).toBe('cesiones@stcapital.cl;operaciones@stcapital.cl');
  });
  it('reads the XML form in UTF-16 with a byte-order mark', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(XML.replace(/encoding="[^"]+"/, 'encoding="UTF-16"'), 'utf16le'),
    ]);
    const answer = parsePeriodAnswer({ name: 'x.xml', bytes: utf16 });
    expect(answer.rows).toEqual(parsePeriodAnswer({ name: 'x.xml', bytes: XML_BYTES }).rows);
  });

  it('refuses an answer over its byte cap before reading it', () => {
    const bytes = new Uint8Array(MAX_PERIOD_ANSWER_BYTES + 1);
    expect(() => parsePeriodAnswer({ name: 'enorme.xml', bytes })).toThrow(PeriodFileError);
    expect(() => parsePeriodAnswer({ name: 'enorme.xml', bytes })).toThrow(/sobre el máximo de 134\.217\.728/);
  });
});
