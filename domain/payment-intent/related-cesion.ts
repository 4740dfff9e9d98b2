/**
 * The related-cesion matcher of the Intención de Pago panel (client-detail.md §2 "Intención de Pago panel", §5, §9;
 * client-radar.md §5 "Cesion matching tolerance"): for a problematic cesión (anulada, rebajada or reclamada), the
 * client's other cesiones whose ceded amount lies within ±tolerance % of the reference's and whose cession time is
 * after the reference's and at most `diasAdelante` days later; the reference document itself never matches.
 * Such a cesión is the trace of a document replaced and ceded again shortly after the problem appeared.
 */

/** Tolerance in percent of the reference amount and days ahead of the reference cession time, both > 0. */
export interface MatchSettings {
  toleranciaPct: number;
  diasAdelante: number;
}

/** Defaults of client-detail.md §9 "Intención de Pago defaults": 1% and 14 days ahead. */
export const DEFAULT_MATCH_SETTINGS: Readonly<MatchSettings> = { toleranciaPct: 1, diasAdelante: 14 };

/**
 * What the matcher reads of a cesión: the ceded document (tipoDTE, folio, rutEmisor), the ceded amount (CLP) and the
 * cession time 'yyyy-MM-dd HH:mm:ss' in Chile wall-clock time (as the client database stores fechaHoraCesion).
 */
export interface MatchableCesion {
  tipoDTE: number;
  folio: number;
  rutEmisor: string;
  montoCesion: number;
  fechaHoraCesion: string;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The cession-time window of the candidates of `reference`: after `desde` (exclusive) and up to `hasta`
 * (inclusive), both 'yyyy-MM-dd HH:mm:ss'. Days are counted on the wall clock (a fractional value counts hours), so a
 * daylight-saving change does not move the bound.
 * @throws RangeError when the reference time is not 'yyyy-MM-dd HH:mm:ss' or the settings are not valid.
 */
export function matchWindow(
  reference: Pick<MatchableCesion, 'fechaHoraCesion'>,
  settings: MatchSettings,
): { desde: string; hasta: string } {
  assertSettings(settings);
  const match = DATE_TIME.exec(reference.fechaHoraCesion);
  if (!match) throw new RangeError(`Fecha de cesión inválida: ${reference.fechaHoraCesion}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s);
  const hasta = new Date(wallClock + Math.floor((settings.diasAdelante * DAY_MS) / 1000) * 1000).toISOString();
  return { desde: reference.fechaHoraCesion, hasta: `${hasta.slice(0, 10)} ${hasta.slice(11, 19)}` };
}

/**
 * True when `candidate` is related to `reference`: not the same document (tipoDTE, folio, rutEmisor),
 * |candidate amount − reference amount| ≤ reference amount × toleranciaPct / 100 (both bounds included), and
 * cession time > the reference's and ≤ the reference's plus diasAdelante days (see {@link matchWindow}).
 * @throws RangeError on an unreadable reference time or invalid settings.
 */
export function isRelatedCesion(
  reference: MatchableCesion,
  candidate: MatchableCesion,
  settings: MatchSettings,
): boolean {
  const { desde, hasta } = matchWindow(reference, settings);
  const sameDocument =
    candidate.tipoDTE === reference.tipoDTE &&
    candidate.folio === reference.folio &&
    candidate.rutEmisor === reference.rutEmisor;
  if (sameDocument) return false;
  // Compared in hundredths so that integer amounts and whole percentages compare exactly.
  const withinAmount =
    Math.abs(candidate.montoCesion - reference.montoCesion) * 100 <=
    Math.abs(reference.montoCesion) * settings.toleranciaPct;
  return withinAmount && candidate.fechaHoraCesion > desde && candidate.fechaHoraCesion <= hasta;
}

/**
 * The candidates related to `reference` ({@link isRelatedCesion}), oldest cession first (ties by folio).
 * @throws RangeError on an unreadable reference time or invalid settings.
 */
export function relatedCesiones<T extends MatchableCesion>(
  reference: MatchableCesion,
  candidates: readonly T[],
  settings: MatchSettings,
): T[] {
  return candidates
    .filter((candidate) => isRelatedCesion(reference, candidate, settings))
    .sort((a, b) => a.fechaHoraCesion.localeCompare(b.fechaHoraCesion) || a.folio - b.folio);
}

function assertSettings(settings: MatchSettings): void {
  const valid = (value: number) => Number.isFinite(value) && value > 0;
  if (!valid(settings.toleranciaPct)) throw new RangeError('Tolerancia debe ser mayor a 0');
  if (!valid(settings.diasAdelante)) throw new RangeError('Días debe ser mayor a 0');
}
