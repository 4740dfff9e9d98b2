/**
 * Related cesiones of a problematic cesión of the loaded client (client-detail.md §2 "Intención de Pago panel", §5;
 * the rule is domain/payment-intent/related-cesion.ts): the client's cesiones as cedente in the reference's match
 * window, read through the key of cesion (cedente, cession time), then kept by the matcher.
 */
import { matchWindow, relatedCesiones, type MatchSettings } from '@domain/payment-intent/related-cesion';
import type { LocalDbReader } from '../db-reader';
import { CEDED_DOCUMENT_JOIN, nameOf } from './document-sql';
import { cesionFields, type CesionFields } from './row-fields';

/** The reference: its ceded document (tipoDTE, folio; issued by the client), ceded amount CLP and cession time. */
export interface RelatedCesionesFilters extends MatchSettings {
  tipoDTE: number;
  folio: number;
  montoCesion: number;
  /** 'yyyy-MM-dd HH:mm:ss', the reference's fechaHoraCesion. */
  fechaHoraCesion: string;
}

/** A related cesión: document, dates ('yyyy-MM-dd'; cession 'yyyy-MM-dd HH:mm:ss'), amounts CLP and parties. */
export interface RelatedCesionRow extends CesionFields {
  montoCedido: number;
  deudor: string;
  rutDeudor: string;
  factoring: string;
  /** (montoCedido − reference amount) ÷ reference amount, in percent. */
  diferenciaPct: number;
}

interface RawCesion {
  folioDTE: number;
  tipoDTE: number;
  rutEmisor: string;
  rutDeudor: string;
  rutCesionario: string;
  montoCesion: number;
  fechaHoraCesion: string;
  fechaEmision: string | null;
  total: number | null;
  deudor: string;
  factoring: string;
}

/**
 * The cesiones related to the reference, oldest first.
 * @throws RangeError on an unreadable reference time or settings not above 0.
 */
export function relatedCesionesView(reader: LocalDbReader, filters: RelatedCesionesFilters): RelatedCesionRow[] {
  const reference = {
    tipoDTE: filters.tipoDTE,
    folio: filters.folio,
    rutEmisor: reader.clientRut,
    montoCesion: filters.montoCesion,
    fechaHoraCesion: filters.fechaHoraCesion,
  };
  const window = matchWindow(reference, filters);
  const candidates = reader.all<RawCesion>(
    `SELECT c.folioDTE, c.tipoDTE, c.rutEmisor, c.rutDeudor, c.rutCesionario, c.montoCesion, c.fechaHoraCesion, c.fechaEmision,
      d.total, ${nameOf('c.rutDeudor')} AS deudor, ${nameOf('c.rutCesionario')} AS factoring
    FROM cesion c ${CEDED_DOCUMENT_JOIN}
    WHERE c.rutCedente = ? AND c.fechaHoraCesion > ? AND c.fechaHoraCesion <= ?`,
    [reader.clientRut, window.desde, window.hasta],
  );
  const matches = relatedCesiones(
    reference,
    candidates.map((raw) => ({ ...raw, folio: raw.folioDTE })),
    filters,
  );
  return matches.map((raw) => ({
    ...cesionFields(raw),
    montoCedido: raw.montoCesion,
    deudor: raw.deudor,
    rutDeudor: raw.rutDeudor,
    factoring: raw.factoring,
    diferenciaPct:
      filters.montoCesion === 0 ? 0 : ((raw.montoCesion - filters.montoCesion) * 100) / filters.montoCesion,
  }));
}
