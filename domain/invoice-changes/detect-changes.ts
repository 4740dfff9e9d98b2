import { documentKeyText } from '../document-key';
import type { CessionRecord, Party } from '../cession';
import type { PeriodCessionRow } from '../period-types';
import type { RcvRow } from '../rcv/types';
import { isCreditNote } from '../client-db/credit-notes';
import type { InvoiceChangeCandidate, InvoiceChangeData, InvoiceChangeType } from './invoice-change';

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
 * SII on or after `desde` (`nota_credito` for a credit note, with the document it references), a `reclamada` or
 * `aceptada` one per claim or acknowledgement of a sale on or after `desde` (RCV 'Fecha Reclamo', 'Fecha Acuse
 * Recibo'), and a `cesion` candidate per cession on or after `desde` of a document the client issued
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
  const sales = new Map(ventas.map((row) => [documentKeyText(row), row]));
  const found = new Map<string, InvoiceChangeCandidate>();
  for (const row of ventas) {
    const sale = (changeType: InvoiceChangeType, at: string, data: Partial<InvoiceChangeData> = {}) => {
      const key = `${changeType}#${documentKeyText(row)}`;
      found.set(key, {
        key,
        at,
        rut_emisor: row.rutEmisor,
        razonsocial,
        invoice_data: {
          rutReceptor: row.rutReceptor,
          razonSocialReceptor: row.razonSocial,
          fechaHoraEnSII: row.fechaHoraEnSII,
          ...data,
        },
        folio: row.folio,
        tipo_dte: row.tipoDTE,
        total: row.total,
        change_type: changeType,
        is_cesionario: 0,
        razonsocial_cesionario: null,
      });
    };
    const [referencia] = row.referencias;
    if (row.fechaHoraEnSII >= desde && !isCreditNote(row.tipoDTE)) sale('new', row.fechaHoraEnSII);
    if (row.fechaHoraEnSII >= desde && isCreditNote(row.tipoDTE))
      sale('nota_credito', row.fechaHoraEnSII, {
        ...(referencia && { referencia: { tipoDTE: referencia.tipoReferencia, folio: referencia.folioReferencia } }),
      });
    if (row.fechaReclamo !== null && row.fechaReclamo >= desde)
      sale('reclamada', row.fechaReclamo, { fechaEvento: row.fechaReclamo });
    if (row.fechaAcuse !== null && row.fechaAcuse >= desde)
      sale('aceptada', row.fechaAcuse, { fechaEvento: row.fechaAcuse });
  }
  for (const row of reading.cesiones) {
    if (row.vendedor !== rutCliente || row.fchCesion < desde) continue;
    const sale = sales.get(documentKeyText({ rutEmisor: row.vendedor, tipoDTE: row.tipoDoc, folio: row.folioDoc }));
    const change = cessionChange(rutFactoring, {
      emisor: { rut: row.vendedor, razonSocial: razonsocial },
      deudor: { rut: row.deudor, razonSocial: sale?.razonSocial ?? '' },
      cedente: row.cedente,
      cesionario: { rut: row.cesionario, razonSocial: row.rzCesionario },
      tipoDTE: row.tipoDoc,
      folio: row.folioDoc,
      total: row.mntTotal,
      fechaCesion: row.fchCesion,
      fechaHoraEnSII: sale?.fechaHoraEnSII ?? '',
    });
    found.set(change.key, change);
  }
  return inTimeOrder(found.values());
}

/**
 * The `cesion` changes of the cessions a refresh of the factoring newly stored as cesionario (client-radar.md §3):
 * those of documents an enrolled client issued, made on or after `desde` ('yyyy-MM-dd'), with the same keys as
 * {@link detectClientChanges} gives them, so whichever of the refresh and the client sync sees a cession first
 * records it. Ordered by `at`, then key.
 * @param enrolled the factoring's enrolled clients' RUTs.
 */
export function acquiredCessionChanges(
  rutFactoring: string,
  records: readonly CessionRecord[],
  enrolled: ReadonlySet<string>,
  desde: string,
): InvoiceChangeCandidate[] {
  const found = new Map<string, InvoiceChangeCandidate>();
  for (const record of records) {
    if (record.role !== 'cesionario' || !enrolled.has(record.emisor.rut) || record.fechaCesion < desde) continue;
    const change = cessionChange(rutFactoring, {
      ...record,
      cedente: record.cedente.rut,
      total: record.montoDocumento,
      fechaHoraEnSII: record.fechaRecepcion ?? '',
    });
    found.set(change.key, change);
  }
  return inTimeOrder(found.values());
}

/** A cession of one document as both sources know it. */
interface CessionFacts {
  emisor: Party;
  deudor: Party;
  /** The cedente's RUT. */
  cedente: string;
  cesionario: Party;
  tipoDTE: number;
  folio: number;
  /** CLP, the document's total. */
  total: number;
  /** 'yyyy-MM-dd HH:mm', Chile local time. */
  fechaCesion: string;
  /** The document's SII reception, '' when unknown. */
  fechaHoraEnSII: string;
}

function cessionChange(rutFactoring: string, cession: CessionFacts): InvoiceChangeCandidate {
  const document = documentKeyText({ rutEmisor: cession.emisor.rut, tipoDTE: cession.tipoDTE, folio: cession.folio });
  return {
    key: `cesion#${document}#${cession.fechaCesion}#${cession.cedente}#${cession.cesionario.rut}`,
    at: cession.fechaCesion,
    rut_emisor: cession.emisor.rut,
    razonsocial: cession.emisor.razonSocial,
    invoice_data: {
      rutReceptor: cession.deudor.rut,
      razonSocialReceptor: cession.deudor.razonSocial,
      fechaHoraEnSII: cession.fechaHoraEnSII,
      fechaCesion: cession.fechaCesion,
      rutCesionario: cession.cesionario.rut,
    },
    folio: cession.folio,
    tipo_dte: cession.tipoDTE,
    total: cession.total,
    change_type: 'cesion',
    is_cesionario: cession.cesionario.rut === rutFactoring ? 1 : 0,
    razonsocial_cesionario: cession.cesionario.razonSocial,
  };
}

function inTimeOrder(changes: Iterable<InvoiceChangeCandidate>): InvoiceChangeCandidate[] {
  return [...changes].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.key < b.key ? -1 : 1));
}
