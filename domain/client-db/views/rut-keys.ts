/**
 * Integer keys for RUT columns that a view reads row by row. sql.js hands each text value over as a new JavaScript
 * string, about half a microsecond apiece (10,000 cessions of two RUTs each: 21 ms read as text, 9 ms as integers).
 * A normalised RUT 'NNNNNNNN-D' read with CAST(... AS INTEGER) gives its body, and the body names the RUT as long as
 * no two RUTs of the set share one (a malformed check digit, e.g. of a cession's debtor, can repeat a body); then the
 * RUT itself is the key.
 */
import type { LocalDbReader } from '../db-reader';

/** How to read a RUT column as a key, and the value of each key. */
export interface RutKeys {
  /** SQL: the key of the RUT column `column`. */
  sql: (column: string) => string;
  /**
   * The value of `key` (a value read through {@link RutKeys.sql}).
   * @throws Error when the RUT is not in the set (a damaged file: the builder lists them all).
   */
  valueOf: (key: unknown) => number;
}

/**
 * The keys of the RUTs in `rutColumn` of `table`, each with the integer `valueExpr` of its row (e.g. the contraparte
 * id). Reads the table once (twice when bodies repeat).
 */
export function rutKeys(reader: LocalDbReader, table: string, rutColumn: string, valueExpr: string): RutKeys {
  const byBody = reader.values(`SELECT CAST(${rutColumn} AS INTEGER), ${valueExpr} FROM ${table}`);
  const values = new Map(byBody as [number | string, number][]);
  const unique = values.size === byBody.length;
  if (!unique) {
    values.clear();
    for (const [rut, value] of reader.values(`SELECT ${rutColumn}, ${valueExpr} FROM ${table}`))
      values.set(rut as string, value as number);
  }
  return {
    sql: unique ? (column) => `CAST(${column} AS INTEGER)` : (column) => column,
    valueOf: (key) => {
      const value = values.get(key as number | string);
      if (value === undefined) throw new Error(`RUT ${String(key)} missing from ${table}`);
      return value;
    },
  };
}

/** {@link rutKeys} of the counterparties (contraparte), each key's value its id. */
export function counterpartyKeys(reader: LocalDbReader): RutKeys {
  return rutKeys(reader, 'contraparte', 'rut', 'id');
}

/** The length of an array indexed by contraparte id (ids run from 1): the largest id plus one. */
export function counterpartySlots(reader: LocalDbReader): number {
  const [row] = reader.values('SELECT COALESCE(MAX(id), 0) FROM contraparte');
  return ((row?.[0] as number | undefined) ?? 0) + 1;
}
