import { DeudorEmailsPage } from '../../features/notificaciones/components/deudor-emails-page';
import { CompanyRoute } from './company-route';

/** '/emails-deudores' for the factoring selected in the header, behind notificaciones like its menu item (§6). */
export function DeudorEmailsRoute() {
  return (
    <CompanyRoute
      path="/emails-deudores"
      render={(rutFactoring, allowed) => <DeudorEmailsPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
