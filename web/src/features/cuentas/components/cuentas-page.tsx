import { useState } from 'react';
import type { PermissionFlags } from '@domain/permissions';
import { Spinner } from '@web/components/ui/spinner';
import { userMessage } from '@web/lib/api-error';
import { useUsers } from '../api/get-users';
import type { Account } from '../model/account';
import { CUENTAS_MESSAGES } from '../model/messages';
import { ConsultationsModal } from './consultations-modal';
import { CreateAccountsCard } from './create-accounts-card';
import { RemoveAccountModal } from './remove-account-modal';
import { EditAccountModal } from './edit-account-modal';
import { ExecutivesCsvPopover } from './executives-csv-popover';
import { TemporaryPasswordModal } from './temporary-password-modal';
import { UsersTable } from './users-table';
import { UsageCard } from './usage-card';
import { FactoringsUsageCard } from './factorings-usage-card';

interface CuentasPageProps {
  rutFactoring: string;
  /** The user holds cuentas (core-platform §6); the server checks it again on every call. */
  allowed: boolean;
  /** The signed-in user's flags (what they may grant) and e-mail. */
  flags: PermissionFlags;
  ownEmail: string;
  /** An administrator of the platform acting as themself also sees every factoring's usage. */
  platformAdmin: boolean;
}

/** Which account a dialog is open for. */
type Open = { kind: 'edit' | 'delete' | 'unlink' | 'history' | 'password'; account: Account } | null;

/**
 * '/cuentas', 'Crear cuenta' (core-platform §2 "Accounts", §4, §5, §8): the create form, and the factoring's accounts
 * (its own and those linked to it from other factorings) with Expandir todo, the executives 'Carga CSV' and per row
 * Mostrar/Ocultar, Editar ('Editando cuenta'), Cambiar clave (a temporary password), Borrar (typing 'eliminar') or,
 * for a linked account, Desvincular (typing 'desvincular'), and the 'Historial de Consultas'; then 'Uso del mes'
 * (core-platform §9) and, for the platform's administrator, every factoring's usage.
 */
export function CuentasPage({ rutFactoring, allowed, flags, ownEmail, platformAdmin }: CuentasPageProps) {
  const users = useUsers(rutFactoring, allowed);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);

  if (!allowed) {
    return (
      <div className="alert alert-warning" role="alert">
        {CUENTAS_MESSAGES.notAllowed}
      </div>
    );
  }

  const accounts = users.data ?? [];
  const allExpanded = accounts.length > 0 && accounts.every((account) => expanded.has(account.email));
  const toggle = (email: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(email)) next.add(email);
      return next;
    });

  return (
    <section>
      <h1 className="h4 mb-3">Crear cuenta</h1>
      <CreateAccountsCard rutFactoring={rutFactoring} grantable={flags} />
      <div className="card">
        <div className="card-header d-flex align-items-center gap-2 flex-wrap">
          <span className="me-auto">Usuarios</span>
          <div className="form-check form-switch mb-0">
            <input
              id="expandir-todo"
              type="checkbox"
              className="form-check-input"
              checked={allExpanded}
              disabled={accounts.length === 0}
              onChange={(event) =>
                setExpanded(event.target.checked ? new Set(accounts.map((account) => account.email)) : new Set())
              }
            />
            <label htmlFor="expandir-todo" className="form-check-label">
              Expandir todo
            </label>
          </div>
          <ExecutivesCsvPopover rutFactoring={rutFactoring} />
        </div>
        <div className="card-body">
          {users.isPending ? <Spinner /> : null}
          {users.isError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {userMessage(users.error, CUENTAS_MESSAGES.loadFailed)}
            </div>
          ) : null}
          {users.isSuccess ? (
            <UsersTable
              accounts={accounts}
              expanded={expanded}
              ownEmail={ownEmail}
              onToggle={toggle}
              onEdit={(account) => setOpen({ kind: 'edit', account })}
              onDelete={(account) => setOpen({ kind: 'delete', account })}
              onUnlink={(account) => setOpen({ kind: 'unlink', account })}
              onHistory={(account) => setOpen({ kind: 'history', account })}
              onPassword={(account) => setOpen({ kind: 'password', account })}
            />
          ) : null}
        </div>
      </div>
      <UsageCard rutFactoring={rutFactoring} />
      {platformAdmin ? <FactoringsUsageCard /> : null}
      {open?.kind === 'edit' ? (
        <EditAccountModal
          rutFactoring={rutFactoring}
          account={open.account}
          grantable={flags}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'delete' || open?.kind === 'unlink' ? (
        <RemoveAccountModal
          rutFactoring={rutFactoring}
          account={open.account}
          removal={open.kind}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'password' ? (
        <TemporaryPasswordModal rutFactoring={rutFactoring} account={open.account} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'history' ? (
        <ConsultationsModal rutFactoring={rutFactoring} email={open.account.email} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
