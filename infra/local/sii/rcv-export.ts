/**
 * The RCV export of the local SII (SII-PROTOCOLS.md §9): POST
 * /consdcvinternetui/services/data/facadeService/getDetalleVentaExport | getDetalleCompraExport with the portal
 * session's cookies and JSON {metaData: {conversationId = the CSESSIONID value, ...}, data: {rutEmisor, dvEmisor,
 * ptributario 'yyyyMM', estadoContab, ...}}. Answers JSON {data: the export's CSV lines (header first) | null,
 * nombreArchivo, metaData, respEstado: {codRespuesta, msgeRespuesta, codError}}: 0 with the lines of the served
 * RCV_VENTA_{rut}_{yyyyMM}.csv / RCV_COMPRA_{ESTADO}_{rut}_{yyyyMM}.csv (named as the SII web client names its exports,
 * lambdas/sii/web/answer-names.ts), 2 when there is no such file, 99 for a
 * conversationId that is not the session's ('El token no es valido: NO Existen Datos'), a company that is not the
 * session's or bad data. HTTP 401 without a live session.
 */
import { readRut } from '@domain/sii-values';
import { RCV_OK, RCV_SIN_DOCUMENTOS } from '@domain/sii-web/rcv-export';
import { decodeTextBytes } from '@domain/xml/decode-bytes';
import { rcvFileName } from '@lambdas/sii/web/answer-names';
import type { RcvQuery } from '@lambdas/sii/web/client-api';
import type { SiiContext } from './context';
import { jsonAnswer, type SiiRequest, type SiiResponse } from './http-exchange';
import type { Route } from './router';
import { requireCompanySession } from './session-guard';

const BASE = '/consdcvinternetui/services/data/facadeService';
const ESTADOS_COMPRA: ReadonlySet<string> = new Set(['REGISTRO', 'PENDIENTE', 'RECLAMADO', 'NO_INCLUIR']);

/** The export request's JSON, as far as the local SII reads it. */
interface ExportRequest {
  metaData?: { conversationId?: unknown; transactionId?: unknown; namespace?: unknown };
  data?: { rutEmisor?: unknown; dvEmisor?: unknown; ptributario?: unknown; estadoContab?: unknown };
}

/** The two export routes (data services: they may fault). */
export function rcvExportRoutes(ctx: SiiContext): Route[] {
  return (['getDetalleVentaExport', 'getDetalleCompraExport'] as const).map((method) => ({
    method: 'POST' as const,
    path: `${BASE}/${method}`,
    operation: () => method,
    faultAnswer: () => null,
    handle: (req: SiiRequest) => exportBook(ctx, req, method === 'getDetalleVentaExport' ? 'VENTA' : 'COMPRA'),
  }));
}

async function exportBook(ctx: SiiContext, req: SiiRequest, operacion: 'VENTA' | 'COMPRA'): Promise<SiiResponse> {
  const gate = requireCompanySession(req, ctx.sessions);
  if (gate.response) return { status: 401, headers: { 'content-type': 'text/html' }, body: 'Unauthorized' };
  let request: ExportRequest;
  try {
    request = JSON.parse(req.body.toString('utf8')) as ExportRequest;
  } catch {
    return answer(null, null, 99, 'Solicitud inválida');
  }
  const meta = request.metaData ?? {};
  if (meta.conversationId !== gate.session.id) return answer(meta, null, 99, 'El token no es valido: NO Existen Datos');
  const data = request.data ?? {};
  const rut = readRut(`${String(data.rutEmisor ?? '')}-${String(data.dvEmisor ?? '')}`);
  const periodo = String(data.ptributario ?? '');
  const estado = String(data.estadoContab ?? '');
  if (rut !== gate.company) return answer(meta, null, 99, 'El contribuyente consultado no corresponde a la sesión');
  if (!/^\d{6}$/.test(periodo) || (operacion === 'COMPRA' && !ESTADOS_COMPRA.has(estado))) {
    return answer(meta, null, 99, 'Datos de consulta inválidos');
  }
  const name = rcvFileName(rut, { operacion, periodo, estadoContab: estado as RcvQuery['estadoContab'] });
  const path = ctx.files.rcvPath(name);
  if (!path) return answer(meta, name, RCV_SIN_DOCUMENTOS, 'No existen documentos para el período consultado');
  const lines = decodeTextBytes(await ctx.files.read(path)).split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return answer(meta, name, RCV_OK, null, lines);
}

function answer(
  meta: ExportRequest['metaData'] | null,
  nombreArchivo: string | null,
  codRespuesta: number,
  msgeRespuesta: string | null,
  data: string[] | null = null,
): SiiResponse {
  return jsonAnswer({
    data,
    nombreArchivo,
    metaData: {
      namespace: meta?.namespace ?? null,
      conversationId: meta?.conversationId ?? null,
      transactionId: meta?.transactionId ?? null,
      page: null,
    },
    respEstado: {
      codRespuesta,
      msgeRespuesta,
      codError: codRespuesta === RCV_OK || codRespuesta === RCV_SIN_DOCUMENTOS ? null : codRespuesta,
    },
  });
}
