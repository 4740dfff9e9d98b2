import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the wrapper (spacing, grid column); 'mb-3' by default. */
  className?: string;
}

/** A Bootstrap text input with a real `<label for>` (stable, accessible markup for forms and browser tests). */
export function TextField({ id, label, value, onValueChange, className = 'mb-3', ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
    </div>
  );
}
