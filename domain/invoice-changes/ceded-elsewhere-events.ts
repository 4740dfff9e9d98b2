import { chileLocalToIso } from '../chile-time';
import { formatClp, formatFecha } from '../es-cl-format';
import { platformEventId } from '../platform-events/platform-event-id';
import type { PlatformEvent, PlatformEventDocument } from '../platform-events/platform-event';
import type { InvoiceChange } from './invoice-change';

/**
 * The 'cesion.cedida-otro' events (platform-event.ts) of the sales-ledger radar's newly recorded changes: one per
 * `cesion` record whose cesionario is not the factoring and whose cession happened once the factoring followed the
 * client, for its webhooks and its users' alerts. A client's first sync reads the cessions of the radar's past days:
 * they are the feed's starting point, not news (a factoring that enrols a client learns of its earlier cessions from
 * the feed and the client detail, not from a burst of alerts). The client's cessions
 * as cedente do not give the cession's sequence (idSecuencia 0), its amount apart from the document's total (both
 * montos are the total) nor its due date (null). The id names the document, cession instant and cesionario, as the
 * record's key does, so a record published again is delivered once.
 * @param records change records of the factoring `rutFactoring`, as recorded (fechaCesion 'yyyy-MM-dd HH:mm', Chile).
 * @param followedSince ISO instant the factoring started following the records' client (its first recording pass);
 *   a cession before it raises nothing.
 * @returns the events, in the records' order.
 * @throws RangeError for a cession record without a readable fechaCesion (detect-changes.ts always writes one).
 */
export function cededElsewhereEvents(
  rutFactoring: string,
  records: readonly InvoiceChange[],
  followedSince: string,
): PlatformEvent[] {
  const since = Date.parse(followedSince);
  return records
    .filter((record) => record.change_type === 'cesion' && record.is_cesionario === 0)
    .filter((record) => Date.parse(chileLocalToIso(record.invoice_data.fechaCesion ?? '')) >= since)
    .map((record) => {
      const { fechaCesion = '', rutCesionario = '', rutReceptor, razonSocialReceptor } = record.invoice_data;
      const cesionario = { rut: rutCesionario, razonSocial: record.razonsocial_cesionario ?? '' };
      const client = { rut: record.rut_emisor, razonSocial: record.razonsocial };
      const documento: PlatformEventDocument = {
        rutEmisor: record.rut_emisor,
        tipoDTE: record.tipo_dte,
        folio: record.folio,
        idSecuencia: 0,
        emisor: client,
        deudor: { rut: rutReceptor, razonSocial: razonSocialReceptor },
        cedente: client,
        cesionario,
        montoCedido: record.total,
        montoDocumento: record.total,
        fechaVencimiento: null,
      };
      return {
        id: platformEventId('cesion.cedida-otro', rutFactoring, documento, `${fechaCesion}|${rutCesionario}`),
        tipo: 'cesion.cedida-otro',
        rutFactoring,
        fecha: chileLocalToIso(fechaCesion),
        documento,
        detalle: `Cedida a ${cesionario.razonSocial || cesionario.rut} por ${formatClp(record.total)} el ${formatFecha(fechaCesion).slice(0, 10)}`,
      };
    });
}
