/**
 * The client list's tamano of each company (client-radar.md §3 "Size codes"): the 'Tramo según ventas' of its
 * latest commercial year in the SII's Nómina de empresas personas jurídicas; and its razón social there, the name of
 * an enrolled company that no document has named yet.
 */
import { latestRowByRut } from '@domain/empresas/latest-tramo';
import { parseNominaEmpresas, type NominaEmpresa } from '@domain/empresas/nomina-empresas';
import type { SiiNominaSource } from '../../platform/sii-port';

/**
 * Reads every nómina file of the source, keeping only the companies asked for (the SII's file lists every company).
 * @param ruts the companies wanted, 'NNNNNNNN-D'.
 * @param onProblem told about each bad row ('{file} línea n: ...') and each file unreadable as a whole; the good
 *   rows and the other files still count.
 * @returns per RUT 'NNNNNNNN-D' of its latest year: tamanos, the size code 1..13 (companies absent from it are 1,
 *   latest-tramo.ts tamanoOf), and nombres, its razón social when the row gives one.
 * @throws the source's error when the files cannot be listed or read.
 */
export async function readNomina(
  source: SiiNominaSource,
  ruts: ReadonlySet<string>,
  onProblem: (problem: string) => void,
): Promise<{ tamanos: Map<string, number>; nombres: Map<string, string> }> {
  const rows: NominaEmpresa[] = [];
  for (const file of await source.fetchNominaEmpresas()) {
    try {
      const result = parseNominaEmpresas(file.bytes, { ruts });
      rows.push(...result.rows);
      for (const error of result.errors) onProblem(`${file.name} ${error.message}`);
    } catch (error) {
      onProblem(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const latest = [...latestRowByRut(rows)];
  return {
    tamanos: new Map(latest.map(([rut, row]) => [rut, row.tramoVentas])),
    nombres: new Map(latest.flatMap(([rut, row]) => (row.razonSocial ? [[rut, row.razonSocial] as const] : []))),
  };
}
