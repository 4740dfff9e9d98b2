import type { CesionView } from '@domain/cession';
import { ESTADO_DBTHOR_HEADER, estadoDbThor } from '../../lib/cessions/estado-db-thor';

/**
 * The Estado DBThor line of a stacked cession card (core-platform §2 small screens, §6 the Estado DBThor column):
 * the column's header as label and the nómina's status, empty when the nómina does not list the document.
 */
export function EstadoDbThorText({ cesion }: { cesion: CesionView }) {
  return (
    <div className="small">
      <span className="text-muted">{ESTADO_DBTHOR_HEADER}: </span>
      <span data-testid="estado-dbthor">{estadoDbThor(cesion)}</span>
    </div>
  );
}
