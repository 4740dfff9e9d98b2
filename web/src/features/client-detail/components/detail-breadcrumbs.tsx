import { Link } from 'react-router';
import { displayRut } from '@web/lib/format';
import { CLIENT_DETAIL_MESSAGES as M } from '../model/messages';

/** Breadcrumbs 'Dashboard > {client name} ({rut})' (client-detail.md §2); 'Dashboard' goes back to the list. */
export function DetailBreadcrumbs({ rut, clientName }: { rut: string; clientName: string | null }) {
  return (
    <nav aria-label="breadcrumb">
      <ol className="breadcrumb mb-2">
        <li className="breadcrumb-item">
          <Link to="/dashboard-clientes">{M.dashboard}</Link>
        </li>
        <li className="breadcrumb-item active" aria-current="page" data-testid="client-breadcrumb">
          {clientName ? `${clientName} (${displayRut(rut)})` : displayRut(rut)}
        </li>
      </ol>
    </nav>
  );
}
