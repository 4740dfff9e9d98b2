/**
 * Names of counterparties for the rows a view shows: by contraparte id (the key of the range totals,
 * counterparty-range.ts; contraparte.nombre is the razón social, or the RUT itself when unknown) or by RUT
 * (razonsocial).
 */
import type { LocalDbReader } from '../db-reader';

/** One counterparty's RUT 'NNNNNNNN-D' and name. */
export interface CounterpartyName {
  rut: string;
  nombre: string;
}

/**
 * `rows` (each with a contraparte id), in their order, each with its counterparty's RUT and name.
 * @throws Error when an id is not in contraparte (a damaged file: every id of the aggregates is there).
 */
export function withCounterpartyNames<T extends { id: number }>(
  reader: LocalDbReader,
  rows: readonly T[],
): (T & CounterpartyName)[] {
  if (rows.length === 0) return [];
  const names = new Map(
    reader
      .all<CounterpartyName & { id: number }>(
        `SELECT id, rut, nombre FROM contraparte WHERE id IN (${rows.map(() => '?').join(', ')})`,
        rows.map((row) => row.id),
      )
      .map(({ id, ...name }) => [id, name]),
  );
  return rows.map((row) => {
    const name = names.get(row.id);
    if (!name) throw new Error(`contraparte ${row.id} missing from the client database`);
    return { ...row, ...name };
  });
}

/**
 * Every counterparty of the file (contraparte) with its name, ordered by name then RUT as SQLite orders text
 * (the dropdown order of client-detail.md §2), each with its id.
 */
export function counterpartiesByName(reader: LocalDbReader): (CounterpartyName & { id: number })[] {
  return reader.all<CounterpartyName & { id: number }>('SELECT id, rut, nombre FROM contraparte ORDER BY nombre, rut');
}

/** The razón social of each of `ruts` that has one in razonsocial (absent otherwise: show the RUT). */
export function razonesSociales(reader: LocalDbReader, ruts: readonly string[]): Map<string, string> {
  if (ruts.length === 0) return new Map();
  const rows = reader.values(
    `SELECT rut, razonsocial FROM razonsocial WHERE rut IN (${ruts.map(() => '?').join(', ')})`,
    [...ruts],
  );
  return new Map(rows.map(([rut, razonsocial]) => [rut as string, razonsocial as string]));
}
