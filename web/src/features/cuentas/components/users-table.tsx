import { Fragment } from 'react';
import { FLAG_GROUPS } from '@domain/accounts/permission-editor';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from '@web/components/ui/use-media-query';
import type { Account } from '../model/account';
import {
  AccountButtons,
  AccountEmail,
  AccountPermissions,
  ConsultedButton,
  groupCount,
  lastAccess,
  type AccountRowActions,
} from './account-parts';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { DetailRow } from '@web/components/ui/detail-row';

interface UsersTableProps extends AccountRowActions {
  accounts: Account[];
  /** E-mails whose permissions are shown (Mostrar / Expandir todo). */
  expanded: ReadonlySet<string>;
  /** The signed-in user's e-mail: their own row has no Borrar. */
  ownEmail: string;
}

/**
 * The accounts of 'Cuentas' (core-platform §2): email, last access, companies consulted (opens 'Historial de
 * Consultas'), the granted count of Avisos, Radar and Acciones, and the options Mostrar/Ocultar (the granted
 * permissions by group), Editar and Borrar; an account that has not signed in yet is marked 'Pendiente'. A table from
 * the md breakpoint, stacked cards below it; 'No hay cuentas registradas' when there are none.
 */
export function UsersTable({ accounts, expanded, ownEmail, ...actions }: UsersTableProps) {
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  if (accounts.length === 0) return <p className="mb-0">No hay cuentas registradas</p>;
  if (!wide) {
    return (
      <div className="d-flex flex-column gap-2">
        {accounts.map((account) => (
          <div key={account.email} className="border rounded p-2" data-email={account.email}>
            <div className="fw-semibold text-break">
              <AccountEmail account={account} />
            </div>
            <div className="small">Último acceso: {lastAccess(account)}</div>
            <div className="small">
              Empresas consultadas: <ConsultedButton account={account} onHistory={actions.onHistory} />
            </div>
            <div className="small mb-2">
              {FLAG_GROUPS.map((group) => `${group.title} ${groupCount(account, group)}`).join(' · ')}
            </div>
            <AccountButtons
              account={account}
              open={expanded.has(account.email)}
              own={account.email === ownEmail}
              actions={actions}
            />
            {expanded.has(account.email) ? (
              <div className="mt-2" data-permisos={account.email}>
                <AccountPermissions account={account} />
              </div>
            ) : null}
          </div>
        ))}
      </div>
    );
  }
  return (
    <ScrollRegion label="Cuentas">
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
                    <AccountEmail account={account} />
                  </td>
                  <td className="text-nowrap">{lastAccess(account)}</td>
                  <td className="text-end">
                    <ConsultedButton account={account} onHistory={actions.onHistory} />
                  </td>
                  {FLAG_GROUPS.map((group) => (
                    <td key={group.title} className="text-center text-nowrap" data-grupo={group.title}>
                      {groupCount(account, group)}
                    </td>
                  ))}
                  <td className="text-nowrap">
                    <AccountButtons account={account} open={open} own={account.email === ownEmail} actions={actions} />
                  </td>
                </tr>
                <DetailRow
                  open={open}
                  colSpan={4 + FLAG_GROUPS.length}
                  className="table-light"
                  rowData={{ 'data-permisos': account.email }}
                >
                  <AccountPermissions account={account} />
                </DetailRow>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
