import type { AssistantEngine, EngineAnswer, EngineRequest } from '@domain/assistant/assistant-port';

/** Shown beside an answer the rules engine wrote because the model engine failed or took too long. */
export const FALLBACK_NOTICE = 'Respondido en Modo sin IA: el modelo no respondió.';

/** The model engine did not answer within its time. */
export class ModelTimeoutError extends Error {
  override readonly name = 'ModelTimeoutError';
}

export interface FallbackOptions {
  /** Time the model engine gets, ms; the rest of the question's time is the rules engine's. */
  timeoutMs: number;
  /** Whether a model's answer may be shown (e.g. its figures are among its tool results); refused ones fall back. */
  accepts?: (answer: EngineAnswer) => boolean;
  /** Told why the model engine was passed over (for the logs). */
  onFallback?: (error: unknown) => void;
}

/**
 * A model engine with the rules engine behind it (client-radar.md §2 'Query assistant': local mode and CI use the
 * rules engine; a model engine that fails or times out falls back to it and says so). The model engine gets its own
 * abort signal, aborted at `timeoutMs` or with the question's; an engine that ignores it is left behind all the same.
 * The answer carries `answeredBy` ('rules' after a fallback) and, then, {@link FALLBACK_NOTICE}.
 * @throws the question's abort reason when its own time is up (nothing is left to fall back on); the rules engine's
 *   error.
 */
export function withRulesFallback(
  model: AssistantEngine,
  rules: AssistantEngine,
  options: FallbackOptions,
): AssistantEngine {
  return {
    kind: model.kind,
    async answer(request: EngineRequest): Promise<EngineAnswer> {
      try {
        const answer = await answerInTime(model, request, options.timeoutMs);
        if (options.accepts && !options.accepts(answer))
          throw new Error('La respuesta del modelo no pasó la verificación de sus cifras');
        return { ...answer, answeredBy: model.kind };
      } catch (error) {
        request.signal.throwIfAborted();
        options.onFallback?.(error);
        return { ...(await rules.answer(request)), answeredBy: rules.kind, notice: FALLBACK_NOTICE };
      }
    },
  };
}

async function answerInTime(model: AssistantEngine, request: EngineRequest, timeoutMs: number): Promise<EngineAnswer> {
  const timer = new AbortController();
  const timeout = setTimeout(
    () => timer.abort(new ModelTimeoutError(`El modelo no respondió en ${timeoutMs} ms`)),
    timeoutMs,
  );
  const signal = AbortSignal.any([request.signal, timer.signal]);
  try {
    return await Promise.race([
      model.answer({
        question: request.question,
        razonSocial: request.razonSocial,
        tools: request.tools,
        runTool: (call) => request.runTool(call),
        signal,
      }),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
    ]);
  } finally {
    clearTimeout(timeout);
  }
}
