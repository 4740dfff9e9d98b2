import { refreshNote, refreshNoteText } from '../model/refresh-note';

/**
 * 'Informacion actualizada hace X min, proxima actualizacion en Y min' (core-platform §2). The minute clock
 * may lag an answer that just arrived: counts from whichever of `now` and `answeredAt` (ms) is later.
 */
export function RefreshNoteText(props: { ultimaActualizacion: string | null; now: Date; answeredAt: number }) {
  const { ultimaActualizacion, now, answeredAt } = props;
  const note = refreshNote(ultimaActualizacion, new Date(Math.max(now.getTime(), answeredAt)));
  return (
    <p className="text-muted small" data-testid="refresh-note">
      {refreshNoteText(note)}
    </p>
  );
}
