import { AvailabilityGate } from '../../components/availability/availability-gate';
import { assistantAvailabilityQuery } from '../../features/assistant/api/assistant-availability-query';
import { AssistantPage } from '../../features/assistant/components/assistant-page';
import { CampaignOffer } from '../../features/campaigns/components/campaign-offer';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { CompanyRoute } from './company-route';

/** '/asistente' and '/chat': the query assistant for the factoring selected in the header (client-radar §2). */
export function AssistantRoute({ path }: { path: string }) {
  const { restUrl } = useRuntimeConfig();
  return (
    <CompanyRoute
      path={path}
      render={(rutFactoring) => (
        <AvailabilityGate check={assistantAvailabilityQuery(restUrl, rutFactoring)} blockedTestId="asistente-bloqueado">
          <AssistantPage
            rutFactoring={rutFactoring}
            offer={(numero) => <CampaignOffer numero={numero} rutFactoring={rutFactoring} />}
          />
        </AvailabilityGate>
      )}
    />
  );
}
