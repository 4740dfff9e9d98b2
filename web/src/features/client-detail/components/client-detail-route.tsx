import { useParams } from 'react-router';
import { demoAddressRut } from '@web/lib/demo-mode';
import { routeRut } from '../model/route-rut';
import { ClientDetailPage } from './client-detail-page';
import { ClientNotFound } from './client-not-found';

/**
 * Route element of /dashboard-clientes/{rut}: the detail page for a valid RUT, keyed by it so another client starts
 * afresh; 'Cliente no encontrado' with 'Volver a Selección de Clientes' otherwise (client-detail.md §2 page states).
 * In demo mode the page works with the RUT masked like every other, so a real one in the address never shows.
 * @param rutFactoring the factoring selected in the header.
 */
export function ClientDetailRoute({ rutFactoring }: { rutFactoring: string }) {
  const addressRut = routeRut(useParams().rut);
  const rut = addressRut && demoAddressRut(addressRut);
  if (rut) return <ClientDetailPage key={rut} rutFactoring={rutFactoring} rut={rut} />;
  return <ClientNotFound />;
}
