/** The assistant's availability check (client-radar.md §2, §6, §7: POST {consulta: 'available'}, 30 s). */
import { queryOptions } from '@tanstack/react-query';
import { AVAILABLE_CONSULTA } from '@domain/assistant/assistant-contract';
import type { AvailabilityAnswer } from '@domain/trial-access';
import { callAssistant, newSessionId, PREHEAT_TIMEOUT_MS } from './assistant-call';

/**
 * The check for the selected factoring, asked once per screen opening.
 * @throws Error with the server's message on a non-OK answer, or a time-out after 30 s.
 */
export function assistantAvailabilityQuery(restUrl: string, rutFactoring: string) {
  return queryOptions({
    queryKey: ['asistente-disponibilidad', rutFactoring],
    queryFn: () =>
      callAssistant<AvailabilityAnswer>(
        { restUrl, rutFactoring, sessionId: newSessionId() },
        { consulta: AVAILABLE_CONSULTA },
        PREHEAT_TIMEOUT_MS,
      ),
    retry: false,
    staleTime: 0,
  });
}
