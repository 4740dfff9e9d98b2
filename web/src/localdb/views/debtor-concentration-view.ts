/**
 * 'Concentración por Deudor' (client-detail.md §2 Cesiones tab, §3 "Debtor concentration row", §9 top lists of 20):
 * the client's cessions as cedente grouped by debtor. Without range (or with one enclosing every cession day), debtor
 * or factoring filters the rows come from the whole-file aggregate concentracion_deudor, otherwise from the cessions.
 */
import type { LocalDbReader } from '../local-database';
import { coversWholeCessions } from './whole-file-range';
import { cesionWhere, type CesionAggregateFilters } from './cesion-filters';
import { razonesSociales } from './counterparty-names';
import { nameOf } from './document-sql';
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
export function debtorConcentrationView(reader: LocalDbReader, filters: CesionAggregateFilters): DebtorConcentrationRow[] {
  const { all, rows } =
    coversWholeCessions(reader, filters) && noneSelected(filters.deudores, filters.factorings)
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
 * Summed here from the cessions of the range (one read, grouped by debtor in a Map: cheaper in sql.js than SQL's
 * grouping with COUNT(DISTINCT)); RUTs are ASCII, so ordering them in JavaScript is SQLite's text order.
 */
function fromCessions(reader: LocalDbReader, filters: CesionAggregateFilters): Totals {
  const where = cesionWhere(reader, 'cedente', filters);
  const debtors = new Map<string, { montoCedido: number; factorings: Set<string>; cantidadCesiones: number }>();
  let all = 0;
  for (const [rutDeudor, rutCesionario, montoCesion] of reader.values(
    `SELECT c.rutDeudor, c.rutCesionario, c.montoCesion FROM cesion c ${where.sql}`,
    where.params,
  )) {
    let debtor = debtors.get(rutDeudor as string);
    if (!debtor) debtors.set(rutDeudor as string, (debtor = { montoCedido: 0, factorings: new Set(), cantidadCesiones: 0 }));
    debtor.montoCedido += montoCesion as number;
    debtor.factorings.add(rutCesionario as string);
    debtor.cantidadCesiones += 1;
    all += montoCesion as number;
  }
  const top = [...debtors]
    .sort(([ra, a], [rb, b]) => b.montoCedido - a.montoCedido || (ra < rb ? -1 : ra > rb ? 1 : 0))
    .slice(0, TOP_LIST_SIZE);
  const names = razonesSociales(reader, top.map(([rut]) => rut));
  return {
    all,
    rows: top.map(([rutDeudor, debtor]) => ({
      rutDeudor,
      deudor: names.get(rutDeudor) ?? rutDeudor,
      montoCedido: debtor.montoCedido,
      cantidadFactorings: debtor.factorings.size,
      cantidadCesiones: debtor.cantidadCesiones,
    })),
  };
}
