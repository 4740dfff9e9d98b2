/**
 * A demo client's raw SII files as the demo world writes them under clientes/{rut}/ (infra/local/demo-world/
 * rcv-client-files.ts), read with the SII-format parsers, so e2e tests compute expected figures from the source files
 * rather than from the platform's own views.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { RcvRow } from '@domain/rcv/types';

/** The client's folder of a demo world written at `worldDir` (e.g. `{dataDir}/demo-world`). */
function clientDir(worldDir: string, rut: string): string {
  return path.join(worldDir, 'clientes', rut);
}

/** Whether the world has a folder for `rut`. */
export function hasClientFiles(worldDir: string, rut: string): boolean {
  try {
    return readdirSync(clientDir(worldDir, rut)).length > 0;
  } catch {
    return false;
  }
}

/**
 * The cessions the client made (CEDENTE = client), from its CESIONES_{rut}_1_* answers (TXT or XML); the same
 * cession read from overlapping weekly answers counts once (document, cesionario, fchCesion 'yyyy-MM-dd HH:mm').
 */
export function clientCessions(worldDir: string, rut: string): PeriodCessionRow[] {
  const dir = clientDir(worldDir, rut);
  const byKey = new Map<string, PeriodCessionRow>();
  for (const name of readdirSync(dir).filter((file) => file.startsWith(`CESIONES_${rut}_1_`))) {
    for (const row of parsePeriodAnswer({ name, bytes: readFileSync(path.join(dir, name)) }).rows) {
      if (row.cedente !== rut) continue;
      byKey.set(`${row.vendedor}#${row.tipoDoc}#${row.folioDoc}#${row.cesionario}#${row.fchCesion}`, row);
    }
  }
  return [...byKey.values()];
}

/** Every document of the client's sales book (RCV_VENTA_{rut}_{yyyyMM}.csv files). */
export function clientSales(worldDir: string, rut: string): RcvRow[] {
  const dir = clientDir(worldDir, rut);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`RCV_VENTA_${rut}_`))
    .flatMap(
      (name) =>
        parseRcvCsv({ name, bytes: readFileSync(path.join(dir, name)) }, { rutContribuyente: rut, kind: 'venta' }).rows,
    );
}
