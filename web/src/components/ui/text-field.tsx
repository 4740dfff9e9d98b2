import type { InputHTMLAttributes } from 'react';
import type { FieldProps } from './field-props';

/** The field's props and the input's own attributes; the wrapper's className is 'mb-3' by default. */
interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>, FieldProps {
  /** A message about this field, shown under it with the input marked invalid. */
  error?: string | null;
}

/**
 * A Bootstrap text input with a real `<label for>` (stable, accessible markup for forms and browser tests); a read-only
 * one is shaded so it does not look editable.
 */
export function TextField({ id, label, value, onValueChange, className = 'mb-3', error, ...input }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}${input.readOnly ? ' bg-body-secondary' : ''}`}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
