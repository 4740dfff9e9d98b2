import { KpiRadarConfigPage } from '../../features/kpi-radar-config/components/kpi-radar-config-page';
import { CompanyRoute } from './company-route';

/**
 * '/configuracion-radar' has no sidebar item (core-platform §2); it configures the client radar, so it follows the
 * 'Dashboard Clientes' item's rule (radarClientes), as the server does.
 */
export function KpiRadarConfigRoute() {
  return (
    <CompanyRoute
      path="/dashboard-clientes"
      render={(rutFactoring, allowed) => <KpiRadarConfigPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
