import type { Aec, AecCesion } from '@domain/aec/types';
import type { CessionRecord, Party } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { dteId } from './period-rows';
import type { SourcedRow } from './sourced-row';

/** What a record takes from the SII beyond its period row. */
export interface RecordSources {
  /** The parsed AEC of the DTE and its S3 key; null when there is none. */
  aec: Aec | null;
  aecKey: string | null;
  /** null when the SII gave no event list. */
  eventos: DteEvent[] | null;
  /** 'yyyy-MM-dd HH:mm:ss' Chile time, null when unknown. */
  fechaRecepcion: string | null;
}

/**
 * The cesión of the AEC chain a period row describes: same cedente and cesionario, preferring the one whose
 * TmstCesion falls in the row's FCH_CESION minute (a document can pass twice between the same parties);
 * null when the chain has none.
 */
export function matchCesion(aec: Aec, row: SourcedRow['row']): AecCesion | null {
  const candidates = aec.cesiones.filter((c) => c.cedente.rut === row.cedente && c.cesionario.rut === row.cesionario);
  return (
    candidates.find((c) => c.tmstCesion.slice(0, 16).replace('T', ' ') === row.fchCesion) ?? candidates.at(-1) ?? null
  );
}

/**
 * For the cesionario rows of a run: true when the same factoring also appears as cedente of that document
 * in a cedente-role row at or after the acquisition, i.e. it already re-ceded it (core-platform §3
 * "estadoCesion empty means already re-assigned").
 */
export function recededInPeriod(rows: SourcedRow[]): (source: SourcedRow) => boolean {
  const lastCession = new Map<string, string>();
  for (const { role, dte, row } of rows) {
    if (role !== 'cedente') continue;
    const id = dteId(dte);
    if ((lastCession.get(id) ?? '') < row.fchCesion) lastCession.set(id, row.fchCesion);
  }
  return ({ role, dte, row }) => role === 'cesionario' && (lastCession.get(dteId(dte)) ?? '') >= row.fchCesion;
}

/**
 * Builds the stored cession of one period row (core-platform §3 "Cession"): amounts and dates from the row,
 * idSecuencia from the matching cesión of the AEC (1 without AEC), razones sociales trimmed and upper-cased
 * (emisor from the DTE, cedente and cesionario from the matched cesión or the row, deudor from the DTE or
 * any source naming its RUT; '' when none does), events and reception date from the SII answers.
 * `recedido` is true when `recededByPeriod` says so or the AEC chain has a later cesión whose cedente is
 * the factoring.
 */
export function buildCessionRecord(
  source: SourcedRow,
  details: RecordSources | undefined,
  context: { rutFactoring: string; recededByPeriod: boolean; updatedAt: string },
): CessionRecord {
  const { row, dte } = source;
  const aec = details?.aec ?? null;
  const cesion = aec && matchCesion(aec, row);
  const idSecuencia = cesion?.seq ?? 1;
  const party = partyBook(source, aec, cesion);
  const recededInChain = !!aec?.cesiones.some((c) => c.seq > idSecuencia && c.cedente.rut === context.rutFactoring);
  return {
    rutFactoring: context.rutFactoring,
    role: source.role,
    tipoDTE: dte.tipoDTE,
    folio: dte.folio,
    idSecuencia,
    emisor: party(dte.rutEmisor, aec?.dte.razonSocialEmisor),
    deudor: party(row.deudor),
    cedente: party(row.cedente, cesion?.cedente.razonSocial ?? row.rzCedente),
    cesionario: party(row.cesionario, cesion?.cesionario.razonSocial ?? row.rzCesionario),
    montoDocumento: row.mntTotal,
    montoCedido: row.mntCesion,
    fechaEmision: row.fchEmisDte,
    fechaCesion: row.fchCesion,
    fechaVencimiento: row.fchVencimiento,
    fechaRecepcion: details?.fechaRecepcion ?? null,
    estadoCesionSii: row.estadoCesion,
    recedido: context.recededByPeriod || recededInChain,
    emailsDeudores: [...new Set([row.mailDeudor, cesion?.eMailDeudor].filter((mail): mail is string => !!mail))],
    mailCedente: row.mailCedente,
    mailCesionario: row.mailCesionario,
    aecKey: details?.aecKey ?? null,
    eventos: details?.eventos ?? null,
    sourceFile: source.fileName,
    updatedAt: context.updatedAt,
  };
}

/**
 * Resolves a party's razón social: the name given for that role when there is one, otherwise any name the
 * AEC's DTE, the matched cesión, the period row or the rest of the chain gives that RUT (first wins).
 */
function partyBook(
  source: SourcedRow,
  aec: Aec | null,
  cesion: AecCesion | null,
): (rut: string, preferred?: string) => Party {
  const clean = (name: string | undefined) => name?.trim().toUpperCase() ?? '';
  const names = new Map<string, string>();
  const add = (rut: string, name: string) => {
    if (clean(name) && !names.has(rut)) names.set(rut, clean(name));
  };
  if (aec) {
    add(aec.dte.rutEmisor, aec.dte.razonSocialEmisor);
    add(aec.dte.rutReceptor, aec.dte.razonSocialReceptor);
  }
  if (cesion) [cesion.cedente, cesion.cesionario].forEach((p) => add(p.rut, p.razonSocial));
  add(source.row.cedente, source.row.rzCedente);
  add(source.row.cesionario, source.row.rzCesionario);
  aec?.cesiones.forEach((c) => [c.cedente, c.cesionario].forEach((p) => add(p.rut, p.razonSocial)));
  return (rut, preferred) => ({ rut, razonSocial: clean(preferred) || names.get(rut) || '' });
}
