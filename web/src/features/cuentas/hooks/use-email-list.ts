import { useState } from 'react';
import { processEmailList } from '@domain/accounts/email-list';

/** A message under the textarea: an error (nothing processed), a warning (duplicates) or a success count. */
export interface EmailListNotice {
  kind: 'danger' | 'warning' | 'success';
  text: string;
}

/**
 * State of the e-mail list of 'Crear cuenta' (core-platform §5): the textarea's text, the accepted e-mails (badges)
 * and the notices of the last 'Procesar emails'. Processing keeps the text when it is refused and clears it when
 * accepted; 'Limpiar lista' drops the badges.
 */
export function useEmailList() {
  const [text, setText] = useState('');
  const [emails, setEmails] = useState<string[]>([]);
  const [notices, setNotices] = useState<EmailListNotice[]>([]);

  const process = () => {
    const result = processEmailList(text, emails);
    if (!result.ok) {
      setNotices([{ kind: 'danger', text: result.error }]);
      return;
    }
    setEmails(result.emails);
    setText('');
    setNotices([
      ...(result.warning ? [{ kind: 'warning' as const, text: result.warning }] : []),
      { kind: 'success', text: result.message },
    ]);
  };

  return {
    text,
    setText,
    emails,
    notices,
    process,
    remove: (email: string) => setEmails((current) => current.filter((other) => other !== email)),
    clear: () => {
      setEmails([]);
      setNotices([]);
    },
    /** Keeps only these e-mails (those whose creation failed stay to try again). */
    keep: (kept: readonly string[]) => setEmails(kept.slice()),
    setNotices,
  };
}
