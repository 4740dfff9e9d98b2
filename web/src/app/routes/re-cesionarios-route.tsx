import { RecesionariosPage } from '../../features/recesionarios/components/recesionarios-page';
import { CompanyRoute } from './company-route';

/**
 * '/re-cesionarios': 'Re-Cesionarios' for the factoring selected in the header (core-platform §2), behind cesionMasiva.
 */
export function ReCesionariosRoute() {
  return (
    <CompanyRoute
      path="/re-cesionarios"
      render={(rutFactoring, allowed) => <RecesionariosPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
