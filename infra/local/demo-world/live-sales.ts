/**
 * The demo world moves while local mode runs: its client companies keep issuing invoices, which the local SII's RCV
 * export then lists (infra/local/sii/rcv-export.ts reads the file at each request), so the client sync finds new
 * sales and the sales-ledger radar (client-radar.md §2) shows them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tz } from '@date-fns/tz';
import { format, subMonths } from 'date-fns';
import { CHILE_TIME_ZONE } from '@domain/chile-time';
import { rcvFileName } from '@lambdas/sii/web/answer-names';
import { clientFolder } from './rcv-client-files';

/** A sale the world issued: the document and its debtor. */
export interface LiveSale {
  rutCliente: string;
  tipoDTE: number;
  folio: number;
  rutReceptor: string;
}

/**
 * Issues one invoice of a client now: a copy of the latest invoice (type 33) of its sales export of the current
 * month (RCV_VENTA_{rut}_{yyyyMM}.csv under clientes/{rut}/ of the world), with the next invoice folio, dated today,
 * received by the SII at `now` (Chile time) and neither acknowledged nor claimed, appended to that export. A month
 * whose export has no invoice yet (its first days) copies the previous month's latest one and continues its folios,
 * starting the month's export when the world has none, so the world keeps issuing across a month's turn.
 * @param worldDir the demo world's root; now the clock.
 * @returns the sale, or null when neither this month's export nor the previous month's holds an invoice to copy.
 * @throws the filesystem's error for anything but a missing export.
 */
export async function issueLiveSale(worldDir: string, rutCliente: string, now: Date): Promise<LiveSale | null> {
  const inChile = { in: tz(CHILE_TIME_ZONE) };
  const exportOf = (month: Date) =>
    path.join(
      worldDir,
      clientFolder(rutCliente),
      rcvFileName(rutCliente, { operacion: 'VENTA', periodo: format(month, 'yyyyMM', inChile) }),
    );
  const file = exportOf(now);
  const current = await readExport(file);
  const source =
    current && current.invoices.length > 0 ? current : await readExport(exportOf(subMonths(now, 1, inChile)));
  const template = source?.invoices.at(-1);
  if (!source || !template) return null;
  const { header, at } = source;
  const documents = current?.documents ?? [];
  const folio = Math.max(...source.invoices.map((cells) => Number(cells[at('Folio')]) || 0)) + 1;
  const cells = [...template];
  cells[at('Nro')] = String(documents.length + 1);
  cells[at('Folio')] = String(folio);
  cells[at('Fecha Docto')] = format(now, 'dd/MM/yyyy', inChile);
  cells[at('Fecha Recepcion')] = format(now, 'dd/MM/yyyy HH:mm:ss', inChile);
  cells[at('Fecha Acuse Recibo')] = '';
  cells[at('Fecha Reclamo')] = '';
  const lines = [current?.header ?? header, ...(current?.lines ?? []), cells.join(';')];
  await writeFile(file, Buffer.from(`${lines.join('\n')}\n`, 'latin1'));
  return { rutCliente, tipoDTE: 33, folio, rutReceptor: cells[at('Rut cliente')] ?? '' };
}

/** A sales export of the world as read: its header, its lines, their cells (documents) and the invoices (type 33). */
interface SalesExport {
  header: string;
  lines: string[];
  documents: string[][];
  invoices: string[][];
  /** The index of a header column. */
  at: (column: string) => number;
}

/** Reads a sales export of the world (latin1, ';'-separated); null when the file does not exist. */
async function readExport(file: string): Promise<SalesExport | null> {
  const text = await readFile(file, 'latin1').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const [header = '', ...lines] = text.split('\n').filter((line) => line !== '');
  const columns = header.split(';');
  const at = (column: string) => columns.indexOf(column);
  const documents = lines.map((line) => line.split(';')).filter((cells) => cells[at('Nro')] !== '');
  const invoices = documents.filter((cells) => cells[at('Tipo Doc')] === '33');
  return { header, lines, documents, invoices, at };
}

/**
 * Every `intervalMs`, `perCycle` clients of the world, taken in turn, each issue one invoice ({@link issueLiveSale}).
 * @returns stop(), which clears the timer.
 */
export function startLiveSales(options: {
  worldDir: string;
  clients: readonly string[];
  intervalMs: number;
  perCycle: number;
  log: (line: string) => void;
}): { stop(): void } {
  let next = 0;
  const cycle = async () => {
    for (let i = 0; i < Math.min(options.perCycle, options.clients.length); i++) {
      const rutCliente = options.clients[next++ % options.clients.length]!;
      await issueLiveSale(options.worldDir, rutCliente, new Date()).catch((error: unknown) =>
        options.log(`Venta demo de ${rutCliente} no emitida: ${(error as Error).message}`),
      );
    }
  };
  const timer = setInterval(() => void cycle(), options.intervalMs);
  return { stop: () => clearInterval(timer) };
}
