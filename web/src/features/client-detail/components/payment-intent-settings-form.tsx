import { useId, useState } from 'react';
import type { MatchSettings } from '@domain/payment-intent/related-cesion';
import { checkMatchSettings, draftOf, type MatchSettingsDraft } from '../model/payment-intent-settings';
import { PAYMENT_INTENT_MESSAGES as M } from '../model/payment-intent-messages';

interface PaymentIntentSettingsFormProps {
  /** The settings in force; the fields start from them (the parent remounts the form when they change). */
  applied: MatchSettings;
  onApply: (settings: MatchSettings) => void;
  onReset: () => void;
}

/**
 * The Tolerancia (%) and Días hacia adelante fields with Aplicar and Reset (client-detail.md §2, §5): the fields as
 * typed, checked against `applied` (payment-intent-settings.ts); each field shows its message under it; Aplicar (or
 * Enter) is enabled only when the check allows it; Reset refills the fields with the defaults.
 */
export function PaymentIntentSettingsForm({ applied, onApply, onReset }: PaymentIntentSettingsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(applied));
  const check = checkMatchSettings(draft, applied);
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
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
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
        if (check.canApply && check.settings) onApply(check.settings);
      }}
    >
      {field('tolerancia', M.tolerancia, check.toleranciaError)}
      {field('dias', M.dias, check.diasError)}
      <div className="col-12 col-sm-auto d-flex gap-2 align-self-sm-end pt-sm-4">
        <button type="submit" className="btn btn-sm btn-primary" disabled={!check.canApply}>
          {M.apply}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            setDraft(draftOf());
            onReset();
          }}
        >
          {M.reset}
        </button>
      </div>
    </form>
  );
}
