/**
 * The aggregates 'Cartera' is served from: one per debtor and one per cedente of the documents a
 * factoring holds, kept up to date by the refresh (lambdas/services/refresh/update-cartera.ts) so a request never scans
 * the cessions. An aggregate holds no clock-dependent figure: its cells count documents and CLP by due date,
 * acceptance key (acceptance.ts) and whether they carry red flags, and the view (cartera-view.ts) reads them at `now`.
 */
import type { CessionRecord } from '../cession';
import { countsTowardTotals } from '../cession-rules';
import type { RedFlagRule } from '../red-flags/red-flag';
import { acceptanceKey } from './acceptance';

/** Whose exposure an aggregate measures. */
export type PartyKind = 'deudor' | 'cedente';

/** [documentos, monto CLP] of one cell. */
export type CellTotals = [number, number];

/** One debtor's or cedente's held documents, by cell. */
export interface PartyAggregate {
  tipo: PartyKind;
  rut: string;
  razonSocial: string;
  /** Keyed by {@link cellKey}: '{fechaVencimiento or empty}|{acceptance key}|{1 with red flags, else 0}'. */
  cells: Record<string, CellTotals>;
  /** Documents raising each red-flag rule (domain/red-flags/red-flag.ts); rules with none are absent. */
  reglas: Partial<Record<RedFlagRule, number>>;
}

/** A cession as one refresh changed it: before null for a new one, after null for a removed one. */
export interface CessionChange {
  before: CessionRecord | null;
  after: CessionRecord | null;
}

/**
 * True for a document in the factoring's held portfolio: acquired (role cesionario), not re-ceded by the
 * factoring, and in an ESTADO_CESION that counts toward totals ('Cesion Vigente', 'Documento Asociado en Cobranza';
 * core-platform §4, §9).
 */
export function isHeld(record: Pick<CessionRecord, 'role' | 'recedido' | 'estadoCesionSii'>): boolean {
  return record.role === 'cesionario' && !record.recedido && countsTowardTotals(record.estadoCesionSii);
}

/** Id of an aggregate: '{tipo}#{rut}'. */
export function partyId(tipo: PartyKind, rut: string): string {
  return `${tipo}#${rut}`;
}

/** The cell of a held record (see {@link PartyAggregate.cells}). */
export function cellKey(record: CessionRecord): string {
  return `${record.fechaVencimiento ?? ''}|${acceptanceKey(record)}|${record.alertas?.length ? 1 : 0}`;
}

/** The parts of a {@link cellKey}: fechaVencimiento null when empty. */
export function parseCellKey(key: string): {
  fechaVencimiento: string | null;
  aceptacion: string;
  conAlertas: boolean;
} {
  const [fechaVencimiento = '', aceptacion = '', flagged = '0'] = key.split('|');
  return { fechaVencimiento: fechaVencimiento || null, aceptacion, conAlertas: flagged === '1' };
}

/**
 * Applies one refresh's changes to the aggregates in place: each held `before` is taken out of its debtor and its
 * cedente, each held `after` put in (razón social from the newest record). Empty cells and rules are dropped, and an
 * aggregate left with no document is deleted from the map.
 * @param parties aggregates by {@link partyId}, changed in place.
 * @returns the ids of the aggregates touched (written again, or deleted when absent from the map).
 */
export function applyChanges(parties: Map<string, PartyAggregate>, changes: readonly CessionChange[]): Set<string> {
  const touched = new Set<string>();
  const add = (record: CessionRecord, sign: 1 | -1) => {
    const cell = cellKey(record);
    for (const tipo of ['deudor', 'cedente'] as const) {
      const party = record[tipo];
      const id = partyId(tipo, party.rut);
      touched.add(id);
      const aggregate = parties.get(id) ?? {
        tipo,
        rut: party.rut,
        razonSocial: party.razonSocial,
        cells: {},
        reglas: {},
      };
      if (sign > 0 && party.razonSocial) aggregate.razonSocial = party.razonSocial;
      const [documentos, monto] = aggregate.cells[cell] ?? [0, 0];
      const next: CellTotals = [documentos + sign, monto + sign * record.montoCedido];
      if (next[0] === 0) delete aggregate.cells[cell];
      else aggregate.cells[cell] = next;
      for (const regla of new Set((record.alertas ?? []).map((flag) => flag.regla))) {
        const count = (aggregate.reglas[regla] ?? 0) + sign;
        if (count === 0) delete aggregate.reglas[regla];
        else aggregate.reglas[regla] = count;
      }
      if (Object.keys(aggregate.cells).length === 0) parties.delete(id);
      else parties.set(id, aggregate);
    }
  };
  for (const { before, after } of changes) {
    if (before && isHeld(before)) add(before, -1);
    if (after && isHeld(after)) add(after, 1);
  }
  return touched;
}
