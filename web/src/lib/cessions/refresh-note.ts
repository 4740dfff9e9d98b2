import { countText, formatCount } from '@domain/es-cl-format';

/** Length of the SII refresh cycle in minutes (core-platform §4 "Refresh cycle", §9). */
export const REFRESH_CYCLE_MINUTES = 20;

/** Minutes since the last refresh and until the next one. */
export interface RefreshNote {
  minutesSince: number;
  minutesToNext: number;
}

/**
 * The numbers of 'Informacion actualizada hace X min, proxima actualizacion en Y min' (core-platform §2, §4).
 * With a known last refresh: X = whole minutes since it (never below 0), Y = 20 - X (never below 0).
 * Without one (null or unreadable): the 20-minute windows of the current minute, X = minute % 20, Y = 20 - X
 * (minute of the hour; Chile's UTC offsets are whole hours, so UTC minutes are Chile minutes).
 * @param ultimaActualizacion ISO instant of the factoring's last successful refresh, or null.
 * @param now the clock.
 */
export function refreshNote(ultimaActualizacion: string | null, now: Date): RefreshNote {
  const last = ultimaActualizacion ? Date.parse(ultimaActualizacion) : Number.NaN;
  if (Number.isNaN(last)) {
    const minutesSince = now.getUTCMinutes() % REFRESH_CYCLE_MINUTES;
    return { minutesSince, minutesToNext: REFRESH_CYCLE_MINUTES - minutesSince };
  }
  const minutesSince = Math.max(0, Math.floor((now.getTime() - last) / 60_000));
  return { minutesSince, minutesToNext: Math.max(0, REFRESH_CYCLE_MINUTES - minutesSince) };
}

/** The note text of core-platform §2: 'Informacion actualizada hace X min, proxima actualizacion en Y min'. */
export function refreshNoteText(note: RefreshNote): string {
  return `Informacion actualizada hace ${note.minutesSince} min, proxima actualizacion en ${note.minutesToNext} min`;
}

/** How often a screen asks for the refresh instant again while the next refresh is overdue (no eventoBack came). */
export const OVERDUE_POLL_MS = 60_000;

/**
 * Whether to ask the server again for the factoring's last refresh: once a minute ({@link OVERDUE_POLL_MS}) when
 * the next refresh of the 20-minute cycle is due (minutesToNext 0) or no refresh is known yet, else never (false):
 * the eventoBack push announces each refresh.
 * @param ultimaActualizacion ISO instant of the last refresh, or null.
 * @param now the clock.
 */
export function refreshPollMs(ultimaActualizacion: string | null, now: Date): number | false {
  if (!ultimaActualizacion || Number.isNaN(Date.parse(ultimaActualizacion))) return OVERDUE_POLL_MS;
  return refreshNote(ultimaActualizacion, now).minutesToNext === 0 ? OVERDUE_POLL_MS : false;
}

/**
 * The note shown instead of the refresh note while the factoring's first refresh is in flight (its lists are still
 * empty): 'Primera actualización en curso: n de m documentos', without the counts while the period answers are read.
 * @param progress DTEs built (documentos) and their total (null while unknown).
 */
export function firstRefreshText(progress: { documentos: number; total: number | null }): string {
  if (progress.total === null) return 'Primera actualización en curso';
  return `Primera actualización en curso: ${formatCount(progress.documentos)} de ${countText(progress.total, 'documento', 'documentos')}`;
}
