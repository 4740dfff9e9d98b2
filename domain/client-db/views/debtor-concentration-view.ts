/**
 * 'Concentración por Deudor' (client-detail.md §2 Cesiones tab, §3 "Debtor concentration row", §9 top lists of 20):
 * the client's cessions as cedente grouped by debtor. Without range (or with one enclosing every cession day), debtor
 * or factoring filters the rows come from the whole-file aggregate concentracion_deudor, otherwise from the cessions.
 */
import type { LocalDbReader } from '../db-reader';
import { coversWholeCessions } from './whole-file-range';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { withCounterpartyNames } from './counterparty-names';
import { nameOf } from './document-sql';
import { counterpartyKeys, counterpartySlots, rutKeys } from './rut-keys';
import { noneSelected, percentOf } from './view-filters';

/** Rows shown in the top lists (client-detail.md §9). */
export const TOP_LIST_SIZE = 20;

/** One debtor: montoCedido CLP; participacion percent of the ceded amount of all debtors. */
export interface DebtorConcentrationRow {
  rutDeudor: string;
  deudor: string;
  montoCedido: number;
  cantidadFactorings: number;
  cantidadCesiones: number;
  participacion: number;
}

/** The 20 debtors with the largest ceded amount. @throws RangeError on a bad date bound. */
export function debtorConcentrationView(
  reader: LocalDbReader,
  filters: CesionAggregateFilters,
): DebtorConcentrationRow[] {
  const { all, rows } =
    filters.emision === undefined &&
    coversWholeCessions(reader, filters) &&
    noneSelected(filters.deudores, filters.factorings)
      ? fromAggregate(reader)
      : fromCessions(reader, filters);
  return rows.map((row) => ({ ...row, participacion: percentOf(row.montoCedido, all) }));
}

type Totals = { all: number; rows: Omit<DebtorConcentrationRow, 'participacion'>[] };

function fromAggregate(reader: LocalDbReader): Totals {
  const [all] = reader.all<{ total: number | null }>('SELECT SUM(montoCedido) AS total FROM concentracion_deudor');
  const rows = reader.all<Omit<DebtorConcentrationRow, 'participacion'>>(
    `SELECT rutDeudor, ${nameOf('rutDeudor')} AS deudor, montoCedido, cantidadFactorings, cantidadCesiones
    FROM concentracion_deudor ORDER BY montoCedido DESC, rutDeudor LIMIT ${TOP_LIST_SIZE}`,
  );
  return { all: all?.total ?? 0, rows };
}

/**
 * Summed here from the cessions of the range: one read, RUTs as integer keys (rut-keys.ts), summed in arrays by
 * contraparte id (every debtor of the client's cessions is in contraparte; ids in RUT order, so the tie order is the
 * RUT's), distinct factorings as (debtor, factoring) pairs: cheaper in sql.js than SQL's grouping with COUNT(DISTINCT).
 */
function fromCessions(reader: LocalDbReader, filters: CesionAggregateFilters): Totals {
  const where = cesionWhere(reader, 'cedente', filters);
  const debtors = counterpartyKeys(reader);
  const slots = counterpartySlots(reader);
  const factorings = rutKeys(
    reader,
    'concentracion_factoring',
    'rutCesionario',
    'ROW_NUMBER() OVER (ORDER BY rutCesionario)',
  );
  const montoCedido = new Float64Array(slots);
  const cantidadCesiones = new Float64Array(slots);
  const pairs = new Set<number>();
  let all = 0;
  for (const [rutDeudor, rutCesionario, montoCesion] of reader.values(
    `SELECT ${debtors.sql('c.rutDeudor')}, ${factorings.sql('c.rutCesionario')}, c.montoCesion FROM cesion c ${where.sql}`,
    where.params,
  )) {
    const id = debtors.valueOf(rutDeudor);
    montoCedido[id] = montoCedido[id]! + (montoCesion as number);
    cantidadCesiones[id] = cantidadCesiones[id]! + 1;
    pairs.add(factorings.valueOf(rutCesionario) * slots + id);
    all += montoCesion as number;
  }
  const cantidadFactorings = new Float64Array(slots);
  for (const pair of pairs) cantidadFactorings[pair % slots] = cantidadFactorings[pair % slots]! + 1;
  const top = [...cantidadCesiones.keys()]
    .filter((id) => cantidadCesiones[id]! > 0)
    .sort((a, b) => montoCedido[b]! - montoCedido[a]! || a - b)
    .slice(0, TOP_LIST_SIZE);
  return {
    all,
    rows: withCounterpartyNames(
      reader,
      top.map((id) => ({ id })),
    ).map(({ id, rut, nombre }) => ({
      rutDeudor: rut,
      deudor: nombre,
      montoCedido: montoCedido[id]!,
      cantidadFactorings: cantidadFactorings[id]!,
      cantidadCesiones: cantidadCesiones[id]!,
    })),
  };
}
