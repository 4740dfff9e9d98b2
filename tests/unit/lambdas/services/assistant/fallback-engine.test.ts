import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantEngine, EngineAnswer, EngineRequest } from '@domain/assistant/assistant-port';
import { FALLBACK_NOTICE, ModelTimeoutError, withRulesFallback } from '@lambdas/services/assistant/fallback-engine';
import { engineRequest, tgrResult } from '@tests/support/assistant-engine-request';

/** The rules engine's part: the TGR tool's own summary. */
const rules: AssistantEngine = {
  kind: 'rules',
  answer: async (request) => {
    const result = await request.runTool({ name: 'tgrDebt', args: {} });
    return { text: result.summary, results: [result] };
  },
};

const modelAnswer: EngineAnswer = {
  text: 'Debe $ 12.345.678 en la TGR.',
  results: [tgrResult({ name: 'tgrDebt', args: {} })],
};

function model(answer: (request: EngineRequest) => Promise<EngineAnswer>): AssistantEngine {
  return { kind: 'bedrock', answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withRulesFallback', () => {
  it("returns the model's answer, marked as the model's, when it answers in time", async () => {
    const engine = withRulesFallback(
      model(async () => modelAnswer),
      rules,
      { timeoutMs: 40_000 },
    );

    const answer = await engine.answer(engineRequest('¿Cuánto debe en la TGR?').request);

    expect(engine.kind).toBe('bedrock');
    expect(answer).toEqual({ ...modelAnswer, answeredBy: 'bedrock' });
  });

  it('answers with the rules engine and says so when the model engine fails', async () => {
    const failures: unknown[] = [];
    const engine = withRulesFallback(
      model(async () => {
        throw new Error('ThrottlingException: Too many requests');
      }),
      rules,
      { timeoutMs: 40_000, onFallback: (error) => failures.push(error) },
    );
    const { request, calls } = engineRequest('¿Cuánto debe en la TGR?');

    const answer = await engine.answer(request);

    expect(answer.answeredBy).toBe('rules');
    expect(answer.notice).toBe(FALLBACK_NOTICE);
    expect(answer.notice).toBe('Respondido en Modo sin IA: el modelo no respondió.');
    expect(answer.text).toBe(tgrResult({ name: 'tgrDebt', args: {} }).summary);
    expect(calls).toEqual([{ name: 'tgrDebt', args: {} }]);
    expect(failures).toEqual([new Error('ThrottlingException: Too many requests')]);
  });

  it('answers with the rules engine when the model engine hangs past its time, aborting its signal', async () => {
    vi.useFakeTimers();
    let modelSignal: AbortSignal | undefined;
    const failures: unknown[] = [];
    const engine = withRulesFallback(
      model((request) => {
        modelSignal = request.signal;
        return new Promise<never>(() => undefined);
      }),
      rules,
      { timeoutMs: 40_000, onFallback: (error) => failures.push(error) },
    );

    const pending = engine.answer(engineRequest('¿Cuánto debe en la TGR?').request);
    await vi.advanceTimersByTimeAsync(40_000);
    const answer = await pending;

    expect(answer).toMatchObject({ answeredBy: 'rules', notice: FALLBACK_NOTICE });
    expect(modelSignal?.aborted).toBe(true);
    expect(failures[0]).toBeInstanceOf(ModelTimeoutError);
  });

  it("falls back when the model's answer is refused by `accepts`", async () => {
    const engine = withRulesFallback(
      model(async () => modelAnswer),
      rules,
      { timeoutMs: 40_000, accepts: () => false },
    );

    expect(await engine.answer(engineRequest('¿Cuánto debe en la TGR?').request)).toMatchObject({
      answeredBy: 'rules',
      notice: FALLBACK_NOTICE,
    });
  });

  it("gives up without the rules engine when the question's own time is up", async () => {
    const controller = new AbortController();
    const engine = withRulesFallback(
      model(async () => {
        controller.abort(new Error('se acabó el tiempo de la consulta'));
        throw new Error('aborted');
      }),
      rules,
      { timeoutMs: 40_000 },
    );
    const { request, calls } = engineRequest('¿Cuánto debe en la TGR?', controller.signal);

    await expect(engine.answer(request)).rejects.toThrow('se acabó el tiempo de la consulta');
    expect(calls).toEqual([]);
  });
});
