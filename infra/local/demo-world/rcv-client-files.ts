/**
 * Every file the SII and the TGR give about one client company (a cedente of the world), written under
 * clientes/{rut}/ by write-demo-world.ts and read by the client database builder (lambdas/services/client-db):
 * - RCV_VENTA_{rut}_{yyyyMM}.csv and RCV_COMPRA_{REGISTRO|PENDIENTE|RECLAMADO}_{rut}_{yyyyMM}.csv for 24 months
 *   (purchase exports only for months with documents in that state);
 * - HISTORIAL_IVA_{rut}.json (rcv-iva-history.ts) and TGR_{rut}.json (rcv-tgr-statement.ts);
 * - CESIONES_{rut}_1_{ddMMyyyy}_{ddMMyyyy}.txt|xml: the client's own "cesiones en período" answers as CEDENTE
 *   (what the SII answers with the client's credentials), the same rows as the factorings' answers.
 */
import { periodAnswers } from './period-answers';
import { drawRcvBooks, rcvMonths } from './rcv-books';
import { rcvFileName } from '@lambdas/sii/web/answer-names';
import { renderCompraCsv, renderVentaCsv } from './rcv-csv';
import { ivaHistoryFileName } from '@lambdas/sii/web/answer-names';
import { renderIvaHistory } from './rcv-iva-history';
import type { RcvBooks, RcvCompraVariant } from './rcv-model';
import { renderTgrStatement, tgrStatementFileName } from './rcv-tgr-statement';
import { createRng } from './rng';
import type { World, WorldCompany } from './world-model';

/** Folder of a client's files, relative to the world's root. */
export function clientFolder(rut: string): string {
  return `clientes/${rut}`;
}

/** One file of a client: its name and bytes; `period` marks the cesiones en período answers. */
export interface ClientFile {
  name: string;
  bytes: Uint8Array;
  period: boolean;
}

const COMPRA_VARIANTS: readonly RcvCompraVariant[] = ['registro', 'pendiente', 'reclamado'];

/** A client's files and the RCV books they were written from (the nómina's tramo comes from its sales). */
export interface ClientFileSet {
  files: ClientFile[];
  books: RcvBooks;
}

/**
 * The files of one client.
 * @param world the world; `xmlEvery` as in period-answers.ts (every n-th weekly answer in XML).
 */
export function clientFiles(world: World, client: WorldCompany, xmlEvery: number): ClientFileSet {
  const rng = createRng(world.seed).fork(`cliente:${client.rut}`);
  const books = drawRcvBooks(rng.fork('rcv'), world, client);
  const files: ClientFile[] = [];
  for (const month of rcvMonths(world.today)) {
    const inMonth = (fecha: string): boolean => fecha.slice(0, 7) === month.slice(0, 7);
    const periodo = month.slice(0, 7).replace('-', '');
    const ventas = books.ventas.filter((doc) => inMonth(doc.fechaEmision));
    files.push({
      name: rcvFileName(client.rut, { operacion: 'VENTA', periodo }),
      bytes: renderVentaCsv(ventas),
      period: false,
    });
    for (const variant of COMPRA_VARIANTS) {
      const docs = books.compras.filter((c) => c.variant === variant && inMonth(c.doc.fechaEmision)).map((c) => c.doc);
      if (variant !== 'registro' && docs.length === 0) continue;
      const estadoContab = variant.toUpperCase() as Uppercase<typeof variant>;
      const name = rcvFileName(client.rut, { operacion: 'COMPRA', periodo, estadoContab });
      files.push({ name, bytes: renderCompraCsv(variant, docs), period: false });
    }
  }
  files.push({
    name: ivaHistoryFileName(client.rut),
    bytes: renderIvaHistory(rng.fork('iva'), client.rut, rcvMonths(world.today), world.today),
    period: false,
  });
  files.push({
    name: tgrStatementFileName(client.rut),
    bytes: renderTgrStatement(rng.fork('tgr'), client.rut, world.today),
    period: false,
  });
  for (const answer of periodAnswers(world, client.rut, 'cedente', xmlEvery))
    files.push({ name: answer.name, bytes: Buffer.from(answer.text, 'utf8'), period: true });
  return { files, books };
}
