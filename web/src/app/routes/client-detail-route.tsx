import { useParams } from 'react-router';
import { demoAddressRut } from '../../lib/demo-mode';
import { ChatPanel } from '../../features/assistant/components/chat-panel';
import { CampaignOffer } from '../../features/campaigns/components/campaign-offer';
import { ClientDetailPage } from '../../features/client-detail/components/client-detail-page';
import { ClientNotFound } from '../../features/client-detail/components/client-not-found';
import { routeRut } from '../../features/client-detail/model/route-rut';

/**
 * Route element of /dashboard-clientes/{rut}: the detail page for a valid RUT with the floating assistant panel bound
 * to that client (client-detail.md §1), both keyed by it so another client starts afresh; 'Cliente no encontrado' with
 * 'Volver a Selección de Clientes' otherwise (client-detail.md §2 page states). In demo mode the page works with the
 * RUT masked like every other, so a real one in the address never shows.
 * @param rutFactoring the factoring selected in the header.
 */
export function ClientDetailRoute({ rutFactoring }: { rutFactoring: string }) {
  const addressRut = routeRut(useParams().rut);
  const rut = addressRut && demoAddressRut(addressRut);
  if (!rut) return <ClientNotFound />;
  return (
    <>
      <ClientDetailPage key={rut} rutFactoring={rutFactoring} rut={rut} />
      <ChatPanel
        key={`asistente-${rut}`}
        rutFactoring={rutFactoring}
        rutCliente={rut}
        offer={(numero) => <CampaignOffer numero={numero} rutFactoring={rutFactoring} />}
      />
    </>
  );
}
