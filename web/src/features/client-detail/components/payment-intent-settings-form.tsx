import { useId } from 'react';
import type { MatchSettingsCheck, MatchSettingsDraft } from '../model/payment-intent-settings';
import { PAYMENT_INTENT_MESSAGES as M } from '../model/payment-intent-messages';

interface PaymentIntentSettingsFormProps {
  draft: MatchSettingsDraft;
  check: MatchSettingsCheck;
  onDraft: (draft: MatchSettingsDraft) => void;
  onApply: () => void;
  onReset: () => void;
}

/**
 * The Tolerancia (%) and Días hacia adelante fields with Aplicar and Reset (client-detail.md §2, §5): each field shows
 * its message under it; Aplicar (or Enter) is enabled only when the check allows it.
 */
export function PaymentIntentSettingsForm({ draft, check, onDraft, onApply, onReset }: PaymentIntentSettingsFormProps) {
  const id = useId();
  const field = (name: keyof MatchSettingsDraft, label: string, error: string | null) => (
    <div className="col-6 col-sm-auto">
      <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        inputMode="decimal"
        className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
        value={draft[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
        onChange={(event) => onDraft({ ...draft, [name]: event.target.value })}
      />
      {error ? (
        <div id={`${id}-${name}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
  return (
    <form
      className="row g-2 align-items-start"
      noValidate
      aria-label="Parámetros de cesiones relacionadas"
      onSubmit={(event) => {
        event.preventDefault();
        if (check.canApply) onApply();
      }}
    >
      {field('tolerancia', M.tolerancia, check.toleranciaError)}
      {field('dias', M.dias, check.diasError)}
      <div className="col-12 col-sm-auto d-flex gap-2 align-self-sm-end pt-sm-4">
        <button type="submit" className="btn btn-sm btn-primary" disabled={!check.canApply}>
          {M.apply}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onReset}>
          {M.reset}
        </button>
      </div>
    </form>
  );
}
