/**
 * The assistant's conversation state (client-radar.md §4 'Assistant'): unvalidated until the preheat of a RUT
 * succeeds, then validated with the client's name and the questions and answers; 'Consultar nuevo RUT' clears
 * everything and an unregistered RUT returns to unvalidated. Each validation opens a new assistant session (its id goes
 * in the session-id header): what an earlier session was still waiting for is dropped when it arrives.
 */
import {
  ASSISTANT_MESSAGES,
  type AnswerSource,
  type PreheatAnswer,
  type QuestionAnswer,
} from '@domain/assistant/assistant-contract';
import type { EngineKind } from '@domain/assistant/assistant-port';
import type { AssistantFailure } from './assistant-failure';

export type Phase = 'unvalidated' | 'validating' | 'validated';

/** One message of the conversation: the user's question or the assistant's answer (or failure). */
export interface ChatMessage {
  id: number;
  from: 'user' | 'assistant';
  text: string;
  /** The client-detail tabs the answer's figures came from. */
  sources: AnswerSource[];
  engine: EngineKind | null;
  /** Why another engine than the configured one answered, shown above the answer; null when none. */
  notice: string | null;
  /** The campaign of a paid feature the answer's figures belong to and the factoring lacks; null when none. */
  campaign: number | null;
  failed: boolean;
}

export interface ConversationState {
  phase: Phase;
  /** The RUT being validated or validated (normalized, '12345678-9'). */
  rut: string | null;
  /** The client's name once validated (null: its file names none; the screen shows 'RUT validado'). */
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
  | { type: 'answered'; session: string; answer: PreheatAnswer | QuestionAnswer }
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

const NOT_REGISTERED_STATE: ConversationState = { ...INITIAL_CONVERSATION, alert: ASSISTANT_MESSAGES.notRegistered };

/**
 * The next state. A preheat's answer validates (the client's name from razonSocial, none when the server could only
 * give the RUT); a question's answer is appended with its sources and engine; an answer whose text is the
 * unregistered-RUT message, or such a failure, returns to unvalidated; a failed preheat returns to unvalidated with
 * its message; a failed question appends its message. Results of another session than the current one leave the state
 * as it is.
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
      if (action.answer.respuesta === ASSISTANT_MESSAGES.notRegistered) return NOT_REGISTERED_STATE;
      if (!('fuentes' in action.answer)) {
        if (state.phase !== 'validating') return state;
        const { razonSocial } = action.answer;
        return {
          ...state,
          phase: 'validated',
          clientName: razonSocial && razonSocial !== state.rut ? razonSocial : null,
        };
      }
      return {
        ...state,
        asking: false,
        messages: [
          ...state.messages,
          {
            ...message(state, 'assistant', action.answer.respuesta),
            sources: action.answer.fuentes,
            engine: action.answer.motor,
            notice: action.answer.aviso ?? null,
            campaign: action.answer.campaign,
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
  return {
    id: state.messages.length,
    from,
    text,
    sources: [],
    engine: null,
    notice: null,
    campaign: null,
    failed: false,
  };
}
