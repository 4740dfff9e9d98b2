import { Modal } from '../../../components/ui/modal';
import { displayRut } from '../../../lib/format';
import type { CesionMasivaResultado } from '../api/cesion-masiva-resultado';
import { ACTION_MESSAGES } from '../model/action-messages';
import { EnvioBadge } from './envio-badge';

/**
 * The error modal of the cession actions (core-platform §2 Dialogs, §4 "Mass send", §8): titled 'Las siguientes AEC
 * presentan problemas! Por favor revise su archivo.', it lists rut emisor, folio and error of each document not sent
 * (AECsError), then the AECs that were sent in the same action with their envío state. Shared by the mass cession,
 * the grid re-cession and the devolución.
 */
export function AecErrorModal({ result, onClose }: { result: CesionMasivaResultado; onClose: () => void }) {
  return (
    <Modal
      title={ACTION_MESSAGES.errorModalTitle}
      onClose={onClose}
      size="lg"
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cerrar
        </button>
      }
    >
      <table className="table table-sm" aria-label="AEC con problemas">
        <thead>
          <tr>
            <th>Rut Emisor</th>
            <th>Folio</th>
            <th>Error</th>
          </tr>
        </thead>
        <tbody>
          {result.AECsError.map((aec) => (
            <tr key={`${aec.rutEmisor}-${aec.tipo}-${aec.folio}`} data-testid="aec-error-row">
              <td className="text-nowrap">{displayRut(aec.rutEmisor)}</td>
              <td>{aec.folio}</td>
              <td>{aec.error ?? aec.envio?.etiqueta ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {result.AECs.length > 0 ? (
        <>
          <p className="fw-semibold mb-1">AEC enviadas ({result.AECs.length})</p>
          <ul className="list-unstyled mb-0">
            {result.AECs.map((aec) => (
              <li key={`${aec.rutEmisor}-${aec.tipo}-${aec.folio}`} className="d-flex gap-2 align-items-center">
                <span className="text-nowrap">
                  {displayRut(aec.rutEmisor)} folio {aec.folio}
                </span>
                <EnvioBadge envio={aec.envio} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}
