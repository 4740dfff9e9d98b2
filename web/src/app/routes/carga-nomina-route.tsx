import { CargaNominaPage } from '../../features/nomina/components/carga-nomina-page';
import { CompanyRoute } from './company-route';

/**
 * '/cargaNomina' and '/carga-nomina': the payroll upload for the factoring selected in the header (core-platform §2).
 */
export function CargaNominaRoute({ path }: { path: string }) {
  return <CompanyRoute path={path} render={(rutFactoring) => <CargaNominaPage rutFactoring={rutFactoring} />} />;
}
