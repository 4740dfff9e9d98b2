import type { NominaEmpresa } from './nomina-empresas';
import { SIN_INFORMACION } from './tramo-ventas';

/**
 * The size code of each company: the 'Tramo según ventas' of its latest 'Año comercial' across every nómina row
 * given (on a tie, the row read last wins: a newer file corrects an older one).
 * @param rows nómina rows of any years and files, in reading order.
 * @returns RUT 'NNNNNNNN-D' → code 1..13.
 */
export function latestTramoByRut(rows: Iterable<NominaEmpresa>): Map<string, number> {
  const latest = new Map<string, { anio: number; tramo: number }>();
  for (const row of rows) {
    const known = latest.get(row.rut);
    if (!known || row.anioComercial >= known.anio) latest.set(row.rut, { anio: row.anioComercial, tramo: row.tramoVentas });
  }
  return new Map([...latest].map(([rut, { tramo }]) => [rut, tramo]));
}

/** The size code of `rut` in {@link latestTramoByRut}'s map; 1 (Sin Información) when the nómina does not list it. */
export function tamanoOf(tramos: ReadonlyMap<string, number>, rut: string): number {
  return tramos.get(rut) ?? SIN_INFORMACION;
}
