import { Fragment } from 'react';
import { FLAG_GROUPS } from '../../../../../domain/accounts/permission-editor';
import { formatDateTime } from '../../../lib/format';
import type { Account } from '../model/account';

interface UsersTableProps {
  accounts: Account[];
  /** E-mails whose permissions are shown (Mostrar / Expandir todo). */
  expanded: ReadonlySet<string>;
  /** The signed-in user's e-mail: their own row has no Borrar. */
  ownEmail: string;
  onToggle: (email: string) => void;
  onEdit: (account: Account) => void;
  onDelete: (account: Account) => void;
  onHistory: (account: Account) => void;
}

/**
 * The accounts table of 'Cuentas' (core-platform §2): email, last access, companies consulted (opens 'Historial de
 * Consultas'), the granted count of Avisos, Radar and Acciones, and the options Mostrar/Ocultar (the granted
 * permissions by group), Editar and Borrar. An account that has not signed in yet is marked 'Pendiente'.
 */
export function UsersTable({ accounts, expanded, ownEmail, onToggle, onEdit, onDelete, onHistory }: UsersTableProps) {
  if (accounts.length === 0) return <p className="mb-0">No hay cuentas registradas</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0" data-testid="tabla-usuarios">
        <thead>
          <tr>
            <th>Email</th>
            <th>Último acceso</th>
            <th className="text-end">Empresas consultadas</th>
            {FLAG_GROUPS.map((group) => (
              <th key={group.title} className="text-center">
                {group.title}
              </th>
            ))}
            <th>Opciones</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const open = expanded.has(account.email);
            return (
              <Fragment key={account.email}>
                <tr data-email={account.email}>
                  <td className="text-break">
                    {account.email}
                    {account.estado === 'FORCE_CHANGE_PASSWORD' ? <span className="badge text-bg-warning ms-2">Pendiente</span> : null}
                  </td>
                  <td className="text-nowrap">{account.lastLogin ? formatDateTime(account.lastLogin) : 'Nunca'}</td>
                  <td className="text-end">
                    <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onHistory(account)} title="Historial de Consultas">
                      {account.empresasConsultadas}
                    </button>
                  </td>
                  {FLAG_GROUPS.map((group) => (
                    <td key={group.title} className="text-center text-nowrap" data-grupo={group.title}>
                      {group.flags.filter(({ flag }) => account.flags[flag]).length}/{group.flags.length}
                    </td>
                  ))}
                  <td className="text-nowrap">
                    <button type="button" className="btn btn-outline-secondary btn-sm me-1" onClick={() => onToggle(account.email)}>
                      {open ? 'Ocultar' : 'Mostrar'}
                    </button>
                    <button type="button" className="btn btn-outline-primary btn-sm me-1" onClick={() => onEdit(account)}>
                      Editar
                    </button>
                    {account.email !== ownEmail ? (
                      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onDelete(account)}>
                        Borrar
                      </button>
                    ) : null}
                  </td>
                </tr>
                {open ? (
                  <tr className="table-light" data-permisos={account.email}>
                    <td colSpan={4 + FLAG_GROUPS.length}>
                      <div className="row g-2">
                        {FLAG_GROUPS.map((group) => (
                          <div key={group.title} className="col-12 col-md-4">
                            <div className="fw-semibold small">{group.title}</div>
                            {group.flags.filter(({ flag }) => account.flags[flag]).map(({ flag, label }) => (
                              <span key={flag} className="badge text-bg-secondary me-1 mb-1">
                                {label}
                              </span>
                            ))}
                            {group.flags.every(({ flag }) => !account.flags[flag]) ? <span className="small text-muted">Sin permisos</span> : null}
                          </div>
                        ))}
                      </div>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
