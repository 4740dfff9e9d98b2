import { AvailabilityGate } from '../../features/judicial-radar/components/availability-gate';
import { JudicialRadarPage } from '../../features/judicial-radar/components/judicial-radar-page';
import { CompanyRoute } from './company-route';

/** '/radar-judicial': the judicial radar for the factoring selected in the header (client-radar §2; radarJudicial). */
export function JudicialRadarRoute() {
  return (
    <CompanyRoute
      path="/radar-judicial"
      render={(rutFactoring, allowed) =>
        allowed ? (
          <AvailabilityGate rutFactoring={rutFactoring}>
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
