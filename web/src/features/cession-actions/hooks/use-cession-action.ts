import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { enviosAecKey } from '../api/get-envios-aec';
import { ACTION_MESSAGES } from '../model/action-messages';
import { isSuccess } from '@web/lib/cessions/cesion-resultado';
import { useEnvioFollowUp } from './use-envio-follow-up';
import type { CesionMasivaResultado } from '@domain/wire/schema-types';

/** Shown when the server's error is not meant for the user (core-platform §8 send failure). */
const SEND_FAILURE = 'Ocurrio un error en el envío! Consulta con tu proveedor de servicios';

/**
 * Runs one cession action (mass cession, re-cession from the grid, devolución) and handles its answer as core-platform
 * §4 "Mass send" and §8 say: statusCode 200 -> toast 'Se inicio el proceso de Cesion correctamente'; a refused call ->
 * error toast with the server's message. The cession lists and the envíos are read again afterwards, and the envíos
 * the action started are followed until final ({@link useEnvioFollowUp}): the error modal shows the documents not sent
 * and, as soon as the SII rejects one, the rejected ones.
 * @param followEnvios false when the user may not read the factoring's envíos (nothing is polled then).
 * @returns run(send), busy, the last answer (`result`), the follow-up (followed, live, sent, problems, showProblems,
 *   dismissProblems) and reset() to forget the last answer (a new file was chosen).
 */
export function useCessionAction(rutFactoring: string, followEnvios = true) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (send: () => Promise<CesionMasivaResultado>) => send(),
    onSuccess: (result) => {
      if (isSuccess(result)) toast('success', ACTION_MESSAGES.started);
    },
    onError: (error) => {
      console.error('Acción de cesión fallida', error);
      toast('error', userMessage(error, SEND_FAILURE));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['cesiones'] });
      void queryClient.invalidateQueries({ queryKey: enviosAecKey(rutFactoring) });
    },
  });
  const followUp = useEnvioFollowUp(rutFactoring, mutation.data ?? null, followEnvios);
  return {
    run: (send: () => Promise<CesionMasivaResultado>) => mutation.mutateAsync(send).catch(() => null),
    busy: mutation.isPending,
    result: mutation.data ?? null,
    ...followUp,
    reset: () => mutation.reset(),
  };
}
