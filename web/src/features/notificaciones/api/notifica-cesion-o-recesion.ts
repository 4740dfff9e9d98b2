import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';
import type { NotificacionDocumentoInput, NotificacionResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { createRetryKeys } from '@web/lib/retry-key';
import { deudorKey } from './get-deudor';

const NOTIFICAR = /* GraphQL */ `
  mutation Notificar(
    $emails: [String!]!
    $documentos: [NotificacionDocumentoInput!]!
    $tipo: String!
    $empresa: String!
    $idempotencyKey: String
  ) {
    notificaCesionoRecesion(
      emails: $emails
      documentos: $documentos
      tipo: $tipo
      empresa: $empresa
      idempotencyKey: $idempotencyKey
    ) {
      success
      body
      notificados
      rechazados {
        rutEmisor
        tipo
        folio
        motivo
      }
    }
  }
`;

/**
 * Sends the notices (notificaCesionoRecesion(emails, documentos, tipo, empresa, idempotencyKey), core-platform §7); the
 * server runs one key once, so a retry with the same key never e-mails twice.
 * @returns the server's answer: success false carries the Spanish reason and the refused documents.
 * @throws ApiError (Forbidden, BadRequest) or a transport failure.
 */
export async function notificaCesionoRecesion(
  empresa: string,
  tipo: TipoNotificacion,
  emails: string[],
  documentos: NotificacionDocumentoInput[],
  idempotencyKey: string,
): Promise<NotificacionResultado> {
  const data = await runGraphql<{ notificaCesionoRecesion: NotificacionResultado }>(NOTIFICAR, {
    emails,
    documentos,
    tipo,
    empresa,
    idempotencyKey,
  });
  return data.notificaCesionoRecesion;
}

/**
 * Mutation hook of one debtor card's Notificar: the same notice tried again after a failure carries the same
 * idempotency key (its first try may have been sent with the answer lost); once anything was notified, the cession
 * lists (their Notificado marks) and the debtor's kept e-mails load again.
 */
export function useNotificar(rutFactoring: string, tipo: TipoNotificacion, rutDeudor: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createRetryKeys);
  return useMutation({
    mutationFn: ({ emails, documentos }: { emails: string[]; documentos: NotificacionDocumentoInput[] }) =>
      notificaCesionoRecesion(rutFactoring, tipo, emails, documentos, keys.keyFor({ tipo, emails, documentos })),
    onSuccess: async (resultado) => {
      keys.succeeded();
      if (resultado.notificados === 0) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cesiones'] }),
        queryClient.invalidateQueries({ queryKey: deudorKey(rutFactoring, rutDeudor) }),
      ]);
    },
  });
}
