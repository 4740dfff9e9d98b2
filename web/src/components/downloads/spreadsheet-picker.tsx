import type { ReactNode } from 'react';
import { ACCEPTED_EXTENSIONS } from '../../lib/downloads/read-first-sheet';

/** Props of {@link SpreadsheetPicker}. */
export interface SpreadsheetPickerProps {
  /** id of the file input (its label points at it). */
  inputId: string;
  /** What the file must hold, shown as the input's label. */
  label: ReactNode;
  /** Text of the action button, e.g. 'Cargar archivo' or 'Confirmar Envío'. */
  action: ReactNode;
  onFile: (file: File | null) => void;
  onAction: () => void;
  busy: boolean;
}

/**
 * The card with a spreadsheet file input (.xls, .xlsx, .csv: core-platform §5 uploads) and its action button,
 * shared by the bulk AEC download list and the payroll upload ('Carga Nómina').
 */
export function SpreadsheetPicker({ inputId, label, action, onFile, onAction, busy }: SpreadsheetPickerProps) {
  return (
    <div className="card mb-3">
      <div className="card-body">
        <label htmlFor={inputId} className="form-label">
          {label}
        </label>
        <div className="d-flex gap-2 flex-wrap">
          <input
            id={inputId}
            type="file"
            className="form-control w-auto mw-100"
            accept={ACCEPTED_EXTENSIONS.join(',')}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
          <button type="button" className="btn btn-primary" onClick={onAction} disabled={busy}>
            {action}
          </button>
        </div>
      </div>
    </div>
  );
}
