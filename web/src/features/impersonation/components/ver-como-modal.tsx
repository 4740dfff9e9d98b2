import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { useImpersonableUsers } from '../api/get-impersonable-users';
import { useVerComo } from '../hooks/use-ver-como';

/**
 * 'Ver como' of an administrator: the users of the selected factoring, each with a 'Ver como' button that starts
 * seeing the platform as that user (the server checks the right on every request).
 */
export function VerComoModal({ rutFactoring, onClose }: { rutFactoring: string | null; onClose: () => void }) {
  const users = useImpersonableUsers(rutFactoring);
  const { start } = useVerComo();
  return (
    <Modal title="Ver como otro usuario" onClose={onClose}>
      {users.isPending ? <Spinner /> : null}
      {users.error ? (
        <div className="alert alert-danger" role="alert">
          {users.error.message}
        </div>
      ) : null}
      {users.data && users.data.length === 0 ? (
        <p className="text-muted">No hay otros usuarios en este factoring.</p>
      ) : null}
      {users.data && users.data.length > 0 ? (
        <ul className="list-group">
          {users.data.map((user) => (
            <li key={user.username} className="list-group-item d-flex align-items-center gap-2">
              <span className="me-auto">
                {user.email}
                {user.nombre ? <span className="text-muted small ms-2">{user.nombre}</span> : null}
              </span>
              <button
                type="button"
                className="btn btn-outline-warning btn-sm"
                onClick={() => {
                  start({ username: user.username, email: user.email });
                  onClose();
                }}
              >
                Ver como
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
