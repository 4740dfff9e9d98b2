import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, type QuestionAnswer } from '@domain/assistant/assistant-contract';
import {
  conversationReducer,
  INITIAL_CONVERSATION,
  type ConversationAction,
  type ConversationState,
} from '@web/features/assistant/model/conversation';

const RUT = '76543210-3';
const NOT_REGISTERED = ASSISTANT_MESSAGES.notRegistered;
const TGR = { titulo: 'TGR', enlace: `/dashboard-clientes/${RUT}?tab=tgr` };
const contexto = { cliente: RUT };

/** A question's answer by the rules engine. */
function questionAnswer(respuesta: string, fuentes = [TGR]): QuestionAnswer {
  return {
    respuesta,
    respuestaCorta: respuesta,
    razonSocial: 'Comercial Andes SpA',
    contexto,
    campaign: null,
    motor: 'rules',
    fuentes,
  };
}

function run(...actions: ConversationAction[]): ConversationState {
  return actions.reduce(conversationReducer, INITIAL_CONVERSATION);
}

const preheat: ConversationAction = { type: 'preheat', rut: RUT, session: 's1' };
const validated: ConversationAction = {
  type: 'answered',
  session: 's1',
  answer: { respuesta: 'ok', razonSocial: 'Comercial Andes SpA', contexto },
};

/** The assistant's conversation state (client-radar.md §4 'Assistant', §8). */
describe('conversationReducer', () => {
  it("validates the RUT once its preheat answers, with the client's name, or none when the server only knows the RUT", () => {
    expect(run(preheat)).toMatchObject({ phase: 'validating', rut: RUT, session: 's1' });
    expect(run(preheat, validated)).toMatchObject({ phase: 'validated', clientName: 'Comercial Andes SpA' });
    const nameless = run(preheat, {
      type: 'answered',
      session: 's1',
      answer: { respuesta: 'ok', razonSocial: RUT, contexto },
    });
    expect(nameless).toMatchObject({ phase: 'validated', clientName: null });
  });

  it('appends a question and its answer with the tabs its figures came from and the engine that wrote it', () => {
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    expect(asked.asking).toBe(true);
    expect(asked.messages.map((m) => [m.from, m.text])).toEqual([['user', 'TGR']]);
    const answered = conversationReducer(asked, {
      type: 'answered',
      session: 's1',
      answer: questionAnswer('Deuda fiscal de $ 1.234.567.'),
    });
    expect(answered.asking).toBe(false);
    expect(answered.messages[1]).toMatchObject({
      from: 'assistant',
      text: 'Deuda fiscal de $ 1.234.567.',
      sources: [TGR],
      engine: 'rules',
      notice: null,
      campaign: null,
      failed: false,
    });
    expect(new Set(answered.messages.map((m) => m.id)).size).toBe(2);
  });

  it('keeps the notice of an answer written by the rules engine after the model failed, to show it', () => {
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    const notice = 'Respondido en Modo sin IA: el modelo no respondió.';
    const answered = conversationReducer(asked, {
      type: 'answered',
      session: 's1',
      answer: { ...questionAnswer('Deuda fiscal de $ 1.234.567.'), aviso: notice },
    });
    expect(answered.messages[1]).toMatchObject({ engine: 'rules', notice, campaign: null });
  });

  it('keeps the campaign an answer names, for the offer under it', () => {
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    const answered = conversationReducer(asked, {
      type: 'answered',
      session: 's1',
      answer: { ...questionAnswer('Deuda fiscal de $ 1.234.567.'), campaign: 1 },
    });
    expect(answered.messages[1]).toMatchObject({ campaign: 1 });
  });

  it('asks nothing before validation or while a question waits', () => {
    expect(run(preheat, { type: 'ask', question: 'TGR' }).messages).toEqual([]);
    const waiting = run(
      preheat,
      validated,
      { type: 'ask', question: 'TGR' },
      { type: 'ask', question: 'Ventas cruzadas' },
    );
    expect(waiting.messages.map((m) => m.text)).toEqual(['TGR']);
  });

  it('returns to unvalidated with its message when the RUT is not registered, as an answer or as a failure', () => {
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    for (const state of [
      run(preheat, { type: 'failed', session: 's1', failure: { kind: 'notRegistered' } }),
      conversationReducer(asked, { type: 'answered', session: 's1', answer: questionAnswer(NOT_REGISTERED, []) }),
      conversationReducer(asked, { type: 'failed', session: 's1', failure: { kind: 'notRegistered' } }),
    ])
      expect(state).toEqual({ ...INITIAL_CONVERSATION, alert: NOT_REGISTERED });
  });

  it('returns a failed preheat to unvalidated with its message and appends a failed question to the conversation', () => {
    const failure = {
      kind: 'message',
      text: 'La verificación previa del RUT ha excedido el tiempo máximo de espera...',
    };
    expect(run(preheat, { type: 'failed', session: 's1', failure } as ConversationAction)).toEqual({
      ...INITIAL_CONVERSATION,
      alert: failure.text,
    });
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    const failed = conversationReducer(asked, {
      type: 'failed',
      session: 's1',
      failure: {
        kind: 'message',
        text: 'Lo siento, hubo un error al procesar tu mensaje. Por favor intenta nuevamente.',
      },
    });
    expect(failed).toMatchObject({ phase: 'validated', asking: false });
    expect(failed.messages[1]).toMatchObject({ from: 'assistant', failed: true });
  });

  it("clears everything on 'Consultar nuevo RUT' and drops what the old session was still waiting for", () => {
    const asked = run(preheat, validated, { type: 'ask', question: 'TGR' });
    const reset = conversationReducer(asked, { type: 'reset' });
    expect(reset).toEqual(INITIAL_CONVERSATION);
    const late: ConversationAction = { type: 'answered', session: 's1', answer: questionAnswer('tarde') };
    expect(conversationReducer(reset, late)).toBe(reset);
    const next = run(preheat, validated, { type: 'reset' }, { type: 'preheat', rut: RUT, session: 's2' });
    expect(conversationReducer(next, validated)).toBe(next);
    expect(conversationReducer(next, { type: 'failed', session: 's1', failure: { kind: 'notRegistered' } })).toBe(next);
  });
});
