/**
 * The demo world's "Consulta de cesiones en período" (RPETC) answers: one file per factoring, role and week,
 * in the SII's TXT form (';'-separated, DATOS_CONSULTA line, literal 'null' e-mails) or XML form
 * (SII:RESPUESTA), named CESIONES_{rut}_{tipoConsulta}_{ddMMyyyy}_{ddMMyyyy}.{txt|xml}.
 * Two of the SII's quirks are in it so the platform shows what it does with them (SII-PROTOCOLS.md §4): the second
 * factoring gave the SII two notification addresses, which its rows carry joined by an unescaped ';' (19 fields),
 * and the first factoring's latest answer as cesionario holds two rows the parser must reject (a DEUDOR with a
 * wrong check digit, a MNT_CESION that is not a number).
 * Source: SII-PROTOCOLS.md §4; real answers secretline/lib-cl-sii-python cesionario_txt|xml.
 */
import { siiDocumentName } from '@domain/dte-types';
import { PERIOD_COLUMNS, type PeriodColumn } from '@domain/period/period-row';
import { SII_ROLE_TEXT, type SiiRole } from '@domain/sii-role';
import { periodFileName } from '@lambdas/sii/web/answer-names';
import { formatLocal, plusDays, startOfDay } from './local-time';
import type { World, WorldCesion, WorldCompany, WorldDocument } from './world-model';

/** An inclusive window of calendar days 'yyyy-MM-dd'. */
export interface PeriodWindow {
  desde: string;
  hasta: string;
}

/** One answer file: its name and UTF-8 text. */
export interface PeriodAnswerFile {
  name: string;
  text: string;
  rows: number;
}

/** Consecutive 7-day windows ending on `today`, going back until `oldest` ('yyyy-MM-dd') is covered; newest first. */
function weeklyWindows(today: string, oldest: string): PeriodWindow[] {
  const windows: PeriodWindow[] = [];
  for (let hasta = today; hasta >= oldest; hasta = plusDays(hasta, -7))
    windows.push({ desde: plusDays(hasta, -6), hasta });
  return windows;
}

/**
 * Every answer of one company in one role: a file per weekly window (empty windows included, as the SII
 * answers them with the header only); every `xmlEvery`-th window in XML form, the others in TXT.
 */
export function periodAnswers(world: World, rut: string, role: SiiRole, xmlEvery: number): PeriodAnswerFile[] {
  const matches = world.documents.flatMap((doc) =>
    doc.cesiones.filter((c) => roleRut(doc, c, role) === rut).map((cesion) => ({ doc, cesion })),
  );
  matches.sort((a, b) => a.cesion.fecha - b.cesion.fecha || a.doc.folio - b.doc.folio);
  const oldest = plusDays(world.today, -100);
  const damaged = role === 'cesionario' && rut === world.factorings[0]?.rut;
  return weeklyWindows(world.today, oldest).map((window, index) => {
    const rows = matches
      .filter(({ cesion }) => {
        const day = formatLocal(cesion.fecha, 'yyyy-MM-dd');
        return day >= window.desde && day <= window.hasta;
      })
      .map(({ doc, cesion }) => periodRow(world, doc, cesion));
    const xml = index % xmlEvery === xmlEvery - 1;
    const name = periodFileName(rut, role, window.desde, window.hasta, xml ? 'XML' : 'TXT');
    const broken = damaged && index === 0 ? damagedRows(rows[0]) : [];
    const text = xml ? renderXml(rut, role, window, rows) : renderTxt(rut, role, window, [...rows, ...broken]);
    return { name, text, rows: rows.length };
  });
}

/** Addresses the second factoring gave the SII for cession notices: its own and its operations desk's. */
function notificationMailboxes(world: World, company: WorldCompany): string {
  if (company.rut !== world.factorings[1]?.rut) return company.email;
  return `${company.email};operaciones@${company.email.split('@')[1] ?? 'factoring.cl'}`;
}

/**
 * Two rows damaged as the SII sometimes sends them, made from a good one under folios no document has: a
 * DEUDOR whose check digit is wrong, and a MNT_CESION that is not a number.
 */
function damagedRows(model: Row | undefined): Row[] {
  if (!model) return [];
  const folio = Number(model.FOLIO_DOC) + 900_000;
  const [body = '', dv = ''] = (model.DEUDOR ?? '').split('-');
  const wrongDv = dv === '0' ? '1' : '0';
  return [
    { ...model, FOLIO_DOC: String(folio), DEUDOR: `${body}-${wrongDv}` },
    { ...model, FOLIO_DOC: String(folio + 1), MNT_CESION: 'N/D' },
  ];
}

function roleRut(doc: WorldDocument, cesion: WorldCesion, role: SiiRole): string {
  if (role === 'cedente') return cesion.cedente.rut;
  if (role === 'cesionario') return cesion.cesionario.rut;
  return doc.deudor.rut;
}

type Row = Record<PeriodColumn, string | null>;

function periodRow(world: World, doc: WorldDocument, cesion: WorldCesion): Row {
  return {
    VENDEDOR: doc.vendedor.rut,
    ESTADO_CESION: cesion.estado,
    DEUDOR: doc.deudor.rut,
    MAIL_DEUDOR: doc.deudor.mailDte,
    TIPO_DOC: String(doc.tipoDTE),
    NOMBRE_DOC: siiDocumentName(doc.tipoDTE),
    FOLIO_DOC: String(doc.folio),
    FCH_EMIS_DTE: doc.fechaEmision,
    MNT_TOTAL: String(doc.totales.montoTotal),
    CEDENTE: cesion.cedente.rut,
    RZ_CEDENTE: cesion.cedente.razonSocial,
    MAIL_CEDENTE: cesion.cedente.email,
    CESIONARIO: cesion.cesionario.rut,
    RZ_CESIONARIO: cesion.cesionario.razonSocial,
    MAIL_CESIONARIO: notificationMailboxes(world, cesion.cesionario),
    FCH_CESION: formatLocal(cesion.fecha, 'yyyy-MM-dd HH:mm'),
    MNT_CESION: String(cesion.montoCesion),
    FCH_VENCIMIENTO: cesion.ultimoVencimiento,
  };
}

function datosConsulta(rut: string, role: SiiRole, window: PeriodWindow): [string, string][] {
  const day = (iso: string): string => formatLocal(startOfDay(iso), 'ddMMyyyy');
  return [
    ['RUT', rut],
    ['TIPO_CONSULTA', SII_ROLE_TEXT[role]],
    ['DESDE_DDMMAAAA', day(window.desde)],
    ['HASTA_DDMMAAAA', day(window.hasta)],
  ];
}

function renderTxt(rut: string, role: SiiRole, window: PeriodWindow, rows: Row[]): string {
  // The SII's first line has a blank after the first ';' (real sample).
  const first = `DATOS_CONSULTA; ${datosConsulta(rut, role, window)
    .map(([k, v]) => `${k}=${v}`)
    .join(';')}`;
  const lines = [
    first,
    PERIOD_COLUMNS.join(';'),
    ...rows.map((row) => PERIOD_COLUMNS.map((c) => row[c] ?? 'null').join(';')),
  ];
  return `${lines.join('\n')}\n`;
}

function renderXml(rut: string, role: SiiRole, window: PeriodWindow, rows: Row[]): string {
  const element = (indent: number, name: string, value: string | null): string =>
    `${' '.repeat(indent)}${value === null || value === '' ? `<${name}/>` : `<${name}>${escapeXml(value)}</${name}>`}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">',
    '    <SII:RESP_HDR>',
    '        <SII:ESTADO>0</SII:ESTADO>',
    '        <SII:GLOSA/>',
    '    </SII:RESP_HDR>',
    '    <SII:RESP_BODY>',
    '        <DATOS_CONSULTA>',
    ...datosConsulta(rut, role, window).map(([k, v]) => element(12, k, v)),
    '        </DATOS_CONSULTA>',
    ...rows.flatMap((row) => [
      '        <CESION>',
      ...PERIOD_COLUMNS.map((c) => element(12, c, row[c])),
      '        </CESION>',
    ]),
    '    </SII:RESP_BODY>',
    '</SII:RESPUESTA>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
