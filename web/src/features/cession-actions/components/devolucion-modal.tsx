import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { CONFIRM_WORDS } from '../model/action-messages';

interface DevolucionModalProps {
  count: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 'Confirmar Devolucion de Cesiones' (core-platform §2 Dialogs, §4, §5): the return goes to the emisor (default); the
 * last-assignor option is shown disabled as the spec has it; the button enables once 'devolver' is typed.
 */
export function DevolucionModal({ count, busy, onConfirm, onClose }: DevolucionModalProps) {
  return (
    <ConfirmWordModal
      title="Confirmar Devolucion de Cesiones"
      word={CONFIRM_WORDS.devolver}
      confirmLabel={busy ? 'Enviando...' : 'Devolver'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {count === 1 ? 'Se devolverá' : 'Se devolverán'} <strong>{count}</strong>{' '}
        {count === 1 ? 'documento' : 'documentos'}, con un AEC firmado por cada uno.
      </p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Devolver a</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="destino-devolucion"
            id="destino-emisor"
            checked
            readOnly
          />
          <label className="form-check-label" htmlFor="destino-emisor">
            Emisor del documento
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="destino-devolucion"
            id="destino-ultimo-cedente"
            disabled
          />
          <label className="form-check-label" htmlFor="destino-ultimo-cedente">
            Último cedente
          </label>
        </div>
      </fieldset>
    </ConfirmWordModal>
  );
}
