import { cededElsewhereEvents } from '@domain/invoice-changes/ceded-elsewhere-events';
import { detectClientChanges } from '@domain/invoice-changes/detect-changes';
import type { InvoiceChange } from '@domain/invoice-changes/invoice-change';
import { radarMonths, radarWindowStart } from '@domain/invoice-changes/radar-window';
import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import type { PlatformEvent } from '@domain/platform-events/platform-event';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { RcvRow } from '@domain/rcv/types';
import { normalizeRut } from '@domain/rut';
import { SII_ROLE_CODE } from '@domain/sii-role';
import { toSiiDay } from '@domain/sii-web/period-windows';
import type { FactoringScope } from '../../platform/factoring-scope';
import { rcvFileName } from '../../sii/web/answer-names';
import type { InvoiceChangeRepository } from '../../store/invoice-change-repository';
import type { ClientFileStore } from '../client-sync/client-file-store';

/**
 * What one client's reading recorded, the 'cesion.cedida-otro' events of those records to publish (none for cessions
 * before the factoring followed the client: ceded-elsewhere-events.ts), and the answers it could not read
 * (name: reason).
 */
export interface ClientChangesResult {
  recorded: InvoiceChange[];
  cededElsewhere: PlatformEvent[];
  problems: string[];
}

/**
 * Turns a client's stored SII answers into the scope factoring's change records (client-radar.md §3, §4): reads only
 * the sales exports (RCV_VENTA_{rut}_{yyyyMM}.csv) and the cesiones en período as CEDENTE of the months the radar's
 * 8 days touch (domain/invoice-changes/radar-window.ts), finds their changes (domain/invoice-changes/detect-changes.ts)
 * and records those not recorded before, so running it again after the same sync records nothing. The first reading
 * of a client marks when the factoring started following it (InvoiceChangeRepository.followedSince).
 * @param request rutCliente 'NNNNNNNN-D', an enrolled client of the scope's factoring; now the clock.
 * @throws S3's or DynamoDB's error; an answer that does not parse is a problem, not an error.
 */
export async function recordClientChanges(
  deps: {
    files: Pick<ClientFileStore, 'clientFilesWhere'>;
    changes: Pick<InvoiceChangeRepository, 'recordNew' | 'followedSince'>;
  },
  request: { scope: FactoringScope; rutCliente: string; now: Date },
): Promise<ClientChangesResult> {
  const { scope, rutCliente, now } = request;
  const followedSince = await deps.changes.followedSince(scope, rutCliente, now);
  const desde = radarWindowStart(now);
  const months = radarMonths(now);
  const sales = new Set(
    months.map((month) => rcvFileName(rutCliente, { operacion: 'VENTA', periodo: month.slice(0, 7).replace('-', '') })),
  );
  const cessionPrefixes = months.map(
    (month) => `CESIONES_${normalizeRut(rutCliente)}_${SII_ROLE_CODE.cedente}_${toSiiDay(month)}_`,
  );
  const files = await deps.files.clientFilesWhere(
    rutCliente,
    (name) => sales.has(name) || cessionPrefixes.some((prefix) => name.startsWith(prefix)),
  );
  const ventas: RcvRow[] = [];
  const cesiones: PeriodCessionRow[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      if (sales.has(file.name)) ventas.push(...parseRcvCsv(file, { rutContribuyente: rutCliente, kind: 'venta' }).rows);
      else cesiones.push(...parsePeriodAnswer(file).rows);
    } catch (error) {
      problems.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const candidates = detectClientChanges({ rutFactoring: scope.rutFactoring, rutCliente, ventas, cesiones, desde });
  const recorded = await deps.changes.recordNew(scope, candidates, now);
  return { recorded, cededElsewhere: cededElsewhereEvents(scope.rutFactoring, recorded, followedSince), problems };
}
