/**
 * Reads and parses everything a client's database is built from: its RCV exports, VAT history, TGR statement and
 * its "cesiones en período" answers as CEDENTE and DEUDOR (all from its ClientFileSource: the answers its own SII
 * session fetched, client-sync/), and hashes their listing so that an unchanged client is neither read nor rebuilt.
 */
import { createHash } from 'node:crypto';
import { format, subMonths } from 'date-fns';
import { todayInChile } from '@domain/chile-time';
import { toCesionRows } from '@domain/client-db/cesion-rows';
import { parseIvaHistory } from '@domain/client-db/iva-history';
import { buildClientLedger } from '@domain/client-db/librocv-rows';
import { CLIENT_DB_SCHEMA_SQL } from '@domain/client-db/schema';
import { parseTgrStatement } from '@domain/client-db/tgr-statement';
import { parsePeriodAnswer } from '@domain/period-file';
import type { PeriodCessionRow } from '@domain/period-types';
import { parseRcvCsv } from '@domain/rcv/parse-rcv-csv';
import type { RcvParseResult } from '@domain/rcv/types';
import type { SiiFile } from '../../platform/sii-port';
import type { ClientDbInput } from './client-db-input';
import { CLIENT_DB_BUILD_VERSION } from './write-client-db';
import type { ClientFileEntry, ClientFileSource } from '../../store/client-files/client-files-port';

/** Months of history read for a client (client-detail.md §9: 24 IVA forms). */
export const HISTORY_MONTHS = 24;

/** First day 'yyyy-MM-01' of the history window ending on `today` ('yyyy-MM-dd', Chile). */
export function historyStart(today: string): string {
  return format(subMonths(new Date(`${today}T12:00:00`), HISTORY_MONTHS), 'yyyy-MM-01');
}

/** Sources of {@link gatherClientInput}. */
export interface GatherDeps {
  files: ClientFileSource;
}

/** The client to gather, and the content hash its input carries (from {@link clientContentHash}). */
export interface GatherRequest {
  rutFactoring: string;
  rutCliente: string;
  razonSocialCliente: string;
  /** The client's SII login state (client-radar.md §3): 'Activo', 'Inactivo', 'Error Password', 'Bloqueada'. */
  estado: string;
  now: Date;
  contentHash: string;
}

/** The input and the problems met: bad rows or entries, named by file (the good ones are all kept). */
export interface GatheredClient {
  input: ClientDbInput;
  problems: string[];
}

/**
 * Gathers one client.
 * - RCV_*.csv → parseRcvCsv; HISTORIAL_IVA_*.json → parseIvaHistory; TGR_*.json → parseTgrStatement;
 *   CESIONES_* → parsePeriodAnswer (the client as CEDENTE or DEUDOR); other names are ignored. A file unreadable as
 *   a whole is a problem, the others still count.
 * @throws the file source's error when it cannot be read.
 */
export async function gatherClientInput(deps: GatherDeps, request: GatherRequest): Promise<GatheredClient> {
  const { rutCliente, now } = request;
  const files = await deps.files.clientFiles(rutCliente);
  const periodFiles = files.filter((file) => file.name.startsWith('CESIONES_'));
  const problems: string[] = [];
  const attempt = <T>(file: SiiFile, read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      problems.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const rcv: RcvParseResult[] = [];
  const input: Omit<ClientDbInput, 'ledger' | 'cesiones' | 'razonesSociales' | 'contentHash'> = {
    rutFactoring: request.rutFactoring,
    rutCliente,
    razonSocialCliente: request.razonSocialCliente,
    estado: request.estado,
    historialIva: [],
    tgr: { deudas: [], cobranzas: [] },
    now,
  };
  for (const file of files) {
    if (file.name.startsWith('RCV_')) {
      const result = attempt(file, () => parseRcvCsv(file, { rutContribuyente: rutCliente }));
      if (!result) continue;
      rcv.push(result);
      problems.push(...result.errors.map((e) => `${file.name}: ${e.message}`));
    } else if (file.name.startsWith('HISTORIAL_IVA_')) {
      const result = attempt(file, () => parseIvaHistory(file.bytes, rutCliente));
      input.historialIva.push(...(result?.rows ?? []));
      problems.push(...(result?.errors ?? []).map((e) => `${file.name} ${e.entry}: ${e.message}`));
    } else if (file.name.startsWith('TGR_')) {
      const result = attempt(file, () => parseTgrStatement(file.bytes));
      input.tgr.deudas.push(...(result?.deudas ?? []));
      input.tgr.cobranzas.push(...(result?.cobranzas ?? []));
      problems.push(...(result?.errors ?? []).map((e) => `${file.name} ${e.entry}: ${e.message}`));
    }
  }

  const periodRows: PeriodCessionRow[] = [];
  for (const file of periodFiles) {
    const answer = attempt(file, () => parsePeriodAnswer(file));
    periodRows.push(...(answer?.rows ?? []));
    problems.push(...(answer?.errors ?? []).map((e) => `${file.name} línea ${e.line}: ${e.message}`));
  }

  return {
    input: {
      ...input,
      ledger: buildClientLedger(rcv, now),
      cesiones: toCesionRows(periodRows, rutCliente),
      razonesSociales: names(rcv, periodRows),
      contentHash: request.contentHash,
    },
    problems,
  };
}

function names(rcv: readonly RcvParseResult[], periodRows: readonly PeriodCessionRow[]): Map<string, string> {
  const found = new Map<string, string>();
  const add = (rut: string, name: string): void => {
    if (name && !found.has(rut)) found.set(rut, name);
  };
  for (const file of rcv)
    for (const row of file.rows) add(row.ventaOCompra === 'venta' ? row.rutReceptor : row.rutEmisor, row.razonSocial);
  for (const row of periodRows) {
    add(row.cedente, row.rzCedente);
    add(row.cesionario, row.rzCesionario);
  }
  return found;
}

/**
 * The hash of everything a client's database is built from, read from its files' listing: every file's name and
 * tag, the builder's version and schema, today's Chile day (the 8-day acceptance rule changes flags from one day to
 * the next) and `estado`, the client's SII login state. Hex SHA-256.
 * @throws the file source's error when it cannot be listed.
 */
export async function clientContentHash(
  files: ClientFileSource,
  client: { rutCliente: string; estado: string; now: Date },
): Promise<string> {
  const entries: ClientFileEntry[] = await files.listFiles(client.rutCliente);
  const hash = createHash('sha256').update(`${CLIENT_DB_BUILD_VERSION}`).update(CLIENT_DB_SCHEMA_SQL);
  hash.update(todayInChile(client.now)).update(client.estado);
  for (const entry of [...entries].sort((a, b) => a.name.localeCompare(b.name)))
    hash.update(entry.name).update(entry.tag);
  return hash.digest('hex');
}
