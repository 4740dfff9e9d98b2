import { useState, type KeyboardEvent } from 'react';
import { isEmailAddress, readEmailList } from '@domain/notificacion/email-list';

interface EmailsInputProps {
  id: string;
  label: string;
  /** The addresses entered so far (valid or not: the invalid ones show in red until removed). */
  emails: string[];
  onChange: (emails: string[]) => void;
  /** The text being typed, not yet an address of the list. */
  draft: string;
  onDraft: (draft: string) => void;
}

/** Keys that close the address being typed. */
const SEPARATORS = new Set(['Enter', ',', ';', ' ', 'Tab']);

/**
 * The multi-e-mail input of the notifications screen (core-platform §2): one removable chip per address, a text field
 * (placeholder 'email') whose text becomes chips on Enter, comma, semicolon, space or leaving the field, or when
 * several addresses are pasted; Backspace on an empty field removes the last chip. Invalid addresses stay visible, in
 * red, so the user sees what was refused (§5 "valid e-mail addresses").
 */
export function EmailsInput({ id, label, emails, onChange, draft, onDraft }: EmailsInputProps) {
  const [focused, setFocused] = useState(false);
  const commit = (text: string) => {
    const pieces = text.split(/[\s,;]+/).filter(Boolean);
    if (pieces.length === 0) return;
    const known = new Set(emails.map((email) => email.toLowerCase()));
    const added = pieces
      .map((piece) => (isEmailAddress(piece) ? piece.toLowerCase() : piece))
      .filter((piece) => !known.has(piece.toLowerCase()));
    onChange([...emails, ...new Set(added)]);
    onDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (SEPARATORS.has(event.key) && draft.trim()) {
      if (event.key !== 'Tab') event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && emails.length > 0) {
      onChange(emails.slice(0, -1));
    }
  };
  const invalid = readEmailList(emails).invalid;
  return (
    <div>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div
        className={`form-control d-flex flex-wrap gap-1 align-items-center ${focused ? 'border-primary' : ''} ${invalid.length > 0 ? 'is-invalid' : ''}`}
        data-testid="emails-input"
      >
        {emails.map((email) => {
          const valid = isEmailAddress(email);
          return (
            <span
              key={email}
              className={`badge rounded-pill ${valid ? 'text-bg-light border' : 'text-bg-danger'} d-inline-flex align-items-center text-start`}
              style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
              data-testid="email-chip"
              data-invalid={valid ? undefined : 'true'}
              title={valid ? email : `Email inválido: ${email}`}
            >
              {email}
              <button
                type="button"
                className={`btn-close ms-1 ${valid ? '' : 'btn-close-white'}`}
                style={{ fontSize: '0.55rem' }}
                aria-label={`Quitar ${email}`}
                onClick={() => onChange(emails.filter((other) => other !== email))}
              />
            </span>
          );
        })}
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          className="border-0 flex-grow-1"
          style={{ outline: 'none', minWidth: '8rem' }}
          placeholder="email"
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            if (/[,;\s]\S/.test(text.trim()) || /[,;]$/.test(text)) commit(text);
            else onDraft(text);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            commit(draft);
          }}
        />
      </div>
      {invalid.length > 0 ? (
        <div className="invalid-feedback d-block" data-testid="emails-invalid">
          Emails inválidos: {invalid.join(', ')}
        </div>
      ) : null}
    </div>
  );
}
