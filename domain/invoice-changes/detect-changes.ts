import type { PeriodCessionRow } from '../period-types';
import type { RcvRow } from '../rcv/types';
import type { InvoiceChangeCandidate } from './invoice-change';

/** What a client sync read: the client's sales rows and its cessions as cedente, over the radar's window. */
export interface ClientLedgerReading {
  /** The factoring whose feed the changes go to: its cessions are `is_cesionario` 1. */
  rutFactoring: string;
  /** The enrolled client, 'NNNNNNNN-D'. */
  rutCliente: string;
  /** Sales rows of the client's RCV (ventaOCompra 'venta'; other rows are ignored). */
  ventas: readonly RcvRow[];
  /** Rows of the client's "cesiones en período" answers as CEDENTE. */
  cesiones: readonly PeriodCessionRow[];
  /**
   * First Chile local day 'yyyy-MM-dd' the radar looks at: a sale received by the SII before it, or a cession made
   * before it, is history, not a change.
   */
  desde: string;
}

/**
 * The changes of one client's ledger (client-radar.md §3, §4): a `new` candidate per sales document received by the
 * SII on or after `desde`, and a `cesion` candidate per cession on or after `desde` of a document the client issued
 * (one per cedente, cesionario and minute, so a re-cession of the same document is another change). The SII
 * reception time is what makes a sale new; whether it was already recorded is the caller's to know by `key`.
 * The client's razón social comes from the cessions it signed as cedente; the debtor's name and reception of a ceded
 * document from its sale when the ledger has it.
 * @returns candidates ordered by `at`, then key; each key once.
 */
export function detectClientChanges(reading: ClientLedgerReading): InvoiceChangeCandidate[] {
  const { rutFactoring, rutCliente, desde } = reading;
  const razonsocial = reading.cesiones.find((row) => row.cedente === rutCliente)?.rzCedente ?? '';
  const ventas = reading.ventas.filter((row) => row.ventaOCompra === 'venta' && row.rutEmisor === rutCliente);
  const sales = new Map(ventas.map((row) => [documentKey(row.rutEmisor, row.tipoDTE, row.folio), row]));
  const found = new Map<string, InvoiceChangeCandidate>();
  for (const row of ventas) {
    if (row.fechaHoraEnSII < desde) continue;
    const key = `new#${documentKey(row.rutEmisor, row.tipoDTE, row.folio)}`;
    found.set(key, {
      key,
      at: row.fechaHoraEnSII,
      rut_emisor: row.rutEmisor,
      razonsocial,
      invoice_data: {
        rutReceptor: row.rutReceptor,
        razonSocialReceptor: row.razonSocial,
        fechaHoraEnSII: row.fechaHoraEnSII,
      },
      folio: row.folio,
      tipo_dte: row.tipoDTE,
      total: row.total,
      change_type: 'new',
      is_cesionario: 0,
      razonsocial_cesionario: null,
    });
  }
  for (const row of reading.cesiones) {
    if (row.vendedor !== rutCliente || row.fchCesion < desde) continue;
    const document = documentKey(row.vendedor, row.tipoDoc, row.folioDoc);
    const key = `cesion#${document}#${row.fchCesion}#${row.cedente}#${row.cesionario}`;
    const sale = sales.get(document);
    found.set(key, {
      key,
      at: row.fchCesion,
      rut_emisor: row.vendedor,
      razonsocial,
      invoice_data: {
        rutReceptor: row.deudor,
        razonSocialReceptor: sale?.razonSocial ?? '',
        fechaHoraEnSII: sale?.fechaHoraEnSII ?? '',
        fechaCesion: row.fchCesion,
      },
      folio: row.folioDoc,
      tipo_dte: row.tipoDoc,
      total: row.mntTotal,
      change_type: 'cesion',
      is_cesionario: row.cesionario === rutFactoring ? 1 : 0,
      razonsocial_cesionario: row.rzCesionario,
    });
  }
  return [...found.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.key < b.key ? -1 : 1));
}

function documentKey(rutEmisor: string, tipoDTE: number, folio: number): string {
  return `${rutEmisor}#${tipoDTE}#${folio}`;
}
