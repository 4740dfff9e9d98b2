/**
 * A payroll (nómina) row: what the factoring's back-office system (DBThor) says about one document it
 * financed. Source: core-platform.md §3 "Nomina row" {rutClient, rutDebtor, folio, estado}; §6 (the
 * Estado DBThor column) and §3 "Excel export columns" (the richer export) read it.
 */
import { isValidRut, normalizeRut } from '../rut';

/**
 * One nómina row. rutClient is the factoring's client (the cedente of the document), rutDebtor its deudor,
 * both 'NNNNNNNN-D'; folio a positive integer; estado the back-office status text (shown as Estado DBThor).
 */
export interface NominaRow {
  rutClient: string;
  rutDebtor: string;
  folio: number;
  estado: string;
}

/** A row refused by {@link checkNominaRow}: its reason in Spanish. */
export class NominaRowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NominaRowError';
  }
}

/**
 * The key of a document in a nómina: '{rutClient}#{rutDebtor}#{folio}', ruts already normalised
 * ('NNNNNNNN-D', as {@link checkNominaRow} and the stored cessions give them). The sort key of the `nominas`
 * table (lambdas/store/tables.ts) and the join key of lambdas/services/cessions/nomina-status.ts. Never throws.
 */
export function nominaKey(rutClient: string, rutDebtor: string, folio: number): string {
  return `${rutClient}#${rutDebtor}#${folio}`;
}

/**
 * Checks and normalises a row built from a sheet or received by the API: ruts lose their dots
 * (core-platform §5) and must carry a valid check digit, the folio must be a positive integer and the
 * estado non-empty (trimmed).
 * @returns the normalised row.
 * @throws NominaRowError naming the first problem.
 */
export function checkNominaRow(row: {
  rutClient: string;
  rutDebtor: string;
  folio: number;
  estado: string;
}): NominaRow {
  const estado = row.estado.trim();
  if (estado === '') throw new NominaRowError('El estado no puede estar vacío');
  if (!Number.isInteger(row.folio) || row.folio <= 0)
    throw new NominaRowError(`El folio debe ser un entero positivo: '${row.folio}'`);
  return {
    rutClient: rut(row.rutClient, 'cliente'),
    rutDebtor: rut(row.rutDebtor, 'deudor'),
    folio: row.folio,
    estado,
  };
}

function rut(value: string, role: string): string {
  const withoutDots = value.replace(/\./g, '').trim();
  if (!isValidRut(withoutDots)) throw new NominaRowError(`RUT ${role} inválido: '${value}'`);
  return normalizeRut(withoutDots);
}
