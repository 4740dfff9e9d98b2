import { DashboardBreadcrumb } from '@web/components/ui/dashboard-breadcrumb';
import { ASSISTANT_TEXTS as T } from '../model/assistant-texts';
import { useAssistantSession } from '../hooks/use-assistant-session';
import { ConversationView, type CampaignOffer } from './conversation-view';
import { RutEntry } from './rut-entry';

/**
 * '/asistente' and '/chat', the query assistant (client-radar.md §2 'Query assistant', §4, §8): 'Asistente de
 * Consultas' with the client RUT entry, then the conversation about that client.
 */
export function AssistantPage({ rutFactoring, offer }: { rutFactoring: string; offer?: CampaignOffer }) {
  const session = useAssistantSession(rutFactoring);
  return (
    <section style={{ maxWidth: 760 }}>
      <DashboardBreadcrumb current={T.breadcrumb} />
      <h1 className="h4 mb-3">{T.title}</h1>
      <div className="card">
        <div className="card-body">
          <RutEntry session={session} />
          <ConversationView session={session} offer={offer} />
        </div>
      </div>
    </section>
  );
}
