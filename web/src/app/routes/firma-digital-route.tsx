import { FirmaDigitalPage } from '../../features/credentials/components/firma-digital-page';
import { CompanyRoute } from './company-route';

/**
 * '/certificadoDigital' and '/certificado-digital': 'Firma Digital' for the factoring selected in the header
 * (core-platform §2). Both aliases take the permission rule of the sidebar item '/certificadoDigital' (firmaDigital).
 */
export function FirmaDigitalRoute() {
  return (
    <CompanyRoute
      path="/certificadoDigital"
      render={(rutFactoring, allowed) => <FirmaDigitalPage rutFactoring={rutFactoring} allowed={allowed} />}
    />
  );
}
