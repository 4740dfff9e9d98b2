import { InfoModal } from '@web/components/ui/info-modal';
import { displayRut } from '@web/lib/format';
import type { RechazoDteResultado } from '../api/rechazar-dte';

/**
 * What the SII answered for each document of a 'Rechazar Dte' (its descResp, and codResp when one came): claimed rows
 * green, the others red.
 */
export function RechazoResultsModal({
  results,
  onClose,
}: {
  results: readonly RechazoDteResultado[];
  onClose: () => void;
}) {
  const claimed = results.filter((r) => r.ok).length;
  return (
    <InfoModal title="Resultado del rechazo" onClose={onClose} size="lg">
      <p>
        {claimed} de {results.length}{' '}
        {results.length === 1 ? 'documento quedó reclamado' : 'documentos quedaron reclamados'} en el SII.
      </p>
      <table className="table table-sm align-middle mb-0" aria-label="Resultado del rechazo">
        <thead>
          <tr>
            <th>Documento</th>
            <th>Respuesta SII</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr
              key={`${r.rutEmisor}-${r.tipo}-${r.folio}`}
              className={r.ok ? 'table-success' : 'table-danger'}
              data-testid="rechazo-row"
            >
              <td>
                <div className="text-nowrap">{displayRut(r.rutEmisor)}</div>
                <div className="small">
                  Folio {r.folio} · tipo {r.tipo}
                </div>
              </td>
              <td>
                {r.descResp}
                {r.codResp !== null ? (
                  <span className="text-muted small ms-1 text-nowrap">(código {r.codResp})</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </InfoModal>
  );
}
