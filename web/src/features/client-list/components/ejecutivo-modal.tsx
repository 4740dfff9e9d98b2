import { useState } from 'react';
import { Modal } from '@web/components/ui/modal';
import { useToast } from '@web/components/ui/toasts';
import { displayRut } from '@web/lib/format';
import { useChangeEjecutivo } from '../api/change-ejecutivo';
import type { RegisteredUser } from '../api/get-registered-users';
import { HttpError } from '@web/lib/rest/rest-get';
import { executivesOf } from '@web/localdb/client-list/client-company';
import { CLIENT_LIST_MESSAGES as M } from '../model/messages';
import type { EjecutivoAction } from './client-table-columns';

interface EjecutivoModalProps {
  action: EjecutivoAction;
  users: readonly RegisteredUser[];
  rutFactoring: string;
  onClose: () => void;
}

const isAlreadyAssigned = (error: unknown) =>
  (error instanceof HttpError && error.status === 409) ||
  (error instanceof Error && error.message === M.alreadyAssigned);

/**
 * 'Agregar Ejecutivo' (pick a user to assign) and 'Gestionar Ejecutivo' (remove one of the assigned executives, or
 * add another) of client-radar.md §2. An executive already assigned is reported and the modal closes (§4); other
 * failures show 'Error al asignar ejecutivo' / 'Error al remover ejecutivo' (§8).
 */
export function EjecutivoModal({ action, users, rutFactoring, onClose }: EjecutivoModalProps) {
  const toast = useToast();
  const mutation = useChangeEjecutivo(rutFactoring);
  const assigned = executivesOf(action.client);
  const candidates = users.filter(
    (user) => !assigned.some((email) => email.toLowerCase() === user.email.toLowerCase()),
  );
  const [toAdd, setToAdd] = useState('');
  const [toRemove, setToRemove] = useState('');
  const [removeError, setRemoveError] = useState<string | null>(null);

  const add = () =>
    mutation.mutate(
      { action: 'add', rut: action.client.rut, email: toAdd },
      {
        onSuccess: (message) => {
          toast('success', message || 'Ejecutivo asignado');
          onClose();
        },
        onError: (error) => {
          if (isAlreadyAssigned(error)) {
            toast('warning', M.alreadyAssigned);
            onClose();
          } else toast('error', M.assignError);
        },
      },
    );

  const remove = () => {
    if (!toRemove) {
      setRemoveError(M.selectToRemove);
      return;
    }
    mutation.mutate(
      { action: 'remove', rut: action.client.rut, email: toRemove },
      {
        onSuccess: (message) => {
          toast('success', message || 'Ejecutivo removido');
          onClose();
        },
        onError: () => toast('error', M.removeError),
      },
    );
  };

  return (
    <Modal title={action.kind === 'add' ? M.addEjecutivo : M.manageEjecutivo} onClose={onClose}>
      <p className="small text-muted">
        {action.client.razonSocial} ({displayRut(action.client.rut)})
      </p>
      {action.kind === 'manage' ? (
        <fieldset className="mb-3">
          <legend className="fs-6">Ejecutivos asignados</legend>
          {assigned.map((email) => (
            <div className="form-check" key={email}>
              <input
                id={`remove-${email}`}
                type="radio"
                name="ejecutivo-remove"
                className="form-check-input"
                checked={toRemove === email}
                onChange={() => {
                  setToRemove(email);
                  setRemoveError(null);
                }}
              />
              <label htmlFor={`remove-${email}`} className="form-check-label">
                {email}
              </label>
            </div>
          ))}
          {removeError ? <div className="text-danger small">{removeError}</div> : null}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger mt-2"
            disabled={mutation.isPending}
            onClick={remove}
          >
            Remover
          </button>
        </fieldset>
      ) : null}
      <label htmlFor="ejecutivo-add" className="form-label">
        Ejecutivo
      </label>
      <div className="d-flex gap-2">
        <select
          id="ejecutivo-add"
          className="form-select form-select-sm"
          value={toAdd}
          onChange={(e) => setToAdd(e.target.value)}
        >
          <option value="">Seleccione un ejecutivo</option>
          {candidates.map((user) => (
            <option key={user.email} value={user.email}>
              {user.nombre ? `${user.nombre} (${user.email})` : user.email}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-sm btn-primary" disabled={!toAdd || mutation.isPending} onClick={add}>
          Asignar
        </button>
      </div>
    </Modal>
  );
}
