import type { NominaEmpresa } from './nomina-empresas';
import { SIN_INFORMACION } from './tramo-ventas';

/**
 * Each company's row of its latest 'Año comercial' across every nómina row given (on a tie, the row read last wins:
 * a newer file corrects an older one).
 * @param rows nómina rows of any years and files, in reading order.
 * @returns RUT 'NNNNNNNN-D' → its latest row.
 */
export function latestRowByRut(rows: Iterable<NominaEmpresa>): Map<string, NominaEmpresa> {
  const latest = new Map<string, NominaEmpresa>();
  for (const row of rows) {
    const known = latest.get(row.rut);
    if (!known || row.anioComercial >= known.anioComercial) latest.set(row.rut, row);
  }
  return latest;
}

/**
 * The size code of each company: the 'Tramo según ventas' of its latest row ({@link latestRowByRut}).
 * @returns RUT 'NNNNNNNN-D' → code 1..13.
 */
export function latestTramoByRut(rows: Iterable<NominaEmpresa>): Map<string, number> {
  return new Map([...latestRowByRut(rows)].map(([rut, row]) => [rut, row.tramoVentas]));
}

/** The size code of `rut` in {@link latestTramoByRut}'s map; 1 (Sin Información) when the nómina does not list it. */
export function tamanoOf(tramos: ReadonlyMap<string, number>, rut: string): number {
  return tramos.get(rut) ?? SIN_INFORMACION;
}
