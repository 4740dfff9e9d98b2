import { formatDateTime } from '@web/lib/format';
import type { ImpersonatedAction } from '../model/account';

const COLUMNS = ['Fecha', 'Administrador', 'Usuario', 'Operación'] as const;

/**
 * The 'Ver como' part of an account's history (core-platform §1 impersonation): every action, reads and downloads
 * included, an administrator took while seeing as the account, newest first: date (dd/MM/yyyy HH:mm,
 * America/Santiago), administrator, user seen as, operation and its outcome.
 */
export function ImpersonationHistory({ actions }: { actions: readonly ImpersonatedAction[] }) {
  return (
    <section className="mt-3" aria-labelledby="historial-ver-como-titulo">
      <h6 id="historial-ver-como-titulo">Acciones de administradores con &apos;Ver como&apos;</h6>
      {actions.length === 0 ? (
        <p className="mb-0">Ningún administrador ha visto como este usuario.</p>
      ) : (
        <table className="table table-sm table-striped mb-0" data-testid="historial-ver-como">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {actions.map((action, index) => (
              <tr key={`${action.at}-${index}`}>
                <td className="text-nowrap">{formatDateTime(action.at)}</td>
                <td>{action.adminEmail}</td>
                <td>{action.targetEmail}</td>
                <td>
                  <code>{action.action}</code>
                  {action.outcome === 'ok' ? null : <span className="text-danger ms-1">({action.outcome})</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
