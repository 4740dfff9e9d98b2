/**
 * Reads what the SII says about one document for the prior consultation, each question on its own so one failure
 * never hides the other answers: the registry (getEstCesion; when ceded, getEstCesionRelac for the factoring to learn
 * the holder: ESTADO -15 means the factoring is not linked, so someone else holds it), cedibility, the events and
 * the reception date. Sources: SII-PROTOCOLS.md §6, §7 (ESTADO codes §3.3), core-platform §4 result states.
 */
import type { DteEvent } from '@domain/event-types';
import type { CedibleFinding, RegistryFinding } from '@domain/consulta-previa/findings';
import type { RegistryFailure } from '@domain/consulta-previa/result-class';
import { parseEventList, parseReceptionDate } from '@domain/sii-soap';
import type { DocumentKey } from '@domain/document-key';
import { isSiiError } from '../../sii/web/errors';
import type { RegistrySession } from './registry-session';

/** getEstCesion ESTADO of a ceded document (GLOSA 'Documento Cedido'). */
const ESTADO_OK = 0;
/** getEstCesion ESTADO 2: no information found, i.e. no cesión registered. */
const ESTADO_SIN_INFORMACION = 2;
/** getEstCesionRelac ESTADO -15: the company is not linked to the document (neither holder nor receptor). */
const ESTADO_NO_VINCULADA = -15;

/** The registry part of a document's reading. */
export interface RegistryReading {
  registro: RegistryFinding;
  /** Why there is no state, when registro is 'desconocido'. */
  failure: RegistryFailure | null;
  /** The registry's GLOSA, or the failure's Spanish message. */
  glosaEstado: string | null;
}

/** Everything read about one document. */
export interface DocumentReading extends RegistryReading {
  cedible: CedibleFinding;
  eventos: DteEvent[] | null;
  fechaRecepcion: string | null;
}

/** Reads one document; never throws for an SII failure (each failed question is reported as unknown). */
export async function readDocument(
  session: RegistrySession,
  rutFactoring: string,
  dte: DocumentKey,
): Promise<DocumentReading> {
  const [registry, cedible, eventos, fechaRecepcion] = await Promise.all([
    readRegistry(session, rutFactoring, dte),
    session.consultarDocDteCedible(dte).catch(() => null),
    session
      .fetchEvents(dte)
      .then((file) => (file ? parseEventList(file.bytes) : null))
      .catch(() => null),
    session
      .fetchReceptionDate(dte)
      .then((file) => (file ? parseReceptionDate(file.bytes) : null))
      .catch(() => null),
  ]);
  return { ...registry, cedible, eventos, fechaRecepcion };
}

async function readRegistry(
  session: RegistrySession,
  rutFactoring: string,
  dte: DocumentKey,
): Promise<RegistryReading> {
  let estado: { estado: number; glosa: string };
  try {
    estado = await session.getEstCesion(dte);
  } catch (error) {
    return unknown(error);
  }
  if (estado.estado === ESTADO_SIN_INFORMACION)
    return { registro: { kind: 'no-cedido' }, failure: null, glosaEstado: estado.glosa };
  if (estado.estado !== ESTADO_OK)
    return {
      registro: { kind: 'desconocido' },
      failure: 'sin-estado',
      glosaEstado: `ESTADO ${estado.estado}: ${estado.glosa}`,
    };
  try {
    const relac = await session.getEstCesionRelac(dte, rutFactoring);
    if (relac.estado === ESTADO_OK)
      return { registro: { kind: 'cedido', tenedor: relac.rutTenedor }, failure: null, glosaEstado: estado.glosa };
    if (relac.estado === ESTADO_NO_VINCULADA)
      return { registro: { kind: 'cedido', tenedor: null }, failure: null, glosaEstado: estado.glosa };
    return {
      registro: { kind: 'cedido-sin-tenedor' },
      failure: null,
      glosaEstado: `${estado.glosa}; tenedor: ESTADO ${relac.estado} ${relac.glosa}`,
    };
  } catch (error) {
    return {
      registro: { kind: 'cedido-sin-tenedor' },
      failure: null,
      glosaEstado: `${estado.glosa}; tenedor: ${message(error)}`,
    };
  }
}

/**
 * A registry that could not be read: 'sin-conexion' when the SII was unreachable (retries exhausted), else
 * 'sin-estado'.
 */
function unknown(error: unknown): RegistryReading {
  const failure = isSiiError(error, 'sii-no-disponible') ? 'sin-conexion' : 'sin-estado';
  return { registro: { kind: 'desconocido' }, failure, glosaEstado: message(error) };
}

function message(error: unknown): string {
  if (isSiiError(error)) return error.userMessage;
  return error instanceof Error ? error.message : String(error);
}
