/**
 * The prior consultation (core-platform §2 "Prior consultation", §3 "Prior-consultation result", §4, §7 consultaPrevia
 * and POST /v1/jwt/consultaprevia): for each document, what the SII's registry, cedibility service and
 * events say, the row state and class gloss of §4 and the '¿Financiable?' verdict that weighs them with the debtor's
 * record in the factoring's own cessions. One document's SII failure only marks its own row. The caller has checked
 * the tenant and the permission; the GraphQL field, the REST route and the masivo job call {@link consultar}.
 */
import pLimit from 'p-limit';
import type { CessionRecord } from '@domain/cession';
import { todayInChile } from '@domain/chile-time';
import type { ConsultaPreviaRow } from '@domain/consulta-previa/consulta-row';
import type { DeudorRecord } from '@domain/consulta-previa/findings';
import { deudorRecord } from '@domain/consulta-previa/deudor-record';
import { financiable } from '@domain/consulta-previa/financiable';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { glosaCedible } from '@domain/consulta-previa/glosa-cedible';
import { estadoText } from '@domain/consulta-previa/result-class';
import type { DteEvent } from '@domain/event-types';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';
import { readDocument, type DocumentReading } from './read-document';
import type { OpenRegistrySession, RegistrySession } from './registry-session';

/**
 * Documents read from the SII at the same time. Each asks up to five questions; the SII web client paces them per
 * host on top of this (settings.pacing), so this only bounds what one request keeps in flight.
 */
export const DOCUMENT_CONCURRENCY = 4;
/** Days of the factoring's acquired cessions read for a debtor's record. */
export const DEUDOR_HISTORY_DAYS = 365;

/** Events only the receptor (the debtor of a 33/34) registers: their responsable names the debtor. */
const RECEPTOR_EVENTS: ReadonlySet<string> = new Set(['ACD', 'ERM', 'RCD', 'RFP', 'RFT']);

/** What the service needs. */
export interface ConsultaPreviaDeps {
  openSession: OpenRegistrySession;
  cessions: Pick<CessionRepository, 'query' | 'findDocument'>;
  now(): Date;
}

/** The service; one instance per process. */
export class ConsultaPreviaService {
  constructor(private readonly deps: ConsultaPreviaDeps) {}

  /**
   * Consults each document for the scope's factoring, in input order.
   * @param scope the factoring the caller checked (a request's TenantScope; the masivo job's systemScope).
   * @param dtes documents {rutEmisor 'NNNNNNNN-D', tipoDTE 33|34|46, folioDTE}; the callers bound their number (20
   *   per REST call, 10 folios per single form, 100 per masivo file).
   * @returns one {@link ConsultaPreviaRow} per document. A document whose registry the SII did not answer has
   *   cedido null and estado 'No fue posible conectarse con el SII' (or 'No fue posible obtener estado' when the SII
   *   answered without a state, or the factoring has no certificate: glosaEstado says which).
   * @throws only when the factoring's stored credentials cannot be opened (the credential store's error).
   */
  async consultar(scope: FactoringScope, dtes: readonly DteConsulta[]): Promise<ConsultaPreviaRow[]> {
    const now = this.deps.now();
    const session = await this.deps.openSession(scope, now);
    try {
      const history = new DeudorHistory(this.deps.cessions, scope, now);
      const limit = pLimit(DOCUMENT_CONCURRENCY);
      return await Promise.all(dtes.map((dte) => limit(() => this.consultarUno(session, history, scope, dte, now))));
    } finally {
      await session.close();
    }
  }

  private async consultarUno(
    session: RegistrySession,
    history: DeudorHistory,
    scope: FactoringScope,
    dte: DteConsulta,
    now: Date,
  ): Promise<ConsultaPreviaRow> {
    const { rutFactoring } = scope;
    const key = { rutEmisor: dte.rutEmisor, tipoDTE: dte.tipoDTE, folio: dte.folioDTE };
    const [reading, held] = await Promise.all([
      readDocument(session, rutFactoring, key),
      // The factoring's own data only refines the verdict: a store failure leaves the debtor unknown.
      this.deps.cessions.findDocument(scope, 'cesionario', key).catch(() => []),
    ]);
    const rutDeudor = deudorOf(dte, held, reading.eventos);
    const deudor = rutDeudor ? await history.recordOf(rutDeudor) : null;
    const veredicto = financiable({ rutFactoring, ...reading, deudor }, now);
    return toRow(
      dte,
      reading,
      veredicto.financiable,
      veredicto.motivos.map((m) => m.texto),
      now,
    );
  }
}

/**
 * The debtor of the document: for a 46 (factura de compra) its emisor, the buyer (core-platform §3); else the deudor
 * of the factoring's own cession of it, else the responsable of an event only the receptor registers; null when
 * none of those is known.
 */
function deudorOf(dte: DteConsulta, held: readonly CessionRecord[], eventos: DteEvent[] | null): string | null {
  if (dte.tipoDTE === 46) return dte.rutEmisor;
  if (held[0]) return held[0].deudor.rut;
  return eventos?.find((e) => RECEPTOR_EVENTS.has(e.codigo))?.responsable ?? null;
}

function toRow(
  dte: DteConsulta,
  reading: DocumentReading,
  verdict: ConsultaPreviaRow['financiable'],
  motivos: string[],
  now: Date,
): ConsultaPreviaRow {
  const { registro } = reading;
  const cedido = registro.kind === 'no-cedido' ? false : registro.kind === 'desconocido' ? null : true;
  return {
    rutEmisor: dte.rutEmisor,
    folioDTE: dte.folioDTE,
    tipoDTE: dte.tipoDTE,
    cedido,
    glosaCedibleParaMonitor: glosaCedible(reading.cedible, reading.eventos, reading.fechaRecepcion, now),
    glosaCedible: reading.cedible?.descResp ?? null,
    estado: estadoText(cedido, reading.failure ?? 'sin-estado'),
    glosaEstado: reading.glosaEstado,
    tenedor: registro.kind === 'cedido' ? registro.tenedor : null,
    financiable: verdict,
    motivos,
  };
}

/**
 * The factoring's acquired cessions of the last {@link DEUDOR_HISTORY_DAYS} days, read once per request when first
 * needed.
 */
class DeudorHistory {
  private held: Promise<CessionRecord[] | null> | null = null;

  constructor(
    private readonly cessions: Pick<CessionRepository, 'query'>,
    private readonly scope: FactoringScope,
    private readonly now: Date,
  ) {}

  /** The debtor's record, or null when the cessions could not be read. */
  async recordOf(rutDeudor: string): Promise<DeudorRecord | null> {
    this.held ??= this.cessions
      .query(this.scope, {
        role: 'cesionario',
        desde: daysBefore(this.now, DEUDOR_HISTORY_DAYS),
        hasta: todayInChile(this.now),
      })
      .then((page) => page.items)
      .catch(() => null);
    const held = await this.held;
    return held && deudorRecord(held, rutDeudor);
  }
}

function daysBefore(now: Date, days: number): string {
  return todayInChile(new Date(now.getTime() - days * 86_400_000));
}
