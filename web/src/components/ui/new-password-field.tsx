import { useState } from 'react';
import { generatePassword } from '@domain/account/new-password';

interface NewPasswordFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The §5 problem to show under the field, or null. */
  error: string | null;
}

/**
 * The new-password input of core-platform §5 with a 'Mostrar' toggle and a 'Generar' button (10 characters, shown in
 * clear so the user can copy it). Used by the settings modal and by the first-login step.
 */
export function NewPasswordField({ id, value, onValueChange, error }: NewPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  function generate() {
    onValueChange(generatePassword());
    setVisible(true);
  }
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        Nueva contraseña
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className="btn btn-outline-secondary" onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Ocultar' : 'Mostrar'}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={generate}>
          Generar
        </button>
        {error ? (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
