import { Link } from 'react-router';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

/**
 * Not-found state of the client detail (client-detail.md §2): 'Cliente no encontrado' with the link
 * 'Volver a Selección de Clientes' to '/dashboard-clientes'.
 */
export function ClientNotFound() {
  return (
    <div className="alert alert-warning" role="alert" data-testid="client-not-found">
      <div className="fw-semibold mb-2">{M.notFound}</div>
      <Link className="btn btn-sm btn-outline-secondary" to="/dashboard-clientes">
        {M.backToClientSelection}
      </Link>
    </div>
  );
}
