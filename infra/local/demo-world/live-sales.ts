/**
 * The demo world moves while local mode runs: its client companies keep issuing invoices, which the local SII's RCV
 * export then lists (infra/local/sii/rcv-export.ts reads the file at each request), so the client sync finds new
 * sales and the sales-ledger radar (client-radar.md §2) shows them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
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
 * month (RCV_VENTA_{rut}_{yyyyMM}.csv under clientes/{rut}/ of the world), with the next invoice folio of the month,
 * dated today, received by the SII at `now` (Chile time) and neither acknowledged nor claimed, appended to that
 * export.
 * @param worldDir the demo world's root; now the clock.
 * @returns the sale, or null when the client has no invoice this month to copy (a new month starts with none).
 * @throws the filesystem's error for anything but a missing export.
 */
export async function issueLiveSale(worldDir: string, rutCliente: string, now: Date): Promise<LiveSale | null> {
  const inChile = { in: tz(CHILE_TIME_ZONE) };
  const periodo = format(now, 'yyyyMM', inChile);
  const file = path.join(worldDir, clientFolder(rutCliente), rcvFileName(rutCliente, { operacion: 'VENTA', periodo }));
  const text = await readFile(file, 'latin1').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  const [header = '', ...lines] = text.split('\n').filter((line) => line !== '');
  const columns = header.split(';');
  const at = (name: string) => columns.indexOf(name);
  const documents = lines.map((line) => line.split(';')).filter((cells) => cells[at('Nro')] !== '');
  const invoices = documents.filter((cells) => cells[at('Tipo Doc')] === '33');
  const template = invoices.at(-1);
  if (!template) return null;
  const folio = Math.max(...invoices.map((cells) => Number(cells[at('Folio')]) || 0)) + 1;
  const cells = [...template];
  cells[at('Nro')] = String(documents.length + 1);
  cells[at('Folio')] = String(folio);
  cells[at('Fecha Docto')] = format(now, 'dd/MM/yyyy', inChile);
  cells[at('Fecha Recepcion')] = format(now, 'dd/MM/yyyy HH:mm:ss', inChile);
  cells[at('Fecha Acuse Recibo')] = '';
  cells[at('Fecha Reclamo')] = '';
  await writeFile(file, Buffer.from(`${[header, ...lines, cells.join(';')].join('\n')}\n`, 'latin1'));
  return { rutCliente, tipoDTE: 33, folio, rutReceptor: cells[at('Rut cliente')] ?? '' };
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
