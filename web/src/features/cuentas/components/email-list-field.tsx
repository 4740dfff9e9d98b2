import type { useEmailList } from '../hooks/use-email-list';

/**
 * The e-mail textarea of 'Crear cuenta' (core-platform §2, §5): addresses separated by comma, semicolon or newline,
 * 'Procesar emails' and 'Limpiar lista' buttons, the accepted addresses as removable badges, and the notices of the
 * last processing ('Emails inválidos: ...', 'Emails duplicados ignorados: ...', 'N email(s) válido(s) procesado(s)').
 */
export function EmailListField({ list }: { list: ReturnType<typeof useEmailList> }) {
  return (
    <div className="mb-3">
      <label htmlFor="cuentas-emails" className="form-label">
        Emails (separados por coma, punto y coma o salto de línea)
      </label>
      <textarea
        id="cuentas-emails"
        className="form-control"
        rows={3}
        value={list.text}
        placeholder="usuario@empresa.cl; otro@empresa.cl"
        onChange={(event) => list.setText(event.target.value)}
      />
      <div className="d-flex gap-2 mt-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={list.process}>
          Procesar emails
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={list.clear}
          disabled={list.emails.length === 0}
        >
          Limpiar lista
        </button>
      </div>
      {list.notices.map((notice) => (
        <div
          key={notice.text}
          className={`alert alert-${notice.kind} py-1 px-2 mt-2 mb-0 small`}
          role={notice.kind === 'danger' ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      ))}
      {list.emails.length > 0 ? (
        <div className="d-flex flex-wrap gap-2 mt-2" data-testid="email-badges">
          {list.emails.map((email) => (
            <span key={email} className="badge rounded-pill text-bg-primary d-inline-flex align-items-center gap-1">
              {email}
              <button
                type="button"
                className="btn-close btn-close-white"
                style={{ fontSize: '0.55rem' }}
                aria-label={`Quitar ${email}`}
                onClick={() => list.remove(email)}
              />
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
