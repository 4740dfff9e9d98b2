import type { CesionView } from '../../../../../domain/cession';
import { estadoDbThor } from '../model/estado-db-thor';

/** The Estado DBThor cell of a cession table row (core-platform §6): the nómina's status, empty when not listed. */
export function EstadoDbThorCell({ cesion }: { cesion: CesionView }) {
  return <td data-testid="estado-dbthor">{estadoDbThor(cesion)}</td>;
}
