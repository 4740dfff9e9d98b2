/**
 * wsRPETCConsulta at the local SII (RPETC-WS manual v1.2; SII-PROTOCOLS.md §7): POST /DTEWS/services/wsRPETCConsulta,
 * SOAP 1.1 rpc/encoded in http://DefaultNamespace, the seed token as the first part `Token`; every answer an escaped
 * SII:RESPUESTA in `<op>Return` with SII:ESTADO / SII:GLOSA (§3.3 codes: 0 OK, 1 data error, 2 no information, 3 token
 * inactive, 4 token unknown, 10 no permission on the company, -15 company not linked to the document).
 * - getEstCesion: ESTADO 0 'Documento Cedido' when the registry holds an AEC of the DTE, else 2.
 * - getEstCesionRelac: for a company the token's holder may act for, linked to the DTE as its current holder (last
 *   cesionario) or receptor: RUT_TENEDOR and FECHA_ULT_ANOT.
 * - getEstEnvio: for an envío the token's holder (or a company it represents) sent: TRACKID, ESTADO_ENVIO and
 *   DESC_ESTADO (envio-ledger.ts: VCS while validating, then EOK or the rejection state); ESTADO 2 for an unknown one.
 * A DTE with a SIN-SERVICIO-- marker gets HTTP 503 (sii-files.ts).
 */
import { readRut } from '@domain/sii-values';
import { readAecFacts } from './aec-facts';
import type { SiiContext } from './context';
import { readDteKey } from './dte-key';
import { xmlAnswer, type SiiRequest, type SiiResponse } from './http-exchange';
import { httpFault, type Route } from './router';
import { rpcEncodedAnswer, soapFault, type Respuesta, type RespuestaField } from './soap-answers';
import { readSoapCall, soapOperation, type SoapCall } from './soap-request';

const NAMESPACE = 'http://DefaultNamespace';

/** An answer's SII:RESPUESTA: ESTADO, GLOSA and the body fields (absent: no RESP_BODY). */
type Outcome = { estado: string; glosa?: string; body?: RespuestaField[] };

const DATA_ERROR: Outcome = { estado: '1', glosa: 'Error de datos' };
const NOT_FOUND: Outcome = { estado: '2', glosa: 'Error No se encontró información' };

/** The wsRPETCConsulta route (a data service: it may fault). */
export function rpetcConsultaRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/DTEWS/services/wsRPETCConsulta',
      operation: soapOperation('wsRPETCConsulta'),
      faultAnswer: () => null,
      handle: (req) => handle(ctx, req),
    },
  ];
}

async function handle(ctx: SiiContext, req: SiiRequest): Promise<SiiResponse> {
  const call = readSoapCall(req);
  if (!call || !['getEstCesion', 'getEstCesionRelac', 'getEstEnvio'].includes(call.operation)) {
    return xmlAnswer(soapFault('Solicitud SOAP inválida u operación no disponible', 'Client'), 500);
  }
  const named = readDteKey(
    call.parts.get('RutEmisor'),
    call.parts.get('DVEmisor'),
    call.parts.get('TipoDoc'),
    call.parts.get('FolioDoc'),
  );
  if (named && ctx.files.outOfService(named)) return httpFault(true);
  const token = ctx.tokens.find(call.parts.get('Token'));
  const outcome: Outcome = !token.ok
    ? token.reason === 'inactivo'
      ? { estado: '3', glosa: 'Error autenticación: Token Inactivo' }
      : { estado: '4', glosa: 'Error autenticación: Token no existe' }
    : await answer(ctx, call, token.rut);
  const respuesta: Respuesta = {
    header:
      outcome.glosa === undefined
        ? [['ESTADO', outcome.estado]]
        : [
            ['ESTADO', outcome.estado],
            ['GLOSA', outcome.glosa],
          ],
    body: outcome.body ?? null,
    prefixedHeader: true,
  };
  return xmlAnswer(rpcEncodedAnswer(NAMESPACE, call.operation, respuesta));
}

function envioState(ctx: SiiContext, trackId: string, holderRut: string): Outcome {
  const sender = (rut: string) => ctx.users.find(holderRut)?.rut === rut || !!ctx.users.representable(holderRut, rut);
  const state = ctx.envios.state(trackId, sender, ctx.now().getTime(), ctx.behaviour.envioProcessingMs);
  if (!state) return NOT_FOUND;
  return {
    estado: '0',
    body: [
      ['TRACKID', trackId],
      ['ESTADO_ENVIO', state.estado],
      ['DESC_ESTADO', state.glosa],
    ],
  };
}

async function answer(ctx: SiiContext, call: SoapCall, holderRut: string): Promise<Outcome> {
  if (call.operation === 'getEstEnvio') return envioState(ctx, call.parts.get('TrackId') ?? '', holderRut);
  const parts = call.parts;
  const dte = readDteKey(parts.get('RutEmisor'), parts.get('DVEmisor'), parts.get('TipoDoc'), parts.get('FolioDoc'));
  if (!dte) return DATA_ERROR;
  const path = ctx.files.aecPath(dte);
  if (call.operation === 'getEstCesion') return path ? { estado: '0', glosa: 'Documento Cedido', body: [] } : NOT_FOUND;
  const empresa = readRut(`${parts.get('RutEmpresa') ?? ''}-${parts.get('DVEmpresa') ?? ''}`);
  if (!empresa) return DATA_ERROR;
  const user = ctx.users.find(holderRut);
  if (user?.rut !== empresa && !ctx.users.representable(holderRut, empresa)) {
    return {
      estado: '10',
      glosa: `Error permisos: Usuario conectado [${holderRut}] no tiene permiso en empresa [${empresa}]`,
    };
  }
  const facts = path ? await ctx.files.parsed(path, readAecFacts) : null;
  if (!facts) return NOT_FOUND;
  if (empresa !== facts.tenedor && empresa !== facts.receptor) {
    return {
      estado: '-15',
      glosa: 'Error permisos: Empresa Relacionada no esta vinculada con el documento consultado.',
    };
  }
  return {
    estado: '0',
    body: [
      ['RUT_TENEDOR', facts.tenedor],
      ['FECHA_ULT_ANOT', facts.fechaUltAnot],
    ],
  };
}
