/**
 * wsRPETCConsulta (SII-PROTOCOLS.md §7; RPETC-WS manual v1.2): getEstCesion, getEstCesionRelac and getEstEnvio,
 * SOAP 1.1 rpc/encoded with the seed token as first part `Token`. ESTADO 3/4 (token inactive / unknown) raise
 * 'token-expirado' so the token side renews it once; the other answers come back parsed, their raw bytes archived
 * under otros/.
 */
import { normalizeRut } from '@domain/rut';
import {
  parseEstCesion,
  parseEstCesionRelac,
  parseEstEnvio,
  type EstCesionAnswer,
  type EstEnvioAnswer,
} from '@domain/sii-web/rpetc-answers';
import type { DocumentKey } from '@domain/document-key';
import type { AnswerArchive } from './answer-archive';
import { SiiError, type SiiErrorCode } from './errors';
import { parseAnswer } from './parse-answer';
import type { SiiHttp } from './sii-http';
import { callEncodedSoap } from './soap-call';
import type { SiiOperation } from './sii-operations';

const NAMESPACE = 'http://DefaultNamespace';

/** ESTADO codes the client raises as errors (§3.3); every other ESTADO is an answer for the caller. */
const ESTADO_ERRORS: ReadonlyMap<number, SiiErrorCode> = new Map([
  [3, 'token-expirado'],
  [4, 'token-expirado'],
  [5, 'certificado-rechazado'],
  [6, 'sii-no-disponible'],
  [7, 'sii-no-disponible'],
  [8, 'sii-no-disponible'],
  [9, 'sin-permiso'],
  [10, 'sin-permiso'],
]);

/** What the calls need. */
export interface RpetcContext {
  http: SiiHttp;
  /** Base URL of the DTE web services (settings.hosts.palena). */
  palena: string;
  archive: AnswerArchive;
}

/**
 * getEstCesion: without `idCesion` (the optional part is then left out) only whether the document is ceded (ESTADO 0
 * 'Documento Cedido'); with the cesión's access key, its holder and last annotation.
 * @throws SiiError as {@link callRpetc}.
 */
export function getEstCesion(
  context: RpetcContext,
  token: string,
  dte: DocumentKey,
  idCesion?: string,
): Promise<EstCesionAnswer> {
  const key: Array<[string, string]> = idCesion === undefined ? [] : [['IdCesion', idCesion]];
  return callRpetc(context, 'getEstCesion', [['Token', token], ...dteParts(dte), ...key], parseEstCesion);
}

/**
 * getEstCesionRelac: the registry's data of the cesión for `rutEmpresa`, a company linked to the document as holder
 * or receptor (a cesionario checks it is the current holder).
 * @throws SiiError as {@link callRpetc}.
 */
export function getEstCesionRelac(
  context: RpetcContext,
  token: string,
  dte: DocumentKey,
  rutEmpresa: string,
): Promise<EstCesionAnswer> {
  const [rut = '', dv = ''] = normalizeRut(rutEmpresa).split('-');
  return callRpetc(
    context,
    'getEstCesionRelac',
    [['Token', token], ...dteParts(dte), ['RutEmpresa', rut], ['DVEmpresa', dv]],
    parseEstCesionRelac,
  );
}

/**
 * getEstEnvio: the state of an AEC upload by its TRACKID.
 * @throws SiiError as {@link callRpetc}.
 */
export function getEstEnvio(context: RpetcContext, token: string, trackId: string): Promise<EstEnvioAnswer> {
  return callRpetc(
    context,
    'getEstEnvio',
    [
      ['Token', token],
      ['TrackId', trackId],
    ],
    parseEstEnvio,
  );
}

/**
 * Sends one wsRPETCConsulta call and parses its answer.
 * @throws SiiError 'token-expirado' (ESTADO 3/4), 'certificado-rechazado' (5), 'sii-no-disponible' (6-8, retries
 *   exhausted), 'sin-permiso' (9/10), 'respuesta-invalida' (an unreadable answer).
 */
async function callRpetc<T extends { estado: number; glosa: string }>(
  context: RpetcContext,
  operation: SiiOperation,
  parts: ReadonlyArray<readonly [string, string]>,
  parse: (bytes: Uint8Array) => T,
): Promise<T> {
  const answer = await callEncodedSoap(context.http, context.archive, {
    url: `${context.palena}/DTEWS/services/wsRPETCConsulta`,
    namespace: NAMESPACE,
    operation,
    parts,
  });
  const parsed = parseAnswer(operation, () => parse(answer.bytes));
  const code = ESTADO_ERRORS.get(parsed.estado);
  if (code) throw new SiiError(code, { operation, detail: `ESTADO ${parsed.estado}: ${parsed.glosa}` });
  return parsed;
}

function dteParts(dte: DocumentKey): Array<[string, string]> {
  const [rut = '', dv = ''] = normalizeRut(dte.rutEmisor).split('-');
  return [
    ['RutEmisor', rut],
    ['DVEmisor', dv],
    ['TipoDoc', String(dte.tipoDTE)],
    ['FolioDoc', String(dte.folio)],
  ];
}
