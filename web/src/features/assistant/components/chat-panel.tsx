import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AvailabilityGate } from '@web/components/availability/availability-gate';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { assistantAvailabilityQuery } from '../api/assistant-availability-query';
import { useAssistantSession } from '../hooks/use-assistant-session';
import { ASSISTANT_TEXTS as T } from '../model/assistant-texts';
import { ConversationView, type CampaignOffer } from './conversation-view';

interface ChatPanelProps {
  rutFactoring: string;
  /** The client of the detail page (normalized RUT): the panel's conversation is about it, without a RUT entry. */
  rutCliente: string;
  /** The offer shown under an answer that names a campaign. */
  offer?: CampaignOffer;
}

/**
 * The floating assistant panel of the client detail (client-detail.md §1, client-radar.md §2): a button at the
 * bottom right opens the conversation about this client, preheated on the first opening once the availability check
 * allows it (blurred and disabled with its message otherwise).
 */
export function ChatPanel({ rutFactoring, rutCliente, offer }: ChatPanelProps) {
  const { restUrl } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const session = useAssistantSession(rutFactoring);
  const check = assistantAvailabilityQuery(restUrl, rutFactoring);
  const available = useQuery({ ...check, enabled: open }).data?.respuesta === 'available';
  const { phase, alert } = session.state;
  const { validate } = session;

  useEffect(() => {
    if (open && available && phase === 'unvalidated' && !alert) validate(rutCliente);
  }, [open, available, phase, alert, validate, rutCliente]);

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-primary rounded-pill shadow position-fixed"
        data-testid="asistente-abrir"
        style={{ right: '1rem', bottom: '1rem', zIndex: 1040 }}
        onClick={() => setOpen(true)}
      >
        {T.chatOpen}
      </button>
    );
  return (
    <aside
      className="card shadow position-fixed d-flex flex-column"
      aria-label={T.title}
      data-testid="asistente-panel"
      style={{
        right: '1rem',
        bottom: '1rem',
        zIndex: 1040,
        width: 'min(420px, calc(100vw - 2rem))',
        maxHeight: '75vh',
      }}
    >
      <div className="card-header d-flex align-items-center gap-2">
        <span className="fw-semibold text-truncate">{session.state.clientName ?? T.title}</span>
        <button type="button" className="btn-close ms-auto" aria-label={T.chatClose} onClick={() => setOpen(false)} />
      </div>
      <div className="card-body overflow-auto">
        <AvailabilityGate check={check} blockedTestId="asistente-bloqueado">
          {alert ? (
            <div className="alert alert-warning py-2" role="alert" data-testid="asistente-alerta">
              {alert}
            </div>
          ) : null}
          {phase === 'validating' ? (
            <div className="text-muted small mb-2" role="status">
              {T.validating}
            </div>
          ) : null}
          <ConversationView session={session} offer={offer} />
        </AvailabilityGate>
      </div>
    </aside>
  );
}
