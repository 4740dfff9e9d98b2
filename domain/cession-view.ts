/**
 * Stored cession -> the cession entity the API returns, computed at read time because the acceptance
 * countdown and day counts depend on the clock. Source: core-platform.md §3 "Cession" and §4 (states).
 */
import type { CesionView, CessionRecord, Party } from './cession';
import { visibleEvents } from './aec/link-events';
import { deriveAceptado, deriveAnulado, deriveRebajado } from './events';
import { daysSinceInChile } from './chile-time';
import { isoToDisplayDate } from './sii-dates';
import { isEmailShape } from './sii-values';

/**
 * Builds the API view of a stored cession (core-platform §3):
 * id '{rutEmisor}-{tipo}-{folio}-{idSecuencia}'; party names trimmed and upper-cased; fechaVencimiento
 * 'dd-MM-yyyy'; diasDesdeCesion = whole calendar days in Chile from fechaCesion to `now`; estadoCesion '' when
 * the factoring already re-ceded the document; aec_descargado 1 when an AEC is stored, else 0;
 * esCasillaCorreta 0 when the cesionario e-mail is missing or not an e-mail; deudorNotificado 0 and
 * fechaNotificacionDeudor null (the notification records join them in: lambdas/graphql/cessions); estadoNomina
 * null; eventos as the record's party may see them, without the CED events of cesiones after its own link
 * (domain/aec/link-events.ts visibleEvents), and aceptado/anulado/rebajado from those (domain/events.ts);
 * fechaAceptacionSII = date of the event that decided acceptance (null unless aceptado is 'si'); alertas as the
 * refresh stored them ([] when none).
 * @throws RangeError when record.fechaCesion or record.fechaRecepcion is not a valid date.
 */
export function toCesionView(record: CessionRecord, now: Date): CesionView {
  const eventos = visibleEvents(record);
  const aceptado = deriveAceptado(eventos, record.fechaRecepcion, now);
  return {
    id: `${record.emisor.rut}-${record.tipoDTE}-${record.folio}-${record.idSecuencia}`,
    folio: record.folio,
    tipo: record.tipoDTE,
    idSecuencia: record.idSecuencia,
    emisor: displayParty(record.emisor),
    deudor: displayParty(record.deudor),
    cedente: displayParty(record.cedente),
    cesionario: displayParty(record.cesionario),
    montoDocumento: record.montoDocumento,
    montoCedido: record.montoCedido,
    fechaEmision: record.fechaEmision,
    fechaRecepcion: record.fechaRecepcion,
    fechaAceptacionSII: aceptado.state === 'si' ? aceptado.fecha : null,
    fechaCesion: record.fechaCesion,
    fechaVencimiento: record.fechaVencimiento === null ? null : isoToDisplayDate(record.fechaVencimiento),
    diasDesdeCesion: daysSinceInChile(record.fechaCesion, now),
    estadoCesion: record.recedido ? '' : record.estadoCesionSii,
    estadoNomina: null,
    deudorNotificado: 0,
    fechaNotificacionDeudor: null,
    emailsDeudores: record.emailsDeudores,
    esCasillaCorreta: isEmailShape(record.mailCesionario) ? 1 : 0,
    casillaCesionario: record.mailCesionario,
    aec_descargado: record.aecKey ? 1 : 0,
    aceptado,
    anulado: deriveAnulado(eventos),
    rebajado: deriveRebajado(eventos),
    eventos,
    alertas: record.alertas ?? [],
  };
}

/** A party as the lists show it, its razón social trimmed and upper-cased (core-platform §3 "Cession"). */
export function displayParty(party: Party): Party {
  return { rut: party.rut, razonSocial: party.razonSocial.trim().toUpperCase() };
}
