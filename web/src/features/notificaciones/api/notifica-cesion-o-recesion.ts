import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipoNotificacion } from '@domain/notificacion/notificacion';
import type { NotificacionDocumentoInput, NotificacionResultado } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { deudorKey } from './get-deudor';

const NOTIFICAR = /* GraphQL */ `
  mutation Notificar(
    $emails: [String!]!
    $documentos: [NotificacionDocumentoInput!]!
    $tipo: String!
    $empresa: String!
  ) {
    notificaCesionoRecesion(emails: $emails, documentos: $documentos, tipo: $tipo, empresa: $empresa) {
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
 * Sends the notices (notificaCesionoRecesion(emails, documentos, tipo, empresa), core-platform §7).
 * @returns the server's answer: success false carries the Spanish reason and the refused documents.
 * @throws ApiError (Forbidden, BadRequest) or a transport failure.
 */
export async function notificaCesionoRecesion(
  empresa: string,
  tipo: TipoNotificacion,
  emails: string[],
  documentos: NotificacionDocumentoInput[],
): Promise<NotificacionResultado> {
  const data = await runGraphql<{ notificaCesionoRecesion: NotificacionResultado }>(NOTIFICAR, {
    emails,
    documentos,
    tipo,
    empresa,
  });
  return data.notificaCesionoRecesion;
}

/**
 * Mutation hook of one debtor card's Notificar: once anything was notified, the cession lists (their Notificado
 * marks) and the debtor's kept e-mails load again.
 */
export function useNotificar(rutFactoring: string, tipo: TipoNotificacion, rutDeudor: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, documentos }: { emails: string[]; documentos: NotificacionDocumentoInput[] }) =>
      notificaCesionoRecesion(rutFactoring, tipo, emails, documentos),
    onSuccess: async (resultado) => {
      if (resultado.notificados === 0) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cesiones'] }),
        queryClient.invalidateQueries({ queryKey: deudorKey(rutFactoring, rutDeudor) }),
      ]);
    },
  });
}
