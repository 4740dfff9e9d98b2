import { useState } from 'react';
import { EMAIL_LIST_MESSAGES } from '@domain/accounts/email-list';
import { noFlags } from '@domain/accounts/permission-editor';
import type { PermissionFlags } from '@domain/permissions';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useUserMutation } from '../api/user-mutation';
import { useEmailList } from '../hooks/use-email-list';
import { createButtonLabel, CUENTAS_MESSAGES } from '../model/messages';
import { EmailListField } from './email-list-field';
import { PermissionCheckboxes } from './permission-checkboxes';

interface CreateAccountsCardProps {
  rutFactoring: string;
  /** The signed-in user's flags: what they may grant. */
  grantable: PermissionFlags;
}

/**
 * 'Crear cuenta' (core-platform §2 "Accounts", §5, §8): the e-mail list, the permission checkboxes and the
 * 'Crear usuario' / 'Crear N usuarios' button. Each account gets an invitation e-mail with a temporary password.
 * A success toasts 'Se agregó el usuario ... exitosamente' or 'Se agregaron N usuarios exitosamente'; the e-mails
 * that could not be created stay as badges with their reasons shown ('Error al crear usuario: ...').
 */
export function CreateAccountsCard({ rutFactoring, grantable }: CreateAccountsCardProps) {
  const toast = useToast();
  const list = useEmailList();
  const [flags, setFlags] = useState<PermissionFlags>(noFlags);
  const [failures, setFailures] = useState<Array<{ email: string; error: string }>>([]);
  const create = useUserMutation(rutFactoring, 'createUser');

  const submit = () => {
    setFailures([]);
    if (list.emails.length === 0) {
      list.setNotices([{ kind: 'danger', text: EMAIL_LIST_MESSAGES.empty }]);
      return;
    }
    create.mutate(
      { emails: list.emails, flags },
      {
        onSuccess: (result) => {
          const created = result.creados.filter((outcome) => outcome.error === null).map((outcome) => outcome.email);
          const failed = result.creados.flatMap((outcome) =>
            outcome.error === null ? [] : [{ email: outcome.email, error: outcome.error }],
          );
          if (created.length === 1) toast('success', CUENTAS_MESSAGES.createdOne(created[0]!));
          if (created.length > 1) toast('success', CUENTAS_MESSAGES.createdMany(created.length));
          if (failed.length === 1) toast('error', CUENTAS_MESSAGES.createFailedOne(failed[0]!.email));
          if (failed.length > 1) toast('error', CUENTAS_MESSAGES.createFailedMany(failed.length));
          setFailures(failed);
          list.keep(failed.map((failure) => failure.email));
          list.setNotices([]);
        },
        onError: (error) => {
          const text = userMessage(
            error,
            list.emails.length > 1
              ? CUENTAS_MESSAGES.createFailedMany(list.emails.length)
              : CUENTAS_MESSAGES.createFailedOne(list.emails[0]!),
          );
          toast('error', text);
          list.setNotices([{ kind: 'danger', text }]);
        },
      },
    );
  };

  return (
    <div className="card mb-3">
      <div className="card-header">Crear cuenta</div>
      <div className="card-body">
        <EmailListField list={list} />
        <PermissionCheckboxes idPrefix="nueva" flags={flags} onChange={setFlags} grantable={grantable} />
        {failures.length > 0 ? (
          <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="crear-errores">
            <ul className="mb-0 ps-3">
              {failures.map((failure) => (
                <li key={failure.email}>
                  {CUENTAS_MESSAGES.createFailedOne(failure.email)} — {failure.error}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <button type="button" className="btn btn-primary mt-3" onClick={submit} disabled={create.isPending}>
          {create.isPending ? 'Creando...' : createButtonLabel(list.emails.length)}
        </button>
      </div>
    </div>
  );
}
