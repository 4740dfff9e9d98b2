import { useCallback, useReducer } from 'react';
import { normalizeRut } from '@domain/rut';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { PREHEAT_CONSULTA, type PreheatAnswer, type QuestionAnswer } from '@domain/assistant/assistant-contract';
import { callAssistant, newSessionId, PREHEAT_TIMEOUT_MS, QUESTION_TIMEOUT_MS } from '../api/assistant-call';
import { assistantFailure } from '../model/assistant-failure';
import { conversationReducer, INITIAL_CONVERSATION, type ConversationState } from '../model/conversation';

/** The conversation and what the screen does with it. */
export interface AssistantSession {
  state: ConversationState;
  /** Preheats a RUT already checked by the domain rule (client-radar.md §5), 30 s at most. */
  validate: (rut: string) => void;
  /** Asks a question (typed, or a quick option's text) about the validated client, 60 s at most. */
  ask: (question: string) => void;
  /** 'Consultar nuevo RUT': clears everything. */
  reset: () => void;
}

/**
 * The assistant's conversation for the factoring acted for (client-radar.md §4 'Assistant', §7, §8): the preheat
 * `{consulta: 'preheat', rut}` validates the RUT, a question `{consulta, rut}` appends its answer (see
 * {@link conversationReducer} for the rest).
 */
export function useAssistantSession(rutFactoring: string): AssistantSession {
  const { restUrl } = useRuntimeConfig();
  const [state, dispatch] = useReducer(conversationReducer, INITIAL_CONVERSATION);
  const { session, rut, phase, asking } = state;

  const send = useCallback(
    (call: 'preheat' | 'question', sessionId: string, body: object) => {
      const timeout = call === 'preheat' ? PREHEAT_TIMEOUT_MS : QUESTION_TIMEOUT_MS;
      callAssistant<PreheatAnswer | QuestionAnswer>({ restUrl, rutFactoring, sessionId }, body, timeout).then(
        (answer) => dispatch({ type: 'answered', session: sessionId, answer }),
        (error: unknown) => dispatch({ type: 'failed', session: sessionId, failure: assistantFailure(error, call) }),
      );
    },
    [restUrl, rutFactoring],
  );

  const validate = useCallback(
    (typed: string) => {
      const next = newSessionId();
      const normalized = normalizeRut(typed);
      dispatch({ type: 'preheat', rut: normalized, session: next });
      send('preheat', next, { consulta: PREHEAT_CONSULTA, rut: normalized });
    },
    [send],
  );

  const ask = useCallback(
    (question: string) => {
      const text = question.trim();
      if (!text || phase !== 'validated' || asking || !rut) return;
      dispatch({ type: 'ask', question: text });
      send('question', session, { consulta: text, rut });
    },
    [send, session, rut, phase, asking],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, validate, ask, reset };
}
