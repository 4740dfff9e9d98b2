import { EnrollerPage } from '../../features/enroller/components/enroller-page';
import { CompanyRoute } from './company-route';

/** '/enrolador': the company enroller for the factoring selected in the header (client-radar §2; registrarCliente). */
export function EnrollerRoute() {
  return (
    <CompanyRoute
      path="/enrolador"
      render={(rutFactoring, allowed) => <EnrollerPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
