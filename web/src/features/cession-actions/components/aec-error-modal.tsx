import { InfoModal } from '@web/components/ui/info-modal';
import { displayRut } from '@web/lib/format';
import { ACTION_MESSAGES } from '../model/action-messages';
import { documentId } from '@web/lib/cessions/cesion-resultado';
import { EnvioBadge } from '@web/components/cessions/envio-badge';
import type { AecEnvioResultado } from '@domain/wire/schema-types';

interface AecErrorModalProps {
  /** The documents not sent, and those whose envío the SII rejected or that failed (error = the reason or etiqueta). */
  problems: readonly AecEnvioResultado[];
  /** The other documents of the same action, with their envío as it is now. */
  sent: readonly AecEnvioResultado[];
  onClose: () => void;
}

/**
 * The error modal of the cession actions (core-platform §2 Dialogs, §4 "Mass send", §8): titled 'Las
 * siguientes AEC presentan problemas! Por favor revise su archivo.', it lists rut emisor, folio and error of each
 * problem, then the AECs sent in the same action with their envío state. Shared by the mass cession, the grid
 * re-cession and the devolución; it opens again by itself when a later rejection adds a problem.
 */
export function AecErrorModal({ problems, sent, onClose }: AecErrorModalProps) {
  return (
    <InfoModal title={ACTION_MESSAGES.errorModalTitle} onClose={onClose} size="lg">
      <div className="table-responsive">
        <table className="table table-sm" aria-label="AEC con problemas">
          <thead>
            <tr>
              <th>Rut Emisor</th>
              <th>Folio</th>
              <th>Error</th>
            </tr>
          </thead>
          <tbody>
            {problems.map((aec) => (
              <tr key={documentId(aec)} data-testid="aec-error-row">
                <td className="text-nowrap">{displayRut(aec.rutEmisor)}</td>
                <td>{aec.folio}</td>
                <td>{aec.error ?? aec.envio?.etiqueta ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sent.length > 0 ? (
        <>
          <p className="fw-semibold mb-1">AEC enviadas ({sent.length})</p>
          <ul className="list-unstyled mb-0">
            {sent.map((aec) => (
              <li key={documentId(aec)} className="d-flex flex-wrap gap-2 align-items-center">
                <span className="text-nowrap">
                  {displayRut(aec.rutEmisor)} folio {aec.folio}
                </span>
                <EnvioBadge envio={aec.envio} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </InfoModal>
  );
}
