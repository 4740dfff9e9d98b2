/**
 * The messages of the 'eventoBack' real-time channel (core-platform.md §7), one definition for the server that pushes
 * them (lambdas/push/push.ts) and the web app that reads them (web/src/app/realtime/evento-back.ts).
 */
import type { Alerta } from './schema-types';

/**
 * The message types (`tipo`): after a refresh of the factoring, a new alert of one user, new sales-ledger radar
 * change records of the factoring.
 */
export const EVENTO_BACK_TIPOS = ['refresh', 'alerta', 'cambios-facturas'] as const;

export type EventoBackTipo = (typeof EVENTO_BACK_TIPOS)[number];

/** Pushed to every open connection of a factoring after each refresh of it that read the SII. */
export interface EventoBackRefresh {
  evento: 'eventoBack';
  tipo: 'refresh';
  rutFactoring: string;
  /** cessions written or changed by the run (0: nothing changed, only the refresh instant is new) */
  cambios: number;
  /** ISO instant of the refresh */
  fecha: string;
}

/** Pushed to one user's connections of a factoring when an alert for them is stored (as the bell lists it). */
export interface EventoBackAlerta {
  evento: 'eventoBack';
  tipo: 'alerta';
  rutFactoring: string;
  /** the Cognito username it is for: only that user's connections receive it */
  username: string;
  alerta: Alerta;
}

/**
 * Pushed to every open connection of a factoring when a client sync recorded sales-ledger radar changes
 * (client-radar.md §3, §4): the screen asks GET api/invoice-changes for what follows its last id.
 */
export interface EventoBackCambiosFacturas {
  evento: 'eventoBack';
  tipo: 'cambios-facturas';
  rutFactoring: string;
  /** how many change records were written */
  nuevos: number;
  /** the highest id written */
  lastId: number;
}

/** A message of the 'eventoBack' channel. */
export type EventoBackMessage = EventoBackRefresh | EventoBackAlerta | EventoBackCambiosFacturas;
