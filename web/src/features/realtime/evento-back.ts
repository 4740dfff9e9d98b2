/** A message of the 'eventoBack' channel (lambdas/realtime/push.ts EventoBackMessage). */
export interface EventoBackMessage {
  evento: 'eventoBack';
  tipo: string;
  rutFactoring: string;
  cambios: number;
  fecha: string;
}

/** Reads a socket frame; null when it is not an eventoBack message (e.g. a pong). */
export function readEventoBack(data: unknown): EventoBackMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<EventoBackMessage>;
    return message.evento === 'eventoBack' && typeof message.rutFactoring === 'string' ? (message as EventoBackMessage) : null;
  } catch {
    return null;
  }
}

/** The URL that opens the channel for one factoring: the id token and rutFactoring go in the query (the $connect route). */
export function eventoBackUrl(websocketUrl: string, idToken: string, rutFactoring: string): string {
  const url = new URL(websocketUrl);
  url.searchParams.set('token', idToken);
  url.searchParams.set('rutFactoring', rutFactoring);
  return url.toString();
}

/** Reconnection delay after `attempt` consecutive failures: 1 s doubling up to 60 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}
