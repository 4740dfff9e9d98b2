import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import type { SiiRole } from '@domain/sii-role';
import type { SiiFile, SiiGateway } from '../../platform/sii-port';
import { SII_ROLE_TEXT } from '@domain/sii-role';
import type { DocumentKey } from '@domain/document-key';
import { rowIdentity } from './cesion-identity';
import type { SourcedRow } from './sourced-row';
import { isSessionFailure } from './fetch-guard';
import type { RefreshWindow } from './refresh-window';
import { messageOf, type RunReport } from './run-report';

/** The three points of view a refresh reads for every factoring (core-platform §7 cession lists). */
export const REFRESH_ROLES: readonly SiiRole[] = ['cesionario', 'cedente', 'deudor'];

/**
 * The DTE a period row speaks of. VENDEDOR is the seller, which is the emisor of every cedible type but the
 * factura de compra (46), whose emisor is the buyer, i.e. the DEUDOR (core-platform §3: "Type 46 uses the
 * debtor rut in place of the emisor rut for downloads").
 */
export function dteOfRow(row: PeriodCessionRow): DocumentKey {
  return { rutEmisor: row.tipoDoc === 46 ? row.deudor : row.vendedor, tipoDTE: row.tipoDoc, folio: row.folioDoc };
}

/** Text identity of a DTE, 'rutEmisor/tipoDTE/folio'. */
export function dteId(dte: DocumentKey): string {
  return `${dte.rutEmisor}/${dte.tipoDTE}/${dte.folio}`;
}

/**
 * Reads the period answers of the factoring for every role over the window, parses them, keeps the rows
 * whose FCH_CESION day is inside the window and drops repeated cesiones (the same cesión in the TXT and XML
 * answers or in overlapping periods: the copy from the first file by name wins, so the result is stable).
 * A file that cannot be read, or that answers another RUT or role, is reported and skipped; rows the parser
 * rejects are reported as rejected rows (file, line, column, reason) and the good rows of the same file are kept
 * (one bad row never costs the file). A role whose answers the SII could not give this time is reported and skipped:
 * its stored cessions stand.
 * @throws a session-wide SiiError at once (fetch-guard.ts); the first role's error when no role could be asked
 *   (the SII could not be asked at all: the run fails).
 */
export async function collectPeriodRows(
  gateway: SiiGateway,
  rutFactoring: string,
  window: RefreshWindow,
  report: RunReport,
): Promise<SourcedRow[]> {
  const kept = new Map<string, SourcedRow>();
  let firstFailure: unknown = null;
  let answered = 0;
  for (const role of REFRESH_ROLES) {
    let files: SiiFile[];
    try {
      files = await gateway.fetchPeriodAnswers({ rut: rutFactoring, role, ...window });
      answered += 1;
    } catch (error) {
      if (isSessionFailure(error)) throw error;
      report.problem({ source: `cesiones en período ${SII_ROLE_TEXT[role]}`, message: messageOf(error) });
      firstFailure ??= error;
      continue;
    }
    for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
      report.counts.periodFiles += 1;
      let answer;
      try {
        answer = parsePeriodAnswer(file);
      } catch (error) {
        report.problem({ source: file.name, message: messageOf(error) });
        continue;
      }
      if (answer.header.rut !== rutFactoring || answer.header.role !== role) {
        report.problem({
          source: file.name,
          message: `el archivo responde la consulta ${answer.header.role} de ${answer.header.rut}, no ${role} de ${rutFactoring}`,
        });
        continue;
      }
      for (const { line, field, message, ...shown } of answer.errors) {
        report.rejectedRow({ archivo: file.name, linea: line, campo: field, motivo: message, ...shown, role });
      }
      for (const row of answer.rows) {
        const day = row.fchCesion.slice(0, 10);
        const source = { role, row, fileName: file.name, dte: dteOfRow(row) };
        const id = rowIdentity(source);
        if (day < window.desde || day > window.hasta || kept.has(id)) continue;
        kept.set(id, source);
      }
    }
  }
  if (answered === 0 && firstFailure) throw firstFailure;
  report.counts.rows = kept.size;
  return [...kept.values()];
}
