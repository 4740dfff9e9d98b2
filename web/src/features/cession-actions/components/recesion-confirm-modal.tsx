import type { CesionView } from '@domain/cession';
import { dteTypeName } from '@domain/dte-types';
import { countText } from '@domain/es-cl-format';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { displayRut, formatAmount } from '@web/lib/format';
import { CONFIRM_WORDS } from '../model/action-messages';
import { notCedibleReason } from '../model/cesion-masiva-payload';

interface RecesionConfirmModalProps {
  /** The selected rows that will be sent, one AEC each. */
  cedible: readonly CesionView[];
  /** The selected rows left out, each shown with its reason. */
  excluded: readonly CesionView[];
  /** The recessionary as the user reads it: 'razón social (rut)', or its rut. */
  recesionario: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The 'Confirmar Recesiones' dialog of the grid (core-platform §2 "Mass assignment", §4 "Confirmation dialogs": the
 * word receder): how many documents go to which recessionary, the documents themselves (folio, tipo, cedente,
 * deudor, monto cedido) so the user sees what will be sent, and the selected ones left out with their reason.
 */
export function RecesionConfirmModal({
  cedible,
  excluded,
  recesionario,
  busy,
  onConfirm,
  onClose,
}: RecesionConfirmModalProps) {
  const one = cedible.length === 1;
  return (
    <ConfirmWordModal
      title="Confirmar Recesiones"
      word={CONFIRM_WORDS.receder}
      confirmLabel={busy ? 'Enviando...' : 'Receder'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {one ? 'Se cederá' : 'Se cederán'} <strong>{cedible.length}</strong> {one ? 'documento' : 'documentos'} a{' '}
        <strong>{recesionario}</strong>, con un AEC firmado por cada uno.
      </p>
      <ScrollRegion label="Documentos a ceder" style={{ maxHeight: '40vh' }} className="mb-3">
        <table className="table table-sm align-middle mb-0" aria-label="Documentos a ceder">
          <thead>
            <tr>
              <th>Folio</th>
              <th>Tipo</th>
              <th>Cedente</th>
              <th>Deudor</th>
              <th className="text-end">Monto cedido</th>
            </tr>
          </thead>
          <tbody>
            {cedible.map((cesion) => (
              <tr key={cesion.id} data-testid="recesion-row" data-folio={cesion.folio}>
                <td>{cesion.folio}</td>
                <td>{dteTypeName(cesion.tipo)}</td>
                <td>
                  {cesion.cedente.razonSocial}{' '}
                  <span className="small text-muted text-nowrap">{displayRut(cesion.cedente.rut)}</span>
                </td>
                <td>{cesion.deudor.razonSocial}</td>
                <td className="text-end text-nowrap">{formatAmount(cesion.montoCedido)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {excluded.length > 0 ? (
        <div className="alert alert-warning py-2" role="status">
          No se {excluded.length === 1 ? 'cederá' : 'cederán'}{' '}
          {countText(excluded.length, 'documento seleccionado', 'documentos seleccionados')}:
          <ul className="mb-0">
            {excluded.map((cesion) => (
              <li key={cesion.id}>
                Folio {cesion.folio}: {notCedibleReason(cesion)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ConfirmWordModal>
  );
}
