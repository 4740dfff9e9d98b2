import { FLAG_GROUPS } from '@domain/accounts/permission-editor';
import { formatDateTime } from '@web/lib/format';
import type { Account } from '../model/account';

/** What a row of the accounts list can do (core-platform §2 "Accounts" options). */
export interface AccountRowActions {
  onToggle: (email: string) => void;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
  onUnlink: (account: Account) => void;
  onPassword: (account: Account) => void;
  onHistory: (account: Account) => void;
}

/** 'n/N': how many flags of the group the account holds. */
export function groupCount(account: Account, group: (typeof FLAG_GROUPS)[number]): string {
  return `${group.flags.filter(({ flag }) => account.flags[flag]).length}/${group.flags.length}`;
}

/** The last access as 'dd/MM/yyyy HH:mm' (America/Santiago), or 'Nunca'. */
export function lastAccess(account: Account): string {
  return account.lastLogin ? formatDateTime(account.lastLogin) : 'Nunca';
}

/**
 * The e-mail with a 'Pendiente' badge until the first sign-in, and a 'Vinculada' badge for an account of another
 * factoring linked to this one.
 */
export function AccountEmail({ account }: { account: Account }) {
  return (
    <>
      {account.email}
      {account.estado === 'FORCE_CHANGE_PASSWORD' ? (
        <span className="badge text-bg-warning ms-2">Pendiente</span>
      ) : null}
      {account.vinculada ? (
        <span className="badge text-bg-info ms-2" title="Cuenta de otro factoring con acceso a este">
          Vinculada
        </span>
      ) : null}
    </>
  );
}

/** The companies consulted, a link to 'Historial de Consultas'. */
export function ConsultedButton({ account, onHistory }: { account: Account; onHistory: (account: Account) => void }) {
  return (
    <button
      type="button"
      className="btn btn-link btn-sm p-0"
      onClick={() => onHistory(account)}
      title="Historial de Consultas"
    >
      {account.empresasConsultadas}
    </button>
  );
}

/**
 * Mostrar/Ocultar, Editar, and Cambiar clave and Borrar, or Desvincular for a linked account (none of these three on
 * one's own account): a linked account belongs to another factoring, which alone deletes it or sets its password.
 */
export function AccountButtons({
  account,
  open,
  own,
  actions,
}: {
  account: Account;
  open: boolean;
  own: boolean;
  actions: AccountRowActions;
}) {
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm me-1"
        onClick={() => actions.onToggle(account.email)}
      >
        {open ? 'Ocultar' : 'Mostrar'}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm me-1" onClick={() => actions.onEdit(account)}>
        Editar
      </button>
      {own || account.vinculada ? null : (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm me-1"
          onClick={() => actions.onPassword(account)}
        >
          Cambiar clave
        </button>
      )}
      {own ? null : account.vinculada ? (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => actions.onUnlink(account)}>
          Desvincular
        </button>
      ) : (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => actions.onDelete(account)}>
          Borrar
        </button>
      )}
    </>
  );
}

/** The granted permissions by group (Mostrar), 'Sin permisos' for an empty group. */
export function AccountPermissions({ account }: { account: Account }) {
  return (
    <div className="row g-2">
      {FLAG_GROUPS.map((group) => (
        <div key={group.title} className="col-12 col-md-4">
          <div className="fw-semibold small">{group.title}</div>
          {group.flags
            .filter(({ flag }) => account.flags[flag])
            .map(({ flag, label }) => (
              <span key={flag} className="badge text-bg-secondary me-1 mb-1">
                {label}
              </span>
            ))}
          {group.flags.every(({ flag }) => !account.flags[flag]) ? (
            <span className="small text-muted">Sin permisos</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
