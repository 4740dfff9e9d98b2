import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '@domain/assistant/assistant-contract';
import { assistantFailure } from '@web/features/assistant/model/assistant-failure';
import { HttpError } from '@web/lib/rest/rest-get';

const timeout = new DOMException('signal timed out', 'TimeoutError');

/** What a failed assistant call shows (client-radar.md §8, word for word). */
describe('assistantFailure', () => {
  it('reads the unregistered RUT from either call', () => {
    for (const call of ['preheat', 'question'] as const)
      expect(assistantFailure(new HttpError(404, ASSISTANT_MESSAGES.notRegistered), call)).toEqual({
        kind: 'notRegistered',
      });
  });

  it("words the preheat's time-out, server status and other failures", () => {
    expect(assistantFailure(timeout, 'preheat')).toEqual({
      kind: 'message',
      text: 'La verificación previa del RUT ha excedido el tiempo máximo de espera...',
    });
    expect(assistantFailure(new HttpError(502, 'Bad gateway'), 'preheat')).toEqual({
      kind: 'message',
      text: 'Error al procesar la respuesta del servidor de precalentamiento (estado: 502). Intente nuevamente.',
    });
    expect(assistantFailure(new TypeError('Failed to fetch'), 'preheat')).toEqual({
      kind: 'message',
      text: 'Lo siento, hubo un error durante la verificación previa del RUT.',
    });
  });

  it("words the question's time-out and other failures", () => {
    expect(assistantFailure(timeout, 'question')).toEqual({
      kind: 'message',
      text: 'La consulta ha excedido el tiempo máximo de espera (30 segundos)...',
    });
    for (const error of [new HttpError(500, 'boom'), new TypeError('Failed to fetch')])
      expect(assistantFailure(error, 'question')).toEqual({
        kind: 'message',
        text: 'Lo siento, hubo un error al procesar tu mensaje. Por favor intenta nuevamente.',
      });
  });
});
