/**
 * The assistant's conversation state (client-radar.md §4 'Assistant'): unvalidated until the preheat of a RUT
 * succeeds, then validated with the client's name and the questions and answers; 'Consultar nuevo RUT' clears
 * everything and an unregistered RUT returns to unvalidated. Each validation opens a new assistant session (its id goes
 * in the session-id header): what an earlier session was still waiting for is dropped when it arrives.
 */
import type { EngineKind, ToolResult } from '@domain/assistant/assistant-port';
import type { AssistantAnswer } from '../api/assistant-answer';
import type { AssistantFailure } from './assistant-failure';
import { NOT_REGISTERED } from './assistant-texts';

export type Phase = 'unvalidated' | 'validating' | 'validated';

/** One message of the conversation: the user's question or the assistant's answer (or failure). */
export interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  /** The figures the answer rests on, each with its client-detail tab. */
  results: ToolResult[];
  engine: EngineKind | null;
  failed: boolean;
}

export interface ConversationState {
  phase: Phase;
  /** The RUT being validated or validated (normalized, '12345678-9'). */
  rut: string | null;
  /** The client's name once validated (null: the server gave none; the screen shows 'RUT validado'). */
  clientName: string | null;
  messages: ChatMessage[];
  /** A question is waiting for its answer. */
  asking: boolean;
  /** What the RUT entry shows: a failed preheat or an unregistered RUT. */
  alert: string | null;
  /** The assistant session's id ('' before a validation); asynchronous results carry the one they started in. */
  session: string;
}

export type ConversationAction =
  | { type: 'preheat'; rut: string; session: string }
  | { type: 'ask'; question: string }
  /** The answer to the pending preheat or question. */
  | { type: 'answered'; session: string; answer: AssistantAnswer }
  /** The pending preheat or question failed. */
  | { type: 'failed'; session: string; failure: AssistantFailure }
  | { type: 'reset' };

export const INITIAL_CONVERSATION: ConversationState = {
  phase: 'unvalidated',
  rut: null,
  clientName: null,
  messages: [],
  asking: false,
  alert: null,
  session: '',
};

const NOT_REGISTERED_STATE: ConversationState = { ...INITIAL_CONVERSATION, alert: NOT_REGISTERED };

/**
 * The next state. A preheat's answer validates (the client's name from razonSocial); a question's answer is appended
 * with its figures and engine; an answer whose text is the unregistered-RUT message, or such a failure, returns to
 * unvalidated; a failed preheat returns to unvalidated with its message; a failed question appends its message.
 * Results of another session than the current one leave the state as it is.
 */
export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'preheat':
      return { ...INITIAL_CONVERSATION, phase: 'validating', rut: action.rut, session: action.session };
    case 'ask':
      if (state.phase !== 'validated' || state.asking) return state;
      return { ...state, asking: true, messages: [...state.messages, message(state, 'user', action.question)] };
    case 'answered':
      if (action.session !== state.session) return state;
      if (action.answer.respuesta === NOT_REGISTERED) return NOT_REGISTERED_STATE;
      if (state.phase === 'validating')
        return { ...state, phase: 'validated', clientName: action.answer.razonSocial || null };
      return {
        ...state,
        asking: false,
        clientName: action.answer.razonSocial || state.clientName,
        messages: [
          ...state.messages,
          {
            ...message(state, 'assistant', action.answer.respuesta),
            results: action.answer.resultados ?? [],
            engine: action.answer.motor ?? null,
          },
        ],
      };
    case 'failed':
      if (action.session !== state.session) return state;
      if (action.failure.kind === 'notRegistered') return NOT_REGISTERED_STATE;
      if (state.phase === 'validating') return { ...INITIAL_CONVERSATION, alert: action.failure.text };
      return {
        ...state,
        asking: false,
        messages: [...state.messages, { ...message(state, 'assistant', action.failure.text), failed: true }],
      };
    case 'reset':
      return INITIAL_CONVERSATION;
  }
}

function message(state: ConversationState, from: ChatMessage['from'], text: string): ChatMessage {
  return { id: state.messages.length, from, text, results: [], engine: null, failed: false };
}
