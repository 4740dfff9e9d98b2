/**
 * The "Consulta de Cesiones en Período" answer bodies of the local SII (SII-PROTOCOLS.md §4), ISO-8859-1 bytes:
 * TXT — the DATOS_CONSULTA line echoing the asked window, the 18-column header, one line per row, CRLF line ends; XML —
 * SII:RESPUESTA / RESP_HDR (ESTADO 0) / RESP_BODY / DATOS_CONSULTA + one CESION per row.
 */
import { PERIOD_COLUMNS } from '@domain/period/period-row';
import { SII_ROLE_TEXT, type SiiRole } from '@domain/sii-role';
import { toSiiDay } from '@domain/sii-web/period-windows';
import { encodeLatin1, escapeXml } from './latin1';
import type { ServedRow } from './period-rows';

/** What was asked: the company 'NNNNNNNN-D', the role and the window 'yyyy-MM-dd' (inclusive). */
export interface PeriodAsked {
  rut: string;
  role: SiiRole;
  desde: string;
  hasta: string;
}

/** The TXT answer: TXT rows as their files have them, XML rows with their texts joined by ';'. */
export function renderTxtAnswer(asked: PeriodAsked, rows: readonly ServedRow[]): Buffer {
  const datos = datosConsulta(asked)
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
  const lines = [
    `DATOS_CONSULTA; ${datos}`,
    PERIOD_COLUMNS.join(';'),
    ...rows.map((row) => row.line ?? row.cells.join(';')),
  ];
  return encodeLatin1(`${lines.join('\r\n')}\r\n`);
}

/** The XML answer: each row's texts as the CESION's children in column order (a short row gives the ones it has). */
export function renderXmlAnswer(asked: PeriodAsked, rows: readonly ServedRow[]): Buffer {
  const element = ([name, value]: readonly [string, string]) =>
    value === '' ? `<${name}/>` : `<${name}>${escapeXml(value)}</${name}>`;
  const cesiones = rows.map(
    (row) => `<CESION>${row.cells.map((cell, i) => element([PERIOD_COLUMNS[i] ?? 'DATO', cell])).join('')}</CESION>`,
  );
  return encodeLatin1(
    '<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">' +
      '<SII:RESP_HDR><SII:ESTADO>0</SII:ESTADO><SII:GLOSA/></SII:RESP_HDR><SII:RESP_BODY>' +
      `<DATOS_CONSULTA>${datosConsulta(asked).map(element).join('')}</DATOS_CONSULTA>${cesiones.join('')}` +
      '</SII:RESP_BODY></SII:RESPUESTA>\r\n',
  );
}

/** The DATOS_CONSULTA fields: RUT, TIPO_CONSULTA (CEDENTE|CESIONARIO|DEUDOR) and the window as ddMMyyyy. */
function datosConsulta(asked: PeriodAsked): [string, string][] {
  return [
    ['RUT', asked.rut],
    ['TIPO_CONSULTA', SII_ROLE_TEXT[asked.role]],
    ['DESDE_DDMMAAAA', toSiiDay(asked.desde)],
    ['HASTA_DDMMAAAA', toSiiDay(asked.hasta)],
  ];
}
