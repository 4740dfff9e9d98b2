import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toasts';
import { userMessage } from '../../../lib/api-error';
import type { CesionMasivaResultado } from '../api/cesion-masiva-resultado';
import { ACTION_MESSAGES } from '../model/action-messages';
import { isSuccess } from '../model/cesion-resultado';

/** Shown when the server's error is not meant for the user (core-platform §8 send failure). */
const SEND_FAILURE = 'Ocurrio un error en el envío! Consulta con tu proveedor de servicios';

/**
 * Runs one cession action (mass cession, re-cession from the grid, devolución) and handles its answer as core-platform
 * §4 "Mass send" and §8 say: statusCode 200 -> toast 'Se inicio el proceso de Cesion correctamente'; otherwise the
 * answer is kept as `failed` for the error modal (AECsError); a refused call -> error toast with the server's message.
 * The cession lists are refetched afterwards so each row shows its envío.
 * @returns run(send), busy, the last answer (`result`), the answer to show in the error modal (`failed`),
 *   dismissFailed() to close it and reset() to forget the last answer (a new file was chosen).
 */
export function useCessionAction() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<CesionMasivaResultado | null>(null);
  const mutation = useMutation({
    mutationFn: (send: () => Promise<CesionMasivaResultado>) => send(),
    onSuccess: (result) => {
      if (isSuccess(result)) toast('success', ACTION_MESSAGES.started);
      else setFailed(result);
    },
    onError: (error) => {
      console.error('Acción de cesión fallida', error);
      toast('error', userMessage(error, SEND_FAILURE));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cesiones'] }),
  });
  return {
    run: (send: () => Promise<CesionMasivaResultado>) => mutation.mutateAsync(send).catch(() => null),
    busy: mutation.isPending,
    result: mutation.data ?? null,
    failed,
    dismissFailed: () => setFailed(null),
    reset: () => {
      mutation.reset();
      setFailed(null);
    },
  };
}
