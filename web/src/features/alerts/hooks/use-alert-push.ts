import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@web/components/ui/toasts';
import { alertasUsuarioKey } from '../api/get-alertas-usuario';
import type { Alerta, AlertasUsuario } from '@domain/wire/schema-types';

/** How long an alert's toast stays (longer than the 4 s of ordinary toasts: it was not asked for). */
export const ALERT_TOAST_MS = 8000;

/**
 * What an alert pushed on eventoBack does: a warning toast with its title, and the bell gains it at
 * once (unread, first) before the list is read again from the server.
 * @returns a stable callback (rutFactoring, alerta).
 */
export function useAlertPush(): (rutFactoring: string, alerta: Alerta) => void {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useCallback(
    (rutFactoring, alerta) => {
      toast('warning', alerta.titulo, ALERT_TOAST_MS);
      const key = alertasUsuarioKey(rutFactoring);
      queryClient.setQueryData<AlertasUsuario>(key, (bell) =>
        bell && !bell.alertas.some((known) => known.id === alerta.id)
          ? { noLeidas: bell.noLeidas + (alerta.leida ? 0 : 1), alertas: [alerta, ...bell.alertas] }
          : bell,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, toast],
  );
}
