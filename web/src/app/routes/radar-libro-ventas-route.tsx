import { SalesLedgerRadarPage } from '../../features/sales-ledger-radar/components/sales-ledger-radar-page';
import { CompanyRoute } from './company-route';

/** '/radar-libro-ventas', behind the 'Radar Libro Ventas' item's rule (radarVentas). */
export function RadarLibroVentasRoute() {
  return (
    <CompanyRoute
      path="/radar-libro-ventas"
      render={(rutFactoring, allowed) => <SalesLedgerRadarPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
