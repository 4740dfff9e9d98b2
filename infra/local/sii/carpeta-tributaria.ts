/**
 * The Carpeta Tributaria Electrónica "para solicitar créditos" of the local SII (SII-PROTOCOLS.md §10), served to a
 * company's own portal session over the world's files of that company: its F29 record
 * clientes/{rut}/HISTORIAL_IVA_{rut}.json (infra/local/demo-world/rcv-iva-history.ts) and the carpeta PDF the world's
 * SII issues, empresas/{rut}/CARPETA_TRIBUTARIA_{rut}.pdf (drawn with pdfkit by demo-world/tax-folder-pdf.ts).
 *
 * In the real format, as a scrubbed real capture shows it ([L] cordada/lib-cl-sii-python
 * src/tests/test_data/sii-cte/cte_empty_f29.html; read, not copied): the carpeta's `tbl_encabezado` (td_nombre,
 * td_rut 'NNNNNNNN - D', generation date), `div#marca_IVA` with 'Declaraciones de IVA (F29)', the first month shown
 * and, for each of the 24 months from the current one back, `hp_iva_{n}` / `hc_iva_{n}` / `iframe#hn_iva_{n}`
 * pointing at cte_mensaje_sin_f29_p.htm or at CONCVF_VerFormulario.cgi?CODINT=…&COD_FORM=F29&PERIODO=yyyyMM&…;
 * the F29 form's `datos` keys (campos 001/003/007/015/091/315, extras FOLIO, PERIODO, FECHA_INGRESO, CLASE,
 * MEDIO_PAGO, BANCO …; cordada's f29 datos-obj fixtures).
 * Our rendition: the frameset of cte_para_creditos_00.cgi with the frame 'cte' (the frame name is [U]), the page
 * names cte_para_creditos_01.cgi (the frame) and cte_para_creditos_02.cgi (the PDF), the form page around `datos`,
 * the Renta section reduced to its headings, the world's estado written as F29 fields (paid: MEDIO_PAGO 'PEL' and a
 * bank; 'Con giro y sin pago': CLASE 'Primitiva con Giro', unpaid; 'Sin pago': an amount due, unpaid; 'Recibida' and
 * 'Presentada': nothing due; 'Sin declaraciones': no form), and the SII's 'Por el momento no se puede responder a sus
 * requerimientos' page for a company whose carpeta PDF the world does not issue.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addMonths, format } from 'date-fns';
import { tz } from '@date-fns/tz';
import { CHILE_TIME_ZONE, todayInChile } from '@domain/chile-time';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { cteMonthLabel } from '@domain/sii-web/cte-page';
import type { HistorialIvaRow } from '@domain/client-db/row-types';
import { taxFolderFileName } from '@lambdas/store/company-files/company-file-names';
import { companyFolder } from '@infra/local/demo-world/company-registry-files';
import { ivaHistoryFileName } from '@lambdas/sii/web/answer-names';
import { CTE_PATH } from '@lambdas/sii/web/cte-service';
import type { SiiContext } from './context';
import { htmlPage, type SiiRequest, type SiiResponse } from './http-exchange';
import { escapeXml } from './latin1';
import { portalPage, rejectedPage } from './portal-pages';
import type { Route } from './router';
import { requireCompanySession } from './session-guard';

const CARPETA_MONTHS = 24;
const SIN_F29 = '/dii_doc/carpeta_tributaria/html/cte_mensaje_sin_f29_p.htm';
const SIN_F22 = '/dii_doc/carpeta_tributaria/html/cte_mensaje_sin_f22_p.htm';
const PAID = new Set(['Recibida y pagada', 'Pagada']);
const UNPAID = new Set(['Con giro y sin pago', 'Sin pago']);

/** The carpeta's four CGIs (data services: they may fault). */
export function carpetaTributariaRoutes(ctx: SiiContext): Route[] {
  const route = (name: string, handle: (req: SiiRequest) => Promise<SiiResponse>): Route => ({
    method: 'GET',
    path: `${CTE_PATH}${name}`,
    operation: () => name.replace(/\.cgi$/, ''),
    faultAnswer: () => null,
    handle,
  });
  return [
    route('cte_para_creditos_00.cgi', async (req) => gated(ctx, req, async () => framesetPage())),
    route('cte_para_creditos_01.cgi', async (req) => gated(ctx, req, async (rut) => carpetaPage(ctx, rut))),
    route('CONCVF_VerFormulario.cgi', async (req) => gated(ctx, req, async (rut) => formPage(ctx, rut, req.query))),
    route('cte_para_creditos_02.cgi', async (req) => gated(ctx, req, async (rut) => carpetaPdf(ctx, rut))),
  ];
}

/** Runs `serve` for the session's company, or answers the ERR 28/29 page without a session. */
async function gated(
  ctx: SiiContext,
  req: SiiRequest,
  serve: (rut: string) => Promise<SiiResponse>,
): Promise<SiiResponse> {
  const gate = requireCompanySession(req, ctx.sessions);
  return gate.response ?? serve(gate.company);
}

function framesetPage(): SiiResponse {
  return htmlPage(
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1">' +
      '<title>Carpeta Tributaria Electr&oacute;nica</title></head>\n<frameset rows="0,*" border="0">\n' +
      '<frame name="encabezado" src="/dii_doc/carpeta_tributaria/html/cte_encabezado.htm" scrolling="no">\n' +
      '<frame name="cte" src="cte_para_creditos_01.cgi">\n</frameset></html>\n',
  );
}

async function carpetaPage(ctx: SiiContext, rut: string): Promise<SiiResponse> {
  const now = ctx.now();
  const declaraciones = await worldDeclarations(ctx, rut);
  const months = carpetaMonths(todayInChile(now));
  const filed = (month: string) => declaraciones.get(month);
  const [body = '', dv = ''] = rut.split('-');
  const first = months[0]!;
  const iframes = months.map((month, i) => {
    const n = i + 1;
    const row = filed(month);
    const src = row
      ? `CONCVF_VerFormulario.cgi?CODINT=${codint(row)}&amp;COD_FORM=F29&amp;PERIODO=${month.replace('-', '')}&amp;USUARIO=0&amp;RUT_ORIGEN=${body}&amp;DV_ORIGEN=${dv}&amp;TIPO_FORM=VC&amp;CARTRIB=1`
      : SIN_F29;
    return (
      `      <input type="hidden" name="hp_iva_${n}" id="hp_iva_${n}" value="${cteMonthLabel(month)}">\n` +
      `      <input type="hidden" name="hc_iva_${n}" id="hc_iva_${n}" value="${n} / ${months.length}">\n` +
      `      <iframe id="hn_iva_${n}" frameborder="0" align="left" width="0" height="0" src="${src}" name=""></iframe>\n`
    );
  });
  const year = Number(todayInChile(now).slice(0, 4));
  const renta = [year, year - 1].map(
    (_, i) =>
      `      <iframe id="hn_renta_${i + 1}" frameborder="0" align="left" width="0" height="0" src="${SIN_F22}"></iframe>\n`,
  );
  const generated = format(now, 'dd/MM/yyyy HH:mm', { in: tz(CHILE_TIME_ZONE) });
  const nombre = ctx.users.find(rut)?.nombre ?? '';
  return htmlPage(
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><title>Carpeta Tributaria</title></head>\n<body><form><table><tbody>\n' +
      '<tr>\n  <td class="td_tbl_carpeta centeralign">\n' +
      '    <table border="0" cellspacing="1" width="630"><tbody><tr><td class="centeralign"><span class="textof"><b>CARPETA TRIBUTARIA ELECTR&Oacute;NICA<br>PARA SOLICITAR CR&Eacute;DITOS</b></span></td></tr></tbody></table>\n' +
      '    <table border="0" cellspacing="1" width="630" id="tbl_encabezado" class="leftalign">\n      <tbody>\n' +
      `      <tr>\n        <td width="30%"><span class="textof">Nombre del emisor:</span></td>\n        <td id="td_nombre" width="70%"><span class="textof"> ${escapeXml(nombre)} </span></td>\n      </tr>\n` +
      `      <tr>\n        <td><span class="textof">RUT del emisor:</span></td>\n        <td id="td_rut"><span class="textof">${body} - ${dv}</span></td>\n      </tr>\n` +
      `      <tr>\n        <td nowrap=""><span class="textof">Fecha de generaci&oacute;n de la carpeta:</span></td>\n        <td><span class="textof">${generated}</span></td>\n      </tr>\n` +
      '      </tbody>\n    </table>\n    <br>\n' +
      '    <div id="marca_IVA" class="wide_div">\n' +
      `      <input type="hidden" id="tiene_iva" name="tiene_iva" value="${declaraciones.size > 0 ? 1 : 0}">\n` +
      '      <table id="tbl_iva" class="table_collapsed" border="1" cellspacing="0" cellpadding="0" width="630">\n        <tbody>\n' +
      '        <tr>\n          <td class="td_tbl_background_alt" colspan="2"><span class="textof"><b>Declaraciones de IVA (F29)</b></span>\n          </td>\n        </tr>\n' +
      `        <tr class="td_tbl_background centeralign">\n          <td><span class="textof">${cteMonthLabel(first)}</span></td>\n          <td><span class="textof">1 / 1</span></td>\n        </tr>\n` +
      `        <tr>\n          <td colspan="2">\n            <div id="n_iva_1" class="div_int">\n              <p class="centeralign">\n                <span class="textof">${filed(first) ? `Folio ${filed(first)!.folio}` : '- No se registra declaraci&oacute;n para este per&iacute;odo -'}</span>\n              </p>\n            </div>\n          </td>\n        </tr>\n` +
      '        </tbody>\n      </table>\n\n' +
      iframes.join('\n') +
      '    </div>\n    <br>\n    <div id="marca_RENTA" class="wide_div">\n      <input type="hidden" id="tiene_renta" name="tiene_renta" value="0">\n' +
      '      <table id="tbl_renta" class="table_collapsed" border="1" cellspacing="0" cellpadding="0" width="630"><tbody>\n' +
      '        <tr><td class="td_tbl_background_alt" colspan="2"><span class="textof"><b>Declaraciones de Renta (F22)</b></span></td></tr>\n' +
      [year, year - 1]
        .map(
          (anio, i) =>
            `        <tr class="td_tbl_background centeralign"><td><span class="textof">A&ntilde;o Tributario ${anio}</span></td><td><span class="textof">${i + 1} / 2</span></td></tr>\n`,
        )
        .join('') +
      '      </tbody></table>\n' +
      renta.join('') +
      '    </div>\n  </td>\n</tr>\n' +
      '<tr>\n  <td width="50%" class="centeralign">\n    <div class="cont_button">\n' +
      '      <input type="button" value="Continuar" name="B3" onclick="continuar();" style="width:100px">\n' +
      '      <input type="button" value="Volver" name="B1" style="width:100px" onclick="volver(document.forms[0])">\n' +
      '    </div>\n  </td>\n</tr>\n</tbody></table></form></body></html>\n',
  );
}

async function formPage(ctx: SiiContext, rut: string, query: URLSearchParams): Promise<SiiResponse> {
  const [body = '', dv = ''] = rut.split('-');
  const periodo = query.get('PERIODO') ?? '';
  if (
    query.get('RUT_ORIGEN') !== body ||
    (query.get('DV_ORIGEN') ?? '').toUpperCase() !== dv ||
    query.get('COD_FORM') !== 'F29'
  ) {
    return rejectedPage('El formulario pedido no corresponde al contribuyente de la sesión');
  }
  const row = /^\d{6}$/.test(periodo)
    ? (await worldDeclarations(ctx, rut)).get(`${periodo.slice(0, 4)}-${periodo.slice(4)}`)
    : undefined;
  if (!row) return rejectedPage('No se registra declaración para este período');
  const [[fecha = ''] = []] = JSON.parse(row.historial) as [string, string][];
  const paid = PAID.has(row.estado);
  const due = paid || UNPAID.has(row.estado) ? Number(row.folio.slice(-6)) + 10_000 : 0;
  const nombre = ctx.users.find(rut)?.nombre ?? '';
  const datos = {
    campos: { '001': nombre, '003': rut, '007': row.folio, '015': periodo, '091': String(due), '315': fecha },
    extras: {
      BANCO: paid ? 'Banco Estado' : '',
      CALIDADDECLARANTE: 'Contribuyente',
      CARTRIB: '1',
      CLASE: row.estado === 'Con giro y sin pago' ? 'Primitiva con Giro' : 'Primitiva',
      CODINT: codint(row),
      COD_FORM: 'F29',
      DV_ORIGEN: dv,
      FECHA_HOY: todayInChile(ctx.now()).split('-').reverse().join('/'),
      FECHA_INGRESO: fecha.replace(/\//g, ''),
      FOLIO: row.folio,
      MEDIO_INGRESO: 'INTERNET',
      MEDIO_PAGO: paid ? 'PEL' : '',
      MOSTRAR_FOLIO: '1',
      NOMBRES: ` ${nombre} `,
      OPCION: 'VC',
      PERIODO: periodo,
      RUT_ORIGEN: body,
      TIPO_MOVIMIENTO: '1',
      USUARIO: '0',
    },
    glosa: {
      '001': 'APELLIDO PATERNO O RAZÓN SOCIAL',
      '003': 'N DE RUT',
      '007': 'FOLIO',
      '015': 'PERIODO TRIBUTARIO',
      '091': 'TOTAL A PAGAR DENTRO DEL PLAZO',
      '315': 'FECHA TIMBRE CAJA',
    },
    tipos: { '001': 'C', '003': 'R', '007': 'N', '015': 'N', '091': 'M', '315': 'F' },
  };
  return htmlPage(
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1"><title>Formulario 29</title>\n' +
      `<script type="text/javascript">\nvar datos = ${JSON.stringify(datos).replace(/</g, '\\u003c')};\n</script></head>\n` +
      `<body><div id="formulario"><h3>FORMULARIO 29 - ${escapeXml(cteMonthLabel(`${periodo.slice(0, 4)}-${periodo.slice(4)}`))}</h3>` +
      `<p>Folio N&ordm; <font class="dato">${row.folio}</font></p></div></body></html>\n`,
  );
}

async function carpetaPdf(ctx: SiiContext, rut: string): Promise<SiiResponse> {
  const file = path.join(ctx.files.root, companyFolder(rut), taxFolderFileName(rut));
  if (!existsSync(file)) {
    return portalPage(
      'Servicio de Impuestos Internos',
      '<h2>Carpeta Tributaria Electr&oacute;nica</h2>\n<p>Por el momento no se puede responder a sus requerimientos. Intente m&aacute;s tarde.</p>',
    );
  }
  return {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${taxFolderFileName(rut)}"`,
    },
    body: await readFile(file),
  };
}

/**
 * The world's F29 record of a company by month 'yyyy-MM' ('Sin declaraciones' months are unfiled); empty without one.
 */
async function worldDeclarations(ctx: SiiContext, rut: string): Promise<Map<string, HistorialIvaRow>> {
  const file = path.join(ctx.files.root, 'clientes', rut, ivaHistoryFileName(rut));
  if (!existsSync(file)) return new Map();
  const { rows } = parseIvaHistory(await readFile(file), rut);
  return new Map(rows.filter((row) => row.estado !== 'Sin declaraciones').map((row) => [row.periodo, row]));
}

/** The carpeta's months 'yyyy-MM', the current one first. */
function carpetaMonths(today: string): string[] {
  const current = new Date(`${today.slice(0, 7)}-01T12:00:00`);
  return Array.from({ length: CARPETA_MONTHS }, (_, i) => format(addMonths(current, -i), 'yyyy-MM'));
}

/** The form's internal code (CODINT): the folio's last nine digits. */
function codint(row: HistorialIvaRow): string {
  return row.folio.slice(-9);
}
