import { useState } from 'react';
import type { PermissionFlags } from '@domain/permissions';
import { Modal } from '@web/components/ui/modal';
import { useToast } from '@web/components/ui/toasts';
import { userMessage } from '@web/lib/api-error';
import { useUserMutation } from '../api/user-mutation';
import type { Account } from '../model/account';
import { CUENTAS_MESSAGES } from '../model/messages';
import { PermissionCheckboxes } from './permission-checkboxes';
import { ConfirmFooter } from '@web/components/ui/confirm-footer';

interface EditAccountModalProps {
  rutFactoring: string;
  account: Account;
  grantable: PermissionFlags;
  onClose: () => void;
}

/**
 * 'Editando cuenta' (core-platform §2 "Accounts"): the account's permission checkboxes with the editor rules; Guardar
 * sends editUser (a flag the editor does not hold stays as it is), toasts 'Se editó el usuario correctamente' and
 * closes; a refusal is shown in the dialog.
 */
export function EditAccountModal({ rutFactoring, account, grantable, onClose }: EditAccountModalProps) {
  const toast = useToast();
  const edit = useUserMutation(rutFactoring, 'editUser');
  const [flags, setFlags] = useState(account.flags);
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    edit.mutate(
      { email: account.email, flags },
      {
        onSuccess: () => {
          toast('success', CUENTAS_MESSAGES.edited);
          onClose();
        },
        onError: (failure) => setError(userMessage(failure, 'No se pudo editar el usuario')),
      },
    );
  return (
    <Modal
      title="Editando cuenta"
      size="lg"
      onClose={onClose}
      footer={
        <ConfirmFooter onCancel={onClose} disabled={edit.isPending} onConfirm={save}>
          {edit.isPending ? 'Guardando...' : 'Guardar'}
        </ConfirmFooter>
      }
    >
      <p className="mb-3">
        <strong>{account.email}</strong>
      </p>
      <PermissionCheckboxes idPrefix="editar" flags={flags} onChange={setFlags} grantable={grantable} />
      {error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </div>
      ) : null}
    </Modal>
  );
}
