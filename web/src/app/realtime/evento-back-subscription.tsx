import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { demoAnswer, demoRequestUrl } from '../../lib/demo-mode';
import { eventoBackProtocols } from '@domain/evento-back-protocol';
import { currentIdSession } from '../../lib/id-token';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { useSelectedCompany } from '../../lib/company/company-context';
import { useAlertPush } from '../../features/alerts/hooks/use-alert-push';
import { INVOICE_CHANGES_POLL_KEY } from '../../features/sales-ledger-radar/hooks/use-radar-feed';
import { ULTIMA_ACTUALIZACION_KEY } from '../../lib/cessions/get-ultima-actualizacion';
import { eventoBackUrl, readEventoBack, reconnectDelayMs, renewDelayMs } from './evento-back';

/** Query keys whose data a refresh that changed the factoring's cessions changes. */
const REFRESHED_QUERIES = ['cesiones', 'cesionesPeriodo'];

/**
 * Keeps the 'eventoBack' real-time channel (core-platform §7) open for the selected factoring. After each refresh
 * the server announces, the refresh note reads the new instant; when the refresh changed cessions (cambios > 0) the
 * cession lists on screen are refetched too, so an analyst sees a new claim without waiting for the next
 * 20-minute note. An alert for the user raises a toast and joins the header's bell. New sales-ledger radar records
 * make the radar poll at once (its banner shows them seconds after the client sync). In demo mode the
 * channel opens with the real RUT and its messages are masked like API answers (lib/demo-mode.ts). The id token goes as
 * a subprotocol, never in the URL; the socket is replaced with a fresh token before the server would close it at the
 * token's expiry, and reconnects with back-off when closed. Renders nothing.
 */
export function EventoBackSubscription() {
  const { websocketUrl } = useRuntimeConfig();
  const { selected } = useSelectedCompany();
  const queryClient = useQueryClient();
  const rutFactoring = selected?.rut ?? null;
  const onAlerta = useAlertPush();

  useEffect(() => {
    if (!rutFactoring) return undefined;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let closed = false;
    let renewal: ReturnType<typeof setTimeout> | undefined;

    // A renewal opens the new socket before closing the old one, so no push falls between the two.
    const open = async (forceRefresh = false) => {
      const session = await currentIdSession(forceRefresh).catch(() => null);
      if (closed || !session) return;
      const next = new WebSocket(
        demoRequestUrl(eventoBackUrl(websocketUrl, rutFactoring)),
        eventoBackProtocols(session.token),
      );
      next.onopen = () => {
        attempt = 0;
        const previous = socket;
        socket = next;
        if (previous) {
          previous.onclose = null;
          previous.close();
        }
        clearTimeout(renewal);
        renewal = setTimeout(() => void open(true), renewDelayMs(session.expiresAtMs, Date.now()));
      };
      next.onmessage = (event) => {
        if (next !== socket) return;
        const message = demoAnswer(readEventoBack(event.data));
        if (message?.rutFactoring !== rutFactoring) return;
        if (message.tipo === 'alerta') {
          onAlerta(message.rutFactoring, message.alerta);
          return;
        }
        if (message.tipo === 'cambios-facturas') {
          void queryClient.invalidateQueries({ queryKey: [INVOICE_CHANGES_POLL_KEY, rutFactoring] });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: [ULTIMA_ACTUALIZACION_KEY, rutFactoring] });
        if (message.cambios === 0) return;
        for (const key of REFRESHED_QUERIES) void queryClient.invalidateQueries({ queryKey: [key] });
        // The refresh records the cessions it acquired of the clients' documents for the sales-ledger radar.
        void queryClient.invalidateQueries({ queryKey: [INVOICE_CHANGES_POLL_KEY, rutFactoring] });
      };
      next.onclose = () => {
        if (closed) return;
        clearTimeout(timer);
        timer = setTimeout(() => void open(true), reconnectDelayMs(attempt++));
      };
    };
    void open();
    return () => {
      closed = true;
      clearTimeout(timer);
      clearTimeout(renewal);
      socket?.close();
    };
  }, [websocketUrl, rutFactoring, queryClient, onAlerta]);

  return null;
}
