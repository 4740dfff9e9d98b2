import { ConsultaPreviaPage } from '../../features/consulta-previa/components/consulta-previa-page';
import { CompanyRoute } from './company-route';

/**
 * '/consultaPrevia' and '/consulta': the prior consultation for the factoring selected in the header (core-platform
 * §2). Both aliases take the permission rule of the sidebar item '/consultaPrevia' (consultaPrevia).
 */
export function ConsultaPreviaRoute() {
  return (
    <CompanyRoute
      path="/consultaPrevia"
      render={(rutFactoring, allowed) => <ConsultaPreviaPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
