import { z } from 'zod';
import { isTipoNotificacion, type DocumentoNotificado, type TipoNotificacion } from '@domain/notificacion/notificacion';
import { readRut } from '@domain/sii-values';
import { BadRequestError } from '../../platform/errors';

/** Most documents one request may notify: each one's AEC is read and attached. */
export const MAX_DOCUMENTOS_NOTIFICACION = 100;

const documentoSchema = z
  .object({
    rutEmisor: z.string(),
    tipo: z.coerce.number().int().positive(),
    folio: z.coerce.number().int().positive(),
    idSecuencia: z.coerce.number().int().positive().nullish(),
  })
  .passthrough();

const inputSchema = z.object({
  emails: z.union([z.string(), z.array(z.string())]),
  documentos: z.array(documentoSchema),
  tipo: z.string(),
});

/** A notification request's arguments, checked for shape. */
export interface NotificacionInput {
  tipo: TipoNotificacion;
  emails: string[];
  documentos: DocumentoNotificado[];
}

/**
 * Reads the arguments of notificaCesionoRecesion and of the debtor-notification endpoint (core-platform §7: emails,
 * documentos, tipo): emails as a list or one text, documentos with rutEmisor, tipo, folio and optional idSecuencia
 * (the other "Notification document" fields of §3 are ignored), tipo 'cesion' or 'recesion'. The e-mails and the
 * empty lists are judged by the service (its §5 messages).
 * @throws BadRequestError "Solicitud inválida: ..." for a wrong shape, 'Tipo de notificación inválido: use cesion o
 *   recesion', 'Rut emisor inválido: {rut}', or more than {@link MAX_DOCUMENTOS_NOTIFICACION} documents.
 */
export function readNotificacionInput(args: unknown): NotificacionInput {
  const parsed = inputSchema.safeParse(args);
  if (!parsed.success)
    throw new BadRequestError(`Solicitud inválida: '${parsed.error.issues[0]?.path.join('.') ?? ''}'`);
  const { emails, documentos, tipo } = parsed.data;
  if (!isTipoNotificacion(tipo)) throw new BadRequestError('Tipo de notificación inválido: use cesion o recesion');
  if (documentos.length > MAX_DOCUMENTOS_NOTIFICACION) {
    throw new BadRequestError(`Se aceptan a lo más ${MAX_DOCUMENTOS_NOTIFICACION} documentos por notificación`);
  }
  return {
    tipo,
    emails: typeof emails === 'string' ? [emails] : emails,
    documentos: documentos.map((documento) => {
      const rutEmisor = readRut(documento.rutEmisor);
      if (rutEmisor === null) throw new BadRequestError(`Rut emisor inválido: ${documento.rutEmisor}`);
      return { rutEmisor, tipo: documento.tipo, folio: documento.folio, idSecuencia: documento.idSecuencia ?? null };
    }),
  };
}
