/**
 * RegistroReclamoDteService at the local SII (RECLAMO manual v1.2; SII-PROTOCOLS.md §6): POST
 * /WSREGISTRORECLAMODTE/registroreclamodteservice, SOAP 1.1 rpc/literal, the seed token as `Cookie: TOKEN=` (HTTP 401
 * when it is missing, unknown or dead: the wire contract's choice, the SII documents none). listarEventosHistDoc and
 * consultarFechaRecepcionSii answer the DTE's EVENTOS-- / RECEPCION-- file bytes as they are, or HTTP 500 with a SOAP
 * Fault when there is none; consultarDocDteCedible is computed from those files (doc-cedible.ts). A faulted
 * listarEventosHistDoc or consultarDocDteCedible answers codResp -1 ("Error Interno ... reintentar más tarde"). A DTE
 * with a SIN-SERVICIO-- marker gets HTTP 503 (sii-files.ts). ingresarAceptacionReclamoDoc takes the receptor's claims
 * (RCD, RFP, RFT; codResp 4 for any other action) with the checks of reclamo-decision.ts, and registers an accepted
 * one in the DTE's events answer (reclamo-annotation.ts).
 */
import { COD_RESP_RECLAMO, isAccionReclamo, type AccionReclamo } from '@domain/reclamo/reclamo-dte';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { readAecFacts } from './aec-facts';
import type { SiiContext } from './context';
import { decideCedible, type RespuestaTo } from './doc-cedible';
import { readDteKey } from './dte-key';
import { annotateEvent } from './reclamo-annotation';
import { decideReclamo } from './reclamo-decision';
import { inAnnotationQueue } from './registry-annotation';
import { xmlAnswer, type SiiRequest, type SiiResponse } from './http-exchange';
import { escapeXml } from './latin1';
import { httpFault, type Route } from './router';
import { rpcLiteralAnswer, soapFault } from './soap-answers';
import { readSoapCall, soapOperation } from './soap-request';

const NAMESPACE = 'http://ws.registroreclamodte.diii.sdi.sii.cl';
/** Operations whose answer is a respuestaTo (codResp, descResp): they fault as codResp -1. */
const RESPUESTA_TO_OPERATIONS: ReadonlySet<string> = new Set([
  'listarEventosHistDoc',
  'consultarDocDteCedible',
  'ingresarAceptacionReclamoDoc',
]);

/** The RegistroReclamoDteService route (a data service: it may fault). */
export function registroReclamoRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/WSREGISTRORECLAMODTE/registroreclamodteservice',
      operation: soapOperation('registroreclamodteservice'),
      faultAnswer: (operation) =>
        RESPUESTA_TO_OPERATIONS.has(operation)
          ? xmlAnswer(respuestaTo(operation, { codResp: -1, descResp: 'Error Interno, reintente más tarde' }))
          : null,
      handle: (req) => handle(ctx, req),
    },
  ];
}

async function handle(ctx: SiiContext, req: SiiRequest): Promise<SiiResponse> {
  const holder = ctx.tokens.find(req.cookies.get('TOKEN'));
  if (!holder.ok) {
    return {
      status: 401,
      headers: { 'content-type': 'text/html' },
      body: 'No autorizado: TOKEN inexistente o caducado',
    };
  }
  const call = readSoapCall(req);
  if (!call) return xmlAnswer(soapFault('Solicitud SOAP inválida', 'Client'), 500);
  const parts = call.parts;
  const dte = readDteKey(parts.get('rutEmisor'), parts.get('dvEmisor'), parts.get('tipoDoc'), parts.get('folio'));
  if (!dte) return xmlAnswer(soapFault('Parámetros del documento inválidos', 'Client'), 500);
  if (ctx.files.outOfService(dte)) return httpFault(true);
  switch (call.operation) {
    case 'listarEventosHistDoc':
      return fileAnswer(ctx, ctx.files.eventsPath(dte));
    case 'consultarFechaRecepcionSii':
      return fileAnswer(ctx, ctx.files.receptionPath(dte));
    case 'consultarDocDteCedible':
      return xmlAnswer(respuestaTo(call.operation, await cedible(ctx, dte)));
    case 'ingresarAceptacionReclamoDoc': {
      const accion = parts.get('accionDoc');
      if (!isAccionReclamo(accion)) {
        // ACD and ERM (acceptances) are not taken here: the platform only claims (owed screen's 'Rechazar Dte').
        return xmlAnswer(respuestaTo(call.operation, { codResp: 4, descResp: 'Acción no válida' }));
      }
      return xmlAnswer(respuestaTo(call.operation, await registerClaim(ctx, dte, holder.rut, accion)));
    }
    default:
      return xmlAnswer(soapFault(`Operación ${call.operation} no disponible`, 'Client'), 500);
  }
}

/** The file's bytes as the answer, or HTTP 500 with a SOAP Fault when the SII holds none. */
async function fileAnswer(ctx: SiiContext, path: string | undefined): Promise<SiiResponse> {
  if (!path) return xmlAnswer(soapFault('No existe informacion para el documento consultado'), 500);
  return xmlAnswer(await ctx.files.read(path));
}

/** consultarDocDteCedible's verdict on `dte` from the events and reception date the local SII holds. */
export async function cedible(ctx: SiiContext, dte: DocumentKey): Promise<RespuestaTo> {
  const events = await parsedOrNull(ctx, ctx.files.eventsPath(dte), parseEventList);
  const reception = await parsedOrNull(ctx, ctx.files.receptionPath(dte), parseReceptionDate);
  return decideCedible(dte.tipoDTE, events ?? [], reception, ctx.now());
}

/**
 * ingresarAceptacionReclamoDoc for a claim (reclamo-decision.ts), registered in the DTE's events answer when the
 * verdict is 0. Decisions and writes of a DTE run one at a time, so a second claim sent at once sees the first.
 * @param tokenRut the token holder: the receptor itself or a person who represents it.
 */
function registerClaim(
  ctx: SiiContext,
  dte: DocumentKey,
  tokenRut: string,
  accion: AccionReclamo,
): Promise<RespuestaTo> {
  return inAnnotationQueue(ctx, async () => {
    const aecPath = ctx.files.aecPath(dte);
    const facts = aecPath ? await parsedOrNull(ctx, aecPath, readAecFacts) : null;
    const receptor = facts?.receptor;
    const actsForReceptor =
      receptor !== undefined && (tokenRut === receptor || ctx.users.representable(tokenRut, receptor) !== undefined);
    const events = (await parsedOrNull(ctx, ctx.files.eventsPath(dte), parseEventList)) ?? [];
    const reception = await parsedOrNull(ctx, ctx.files.receptionPath(dte), parseReceptionDate);
    const now = ctx.now();
    const verdict = decideReclamo({ accion, actsForReceptor, events, reception, now });
    if (verdict.codResp === COD_RESP_RECLAMO.registrado) {
      await annotateEvent(ctx, dte, events, { codigo: accion, responsable: tokenRut, now });
      ctx.log(`SII local: reclamo ${accion} registrado para ${dte.rutEmisor} tipo ${dte.tipoDTE} folio ${dte.folio}`);
    }
    return verdict;
  });
}

/** A file as `parse` reads it (once per reindex), or null when there is none or it does not parse. */
function parsedOrNull<T>(
  ctx: SiiContext,
  path: string | undefined,
  parse: (bytes: Uint8Array) => T | null,
): Promise<T | null> {
  return path ? ctx.files.parsed(path, parse).catch(() => null) : Promise.resolve(null);
}

function respuestaTo(operation: string, answer: RespuestaTo): string {
  const fields = `<codResp>${answer.codResp}</codResp><descResp>${escapeXml(answer.descResp)}</descResp>`;
  return rpcLiteralAnswer(NAMESPACE, operation, fields);
}
