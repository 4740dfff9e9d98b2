import { AvailabilityGate } from '../../components/availability/availability-gate';
import { availabilityQuery } from '../../components/availability/availability-query';
import { EnrollerPage } from '../../features/enroller/components/enroller-page';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { CompanyRoute } from './company-route';

/**
 * '/enrolador': the company enroller for the factoring selected in the header (client-radar §2; registrarCliente),
 * behind the availability check of its trial (§2 'Usable only when the availability check says available', §6).
 */
export function EnrollerRoute() {
  const { restUrl } = useRuntimeConfig();
  return (
    <CompanyRoute
      path="/enrolador"
      render={(rutFactoring, allowed) =>
        allowed ? (
          <AvailabilityGate
            check={availabilityQuery(restUrl, 'api/enrolador/disponibilidad', rutFactoring)}
            blockedTestId="enrolador-bloqueado"
          >
            <EnrollerPage rutFactoring={rutFactoring} allowed={allowed} />
          </AvailabilityGate>
        ) : (
          <EnrollerPage rutFactoring={rutFactoring} allowed={allowed} />
        )
      }
    />
  );
}
