import {
  EVENTO_BACK_TIPOS,
  type EventoBackAlerta,
  type EventoBackMessage,
  type EventoBackTipo,
} from '@domain/wire/evento-back';

/**
 * Reads a socket frame; null when it is not an eventoBack message (e.g. a pong), is of a type this app does not know,
 * or is an alert without its alert.
 */
export function readEventoBack(data: unknown): EventoBackMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as Partial<EventoBackMessage>;
    if (message.evento !== 'eventoBack' || typeof message.rutFactoring !== 'string') return null;
    if (!EVENTO_BACK_TIPOS.includes(message.tipo as EventoBackTipo)) return null;
    if (message.tipo === 'alerta') return typeof message.alerta?.id === 'string' ? (message as EventoBackAlerta) : null;
    return message as EventoBackMessage;
  } catch {
    return null;
  }
}

/**
 * The URL that opens the channel for one factoring: rutFactoring in the query (the $connect route). The id token is not
 * in it: it travels as a subprotocol (domain/evento-back-protocol.ts eventoBackProtocols).
 */
export function eventoBackUrl(websocketUrl: string, rutFactoring: string): string {
  const url = new URL(websocketUrl);
  url.searchParams.set('rutFactoring', rutFactoring);
  return url.toString();
}

/**
 * Milliseconds until a connection opened with a token expiring at `expiresAtMs` (epoch ms) is replaced by one with a
 * fresh token: 2 minutes before the expiry, when the server would close it (lambdas/push/push.ts), and never
 * sooner than 10 s so a token about to expire cannot make the client reconnect in a loop.
 */
export function renewDelayMs(expiresAtMs: number, nowMs: number): number {
  return Math.max(10_000, expiresAtMs - nowMs - 120_000);
}

/** Reconnection delay after `attempt` consecutive failures: 1 s doubling up to 60 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
}
