/**
 * The claim a debtor registers against a DTE at the SII (RegistroReclamoDteService.ingresarAceptacionReclamoDoc;
 * RECLAMO manual v1.2 pp. 3-9; SII-PROTOCOLS.md §6): the claim actions the owed screen's 'Rechazar Dte' offers and how
 * the SII's codResp reads for the user.
 */

/** The claim actions (accionDoc): RCD claims the content, RFP a partial shortage, RFT a total shortage of goods. */
export const ACCIONES_RECLAMO = ['RCD', 'RFP', 'RFT'] as const;

/** One claim action. */
export type AccionReclamo = (typeof ACCIONES_RECLAMO)[number];

/** The labels of the owed screen's claim select (core-platform §2 'Rechazar Dte'; SII event descriptions). */
export const ACCION_RECLAMO_LABELS: Readonly<Record<AccionReclamo, string>> = {
  RCD: 'Reclamo al contenido',
  RFP: 'Falta parcial',
  RFT: 'Falta total',
};

/** The action the screen proposes (the SII's general claim). */
export const DEFAULT_ACCION_RECLAMO: AccionReclamo = 'RCD';

/** codResp of ingresarAceptacionReclamoDoc (RECLAMO manual pp. 8-9) the platform decides on. */
export const COD_RESP_RECLAMO = {
  registrado: 0,
  yaReclamado: 5,
  eventoYaRegistrado: 7,
  masDeOchoDias: 8,
  aceptado: 11,
  reciboOtorgado: 13,
  soloReceptor: 14,
  noRecibido: 18,
} as const;

/** True when `value` is one of {@link ACCIONES_RECLAMO}. */
export function isAccionReclamo(value: unknown): value is AccionReclamo {
  return typeof value === 'string' && (ACCIONES_RECLAMO as readonly string[]).includes(value);
}

/**
 * Whether the document stands claimed after the SII's answer: codResp 0 (registered now) or 7 (the same event was
 * already registered, so the claim is there either way). LibreDTE also treats 8 (more than 8 days) and 27 (paid in
 * cash) as "no error of the call", but neither registers a claim, so for the debtor they are a refusal.
 * @param codResp the answer's codResp (RECLAMO manual pp. 8-9).
 */
export function reclamoQueda(codResp: number): boolean {
  return codResp === COD_RESP_RECLAMO.registrado || codResp === COD_RESP_RECLAMO.eventoYaRegistrado;
}

/** One document's outcome (schema.graphql RechazoDteResultado). */
export interface RechazoDteResultado {
  rutEmisor: string;
  folio: number;
  tipo: number;
  /** The SII's codResp, or null when no answer came (no certificate, SII unreachable). */
  codResp: number | null;
  /** The SII's descResp, or the platform's message when no answer came. */
  descResp: string;
  /** True when the document stands claimed ({@link reclamoQueda}). */
  ok: boolean;
}
