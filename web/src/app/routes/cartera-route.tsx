import { CarteraPage } from '../../features/cartera/components/cartera-page';
import { CompanyRoute } from './company-route';

/** '/cartera', behind the 'Cartera' item's rule (cesionesAdquiridas). */
export function CarteraRoute() {
  return (
    <CompanyRoute
      path="/cartera"
      render={(rutFactoring, allowed) => <CarteraPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
