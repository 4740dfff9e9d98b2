import { useState } from 'react';
import {
  ACCION_RECLAMO_LABELS,
  ACCIONES_RECLAMO,
  DEFAULT_ACCION_RECLAMO,
  isAccionReclamo,
  type AccionReclamo,
} from '@domain/reclamo/reclamo-dte';
import { ConfirmWordModal } from '@web/components/ui/confirm-word-modal';
import { RECHAZO_WORD } from '../model/rechazo-request';
import { SelectField } from '@web/components/ui/select-field';

interface RechazoModalProps {
  count: number;
  busy: boolean;
  onConfirm: (accion: AccionReclamo) => void;
  onClose: () => void;
}

/**
 * The reject-document confirmation of the owed screen (core-platform §2 Dialogs, §4): its text says Rechazar, it asks
 * the claim type (Reclamo al contenido, the default; Falta parcial; Falta total) and enables 'Rechazar' once 'eliminar'
 * is typed.
 */
export function RechazoModal({ count, busy, onConfirm, onClose }: RechazoModalProps) {
  const [accion, setAccion] = useState<AccionReclamo>(DEFAULT_ACCION_RECLAMO);
  return (
    <ConfirmWordModal
      title="Rechazar Dte"
      word={RECHAZO_WORD}
      confirmLabel={busy ? 'Rechazando...' : 'Rechazar'}
      busy={busy}
      onConfirm={() => onConfirm(accion)}
      onClose={onClose}
    >
      <p>
        ¿Desea rechazar <strong>{count}</strong> {count === 1 ? 'documento' : 'documentos'}? Se registrará un reclamo en
        el SII y el factoring que lo tiene cedido lo verá.
      </p>
      <SelectField
        id="tipo-reclamo"
        label="Tipo de reclamo"
        value={accion}
        onValueChange={(value) => {
          if (isAccionReclamo(value)) setAccion(value);
        }}
        className="mb-3"
      >
        {ACCIONES_RECLAMO.map((code) => (
          <option key={code} value={code}>
            {ACCION_RECLAMO_LABELS[code]}
          </option>
        ))}
      </SelectField>
    </ConfirmWordModal>
  );
}
