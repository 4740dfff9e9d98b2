import type { CesionView } from '@domain/cession';
import { emailsInvalidosMessage, readEmailList } from '@domain/notificacion/email-list';
import { ERROR_AL_NOTIFICAR, NINGUN_DOCUMENTO } from '@domain/notificacion/notificacion';
import type { NotificacionDocumentoInput } from '@domain/wire/schema-types';

/** A cession as a notification document (the server reads only rutEmisor, tipo, folio and idSecuencia). */
export function toDocumentoInput(cesion: CesionView): NotificacionDocumentoInput {
  return {
    rutDeudor: cesion.deudor.rut,
    rutCesionarioDte: cesion.cesionario.rut,
    razonSocialDeudor: cesion.deudor.razonSocial,
    rutCedente: cesion.cedente.rut,
    razonSocialCedente: cesion.cedente.razonSocial,
    razonSocialCesionario: cesion.cesionario.razonSocial,
    fechaEmision: cesion.fechaEmision,
    valorDocto: cesion.montoDocumento,
    fechaVencimiento: cesion.fechaVencimiento,
    tipo: cesion.tipo,
    folio: cesion.folio,
    rutEmisor: cesion.emisor.rut,
    razonSocialEmisor: cesion.emisor.razonSocial,
    idSecuencia: cesion.idSecuencia,
  };
}

/**
 * Checks a card before Notificar (core-platform §5, §8), in the server's order: a selected document ('Debe elegir
 * por lo menos un documento!'), only valid addresses ('Error al notificar! Emails inválidos: ...'), at least one
 * ('Error al notificar!').
 * @param emails the chips of the input, and the text still being typed.
 * @returns the addresses to send, or the message to show.
 */
export function checkNotificacion(
  selected: readonly CesionView[],
  emails: readonly string[],
): { emails: string[] } | { error: string } {
  if (selected.length === 0) return { error: NINGUN_DOCUMENTO };
  const list = readEmailList(emails);
  if (list.invalid.length > 0) return { error: `${ERROR_AL_NOTIFICAR} ${emailsInvalidosMessage(list.invalid)}` };
  if (list.emails.length === 0) return { error: ERROR_AL_NOTIFICAR };
  return { emails: list.emails };
}
