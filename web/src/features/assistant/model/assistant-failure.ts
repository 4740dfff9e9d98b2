/** What a failed assistant call means for the screen (client-radar.md §4, §8). */
import { HttpError } from '@web/lib/rest/rest-get';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import { ASSISTANT_TEXTS } from './assistant-texts';

/** The RUT is not the factoring's (back to unvalidated), or a message to show. */
export type AssistantFailure = { kind: 'notRegistered' } | { kind: 'message'; text: string };

/**
 * @param error what the preheat or the question threw (restJson's HttpError, a time-out, a network failure).
 * @param call which call failed: their time-outs and errors read differently (client-radar.md §8).
 */
export function assistantFailure(error: unknown, call: 'preheat' | 'question'): AssistantFailure {
  if (error instanceof HttpError && error.message === ASSISTANT_MESSAGES.notRegistered)
    return { kind: 'notRegistered' };
  if (error instanceof Error && error.name === 'TimeoutError')
    return {
      kind: 'message',
      text: call === 'preheat' ? ASSISTANT_TEXTS.preheatTimeout : ASSISTANT_TEXTS.questionTimeout,
    };
  if (call === 'question') return { kind: 'message', text: ASSISTANT_TEXTS.questionError };
  return {
    kind: 'message',
    text: error instanceof HttpError ? ASSISTANT_TEXTS.preheatStatus(error.status) : ASSISTANT_TEXTS.preheatError,
  };
}
