import type { CessionRecord, Party } from '@domain/cession';
import { countText, displayRut } from '@domain/es-cl-format';
import {
  DEMASIADOS_EMAILS_MESSAGE,
  emailsInvalidosMessage,
  MAX_EMAILS,
  readEmailList,
} from '@domain/notificacion/email-list';
import {
  ERROR_AL_NOTIFICAR,
  NINGUN_DOCUMENTO,
  notificacionKey,
  ROLE_OF_TIPO,
  type DocumentoNotificado,
  type TipoNotificacion,
} from '@domain/notificacion/notificacion';
import type { DocumentoNoNotificado, NotificacionResultado } from '@domain/wire/schema-types';
import { DOCUMENT_NOT_FOUND, findHeldCessions } from '../documents/held-document';
import { AEC_NOT_AVAILABLE, readLinkAec } from '../documents/stored-aec';
import { MailError, type MailSender } from '../../mail/mail-sender';
import { reasonOf } from '../../mail/mime-options';
import type { CessionRepository } from '../../store/cession-repository';
import type { DocumentStore } from '../../store/document-store';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { NotificacionRepository } from '../../store/notificacion-repository';
import { notificacionMail, type DocumentoConAec } from './notificacion-mail';
import type { TenantScope } from '../../access/tenant-scope';

/** What a notification reads and writes: the stored cessions and AECs, the factoring's name, the records, the mail. */
export interface NotificarDeps {
  cessions: Pick<CessionRepository, 'findDocument' | 'query'>;
  documents: Pick<DocumentStore, 'getAec'>;
  factorings: Pick<FactoringRepository, 'get'>;
  notificaciones: Pick<NotificacionRepository, 'recordNotificaciones' | 'putDeudor'>;
  mail: MailSender;
  now(): Date;
}

/** A notification request: what to send, to whom and for which documents. */
export interface NotificarInput {
  tipo: TipoNotificacion;
  /** The addresses as typed: a list of texts, each possibly holding several separated by commas or semicolons. */
  emails: readonly string[];
  documentos: readonly DocumentoNotificado[];
}

/** The request with the scope it acts for and who sends it. */
interface NotificarRequest extends NotificarInput {
  scope: TenantScope;
  /** The signed-in user's e-mail or username, kept with each record. */
  notificadoPor: string;
}

const refused = (body: string, rechazados: DocumentoNoNotificado[] = []): NotificacionResultado => ({
  success: false,
  body,
  notificados: 0,
  rechazados,
});

const rechazo = (ref: DocumentoNotificado, motivo: string): DocumentoNoNotificado => ({
  rutEmisor: ref.rutEmisor,
  tipo: ref.tipo,
  folio: ref.folio,
  motivo,
});

/** Why a request naming documents of several debtors is refused. */
export const UN_SOLO_DEUDOR = 'Los documentos de una notificación deben ser de un solo deudor.';

const describe = (r: DocumentoNoNotificado) => `folio ${r.folio} de ${displayRut(r.rutEmisor)}: ${r.motivo}`;

/**
 * notificaCesionoRecesion and the debtor-notification endpoint (core-platform §7): sends the debtor of
 * the documents one e-mail with them and their AECs (lambdas/services/notificaciones/notificacion-mail.ts),
 * then marks those documents notified and remembers the addresses for the debtor (§4 "Notification success").
 * Checks first, sending nothing when any fails: at least one document (§5 'Debe elegir por lo menos un documento!'),
 * at least one address, at most 20 (MAX_EMAILS), and only valid ones ('Error al notificar!', 'Error al notificar!
 * Emails inválidos: ...', 'Error al notificar! Se aceptan como máximo 20 emails'), and every document held by the
 * factoring in the kind's role (cesion: acquired and not re-ceded; recesion: re-ceded by it) with its AEC stored,
 * and all of one debtor ({@link UN_SOLO_DEUDOR}: the addresses are that debtor's); the
 * refused documents are listed. Names, dates and amounts come from the stored cessions. When the transport refuses
 * the e-mail, or every address is on the suppression list, nothing is marked and the documents are reported.
 * @returns success true with 'Se notificó a {deudor} (N documentos)'; false with the reason otherwise.
 * @throws the store's errors (nothing is marked for a debtor whose mail was not sent).
 */
export async function notificarDeudores(
  input: NotificarInput,
  scope: TenantScope,
  deps: NotificarDeps,
): Promise<NotificacionResultado> {
  const { rutFactoring, identity } = scope;
  const request: NotificarRequest = { ...input, scope, notificadoPor: identity.email || identity.username };
  if (request.documentos.length === 0) return refused(NINGUN_DOCUMENTO);
  const { emails, invalid } = readEmailList(request.emails);
  if (invalid.length > 0) return refused(`${ERROR_AL_NOTIFICAR} ${emailsInvalidosMessage(invalid)}`);
  if (emails.length === 0) return refused(ERROR_AL_NOTIFICAR);
  if (emails.length > MAX_EMAILS) return refused(`${ERROR_AL_NOTIFICAR} ${DEMASIADOS_EMAILS_MESSAGE}`);

  const held = await heldDocuments(request, deps);
  if ('rechazados' in held) {
    return refused(
      `${ERROR_AL_NOTIFICAR} No se puede notificar ${held.rechazados.map(describe).join('; ')}`,
      held.rechazados,
    );
  }

  // The addresses are one debtor's: a request naming documents of two debtors would send one debtor's documents to
  // the other's mailbox and remember the wrong addresses, so it is refused whole.
  const deudorRuts = new Set(held.documentos.map(({ record }) => record.deudor.rut));
  if (deudorRuts.size > 1) return refused(`${ERROR_AL_NOTIFICAR} ${UN_SOLO_DEUDOR}`);

  const factoringRecord = await deps.factorings.get(rutFactoring);
  const factoring: Party = {
    rut: rutFactoring,
    razonSocial: factoringRecord?.razonSocial ?? displayRut(rutFactoring),
  };
  const { documentos } = held;
  // Some SII rows carry no razón social for the debtor: the notice takes the first of its documents that has one.
  const deudor = (documentos.find(({ record }) => record.deudor.razonSocial.trim()) ?? documentos[0]!).record.deudor;
  const failure = await sendNotice(request, factoring, deudor, documentos, emails, deps);
  if (failure) {
    const fallidos = documentos.map(({ record }) => rechazo(refOf(record), failure));
    return refused(`${ERROR_AL_NOTIFICAR} No se envió ${fallidos.map(describe).join('; ')}`, fallidos);
  }
  const body = `Se notificó a ${deudor.razonSocial.trim() || displayRut(deudor.rut)} (${countText(documentos.length, 'documento', 'documentos')})`;
  return { success: true, body, notificados: documentos.length, rechazados: [] };
}

function refOf(record: CessionRecord): DocumentoNotificado {
  return { rutEmisor: record.emisor.rut, tipo: record.tipoDTE, folio: record.folio, idSecuencia: record.idSecuencia };
}

/** The held cession and stored AEC of each distinct document, or every document refused with its reason. */
async function heldDocuments(
  request: NotificarRequest,
  deps: NotificarDeps,
): Promise<{ documentos: DocumentoConAec[] } | { rechazados: DocumentoNoNotificado[] }> {
  const refs = [...new Map(request.documentos.map((ref) => [notificacionKey(ref), ref])).values()];
  const records = await findHeldCessions(
    deps,
    request.scope,
    refs.map((ref) => ({
      rutEmisor: ref.rutEmisor,
      tipoDTE: ref.tipo,
      folio: ref.folio,
      idSecuencia: ref.idSecuencia,
    })),
    [ROLE_OF_TIPO[request.tipo]],
  );
  const documentos: DocumentoConAec[] = [];
  const rechazados: DocumentoNoNotificado[] = [];
  for (const [index, record] of records.entries()) {
    const ref = refs[index]!;
    if (!record) rechazados.push(rechazo(ref, DOCUMENT_NOT_FOUND));
    else if (request.tipo === 'cesion' && record.recedido) rechazados.push(rechazo(ref, 'Dte recedido'));
    else {
      const aec = await readLinkAec(deps.documents, record).catch(() => null);
      if (aec) documentos.push({ record, aec: aec.bytes });
      else rechazados.push(rechazo(ref, AEC_NOT_AVAILABLE));
    }
  }
  return rechazados.length > 0 ? { rechazados } : { documentos };
}

/** Sends one debtor's notice and, once sent, records it; the reason when it was not sent, else null. */
async function sendNotice(
  request: NotificarRequest,
  factoring: Party,
  deudor: Party,
  documentos: DocumentoConAec[],
  emails: string[],
  deps: NotificarDeps,
): Promise<string | null> {
  let sent;
  try {
    sent = await deps.mail.send(notificacionMail({ tipo: request.tipo, factoring, deudor, documentos, to: emails }));
  } catch (error) {
    if (error instanceof MailError) return `el correo no se pudo enviar (${reasonOf(error)})`;
    throw error;
  }
  if (sent.estado === 'suprimido') return 'todas las direcciones están en la lista de supresión (rebotes o quejas)';
  const notificadoEn = deps.now().toISOString();
  await deps.notificaciones.recordNotificaciones(
    request.scope,
    documentos.map(({ record }) => ({
      tipo: request.tipo,
      rutEmisor: record.emisor.rut,
      tipoDTE: record.tipoDTE,
      folio: record.folio,
      idSecuencia: record.idSecuencia,
      rutDeudor: deudor.rut,
      notificadoEn,
      emails,
      messageId: sent.messageId,
      notificadoPor: request.notificadoPor,
    })),
  );
  await deps.notificaciones.putDeudor(request.scope, { rut: deudor.rut, emails, actualizadoEn: notificadoEn });
  return null;
}
