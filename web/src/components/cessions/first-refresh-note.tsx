import type { FirstRefreshProgress } from '../../lib/cessions/get-primera-actualizacion';
import { firstRefreshText } from '../../lib/cessions/refresh-note';

/**
 * 'Primera actualización en curso: n de m documentos': the progress of the factoring's first SII refresh
 * (usePrimeraActualizacion), shown while its screens are still empty.
 */
export function FirstRefreshNote({ progress }: { progress: FirstRefreshProgress }) {
  return (
    <div className="alert alert-info py-2" role="status" data-testid="first-refresh-note">
      {firstRefreshText(progress)}
    </div>
  );
}
