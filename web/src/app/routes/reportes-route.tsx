import { ReportesPage } from '../../features/reportes/components/reportes-page';
import { CompanyRoute } from './company-route';

/** '/reportes' and '/informeARC' (its 'Informe ARC' view), behind the 'Reportes' item's rule. */
export function ReportesRoute() {
  return (
    <CompanyRoute
      path="/reportes"
      render={(rutFactoring, allowed) => <ReportesPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
