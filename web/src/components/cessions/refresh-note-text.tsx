import { useNow } from '@web/lib/use-now';
import { useUltimaActualizacion } from '../../lib/cessions/get-ultima-actualizacion';
import { refreshNote, refreshNoteText } from '../../lib/cessions/refresh-note';
import { usePrimeraActualizacion } from '../../lib/cessions/get-primera-actualizacion';
import { FirstRefreshNote } from './first-refresh-note';

/** The note's clock: re-read every 15 s so a new minute shows within 15 s of starting. */
const NOTE_TICK_MS = 15_000;

/**
 * 'Informacion actualizada hace X min, proxima actualizacion en Y min' (core-platform §2, §4 "Refresh cycle") for
 * the factoring: from its last refresh (its own query, the same for every screen and search window), counting by
 * itself. The clock may lag an answer that just arrived: counts from whichever of the clock and the answer is later.
 * While the factoring's first refresh is in flight, its progress instead (first-refresh-note.tsx).
 */
export function RefreshNoteText({ rutFactoring }: { rutFactoring: string }) {
  const now = useNow(NOTE_TICK_MS);
  const query = useUltimaActualizacion(rutFactoring);
  const firstRefresh = usePrimeraActualizacion(rutFactoring).data;
  if (firstRefresh) return <FirstRefreshNote progress={firstRefresh} />;
  const note = refreshNote(query.data ?? null, new Date(Math.max(now.getTime(), query.dataUpdatedAt)));
  return (
    <p className="text-muted small" data-testid="refresh-note">
      {refreshNoteText(note)}
    </p>
  );
}
