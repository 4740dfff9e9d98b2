import { useState } from 'react';

interface ThresholdFieldProps {
  id: string;
  /** The KPI's title, read by screen readers before the label but not shown (the card shows it). */
  title: string;
  label: string;
  value: number;
  step: number;
  min: number;
  max: number;
  disabled: boolean;
  /** Called on Enter or when the field loses focus with a number; the editor snaps it to the slider's rule. */
  onCommit: (value: number) => void;
}

/**
 * A threshold typed as a number, beside the slider (the value the editor kept shows again after the commit, so a
 * value off the step or too close to the other threshold is corrected in view).
 */
export function ThresholdField({ id, title, label, value, step, min, max, disabled, onCommit }: ThresholdFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft.trim() !== '' && Number.isFinite(Number(draft))) onCommit(Number(draft));
    setDraft(null);
  };
  return (
    <div className="col">
      <label htmlFor={id} className="form-label small mb-0">
        <span className="visually-hidden">{title}: </span>
        {label}
      </label>
      <input
        id={id}
        type="number"
        className="form-control form-control-sm"
        value={draft ?? String(value)}
        step={step}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </div>
  );
}
