import { AvailabilityGate } from '../../components/availability/availability-gate';
import { availabilityQuery } from '../../components/availability/availability-query';
import { JudicialRadarPage } from '../../features/judicial-radar/components/judicial-radar-page';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { CompanyRoute } from './company-route';

/** '/radar-judicial': the judicial radar for the factoring selected in the header (client-radar §2; radarJudicial). */
export function JudicialRadarRoute() {
  const { restUrl } = useRuntimeConfig();
  return (
    <CompanyRoute
      path="/radar-judicial"
      render={(rutFactoring, allowed) =>
        allowed ? (
          <AvailabilityGate
            check={availabilityQuery(restUrl, 'api/radar-judicial/disponibilidad', rutFactoring)}
            blockedTestId="radar-judicial-bloqueado"
          >
            <JudicialRadarPage rutFactoring={rutFactoring} />
          </AvailabilityGate>
        ) : (
          <div className="alert alert-warning" role="alert">
            Su usuario no tiene el permiso Radar Judicial.
          </div>
        )
      }
    />
  );
}
