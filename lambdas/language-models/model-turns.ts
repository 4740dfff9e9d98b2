import type { EngineRequest, ToolArgs, ToolName, ToolResult } from '@domain/assistant/assistant-port';

/**
 * Model calls one question may take: each tool round is one, the final answer another. A model still asking for
 * tools after this many is stopped (and the caller falls back to the rules engine).
 */
export const MAX_MODEL_TURNS = 4;

/** A model engine could not give a usable answer: the caller falls back to the rules engine and says so. */
export class ModelEngineError extends Error {
  override readonly name = 'ModelEngineError';
}

/**
 * The system instructions every model engine gets (Spanish, as its answers): answer about the validated client from
 * the tools only, copying each figure as the tools wrote it, since the figures are formatted by code and the answer is
 * checked against them before it is shown (client-radar.md §2 'Query assistant').
 */
export function modelInstructions(request: EngineRequest): string {
  return [
    `Eres el asistente de consultas de Radar Cesiones y respondes sobre el cliente ${request.razonSocial}.`,
    'Responde en español, en pocas frases, solo con datos obtenidos de las herramientas disponibles.',
    'Copia cada cifra y fecha exactamente como la entrega la herramienta: no calcules, no redondees, no inventes.',
    'Si las herramientas no tienen el dato pedido, dilo.',
  ].join(' ');
}

/** A JSON value, as the model APIs carry tool arguments, results and schemas. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a model is told a tool answered, and the result itself when the tool ran. */
export interface ModelToolOutcome {
  result?: ToolResult;
  /** The JSON the model reads: the summary and facts as code formatted them, or the error of a refused call. */
  content: { [key: string]: Json };
}

/**
 * Runs one tool call a model asked for through the request (bound to the validated client): only the offered tools,
 * and of its arguments only the month window `desde`/`hasta` ('yyyy-MM') passes. A refused call is told back to the
 * model as an error so it may correct itself; the question's own abort propagates.
 * @throws the request's abort reason when the question's time is up.
 */
export async function runModelToolCall(
  request: EngineRequest,
  name: string,
  input: unknown,
): Promise<ModelToolOutcome> {
  const tool = request.tools.find((spec) => spec.name === name);
  if (!tool) return { content: { error: `Herramienta desconocida: ${name}` } };
  try {
    const result = await request.runTool({ name: tool.name as ToolName, args: toolArgs(input) });
    return { result, content: { resumen: result.summary, datos: result.facts.map((f) => `${f.label}: ${f.text}`) } };
  } catch (error) {
    request.signal.throwIfAborted();
    return { content: { error: error instanceof Error ? error.message : String(error) } };
  }
}

function toolArgs(input: unknown): ToolArgs {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const args: ToolArgs = {};
  if (typeof raw.desde === 'string') args.desde = raw.desde;
  if (typeof raw.hasta === 'string') args.hasta = raw.hasta;
  return args;
}

/**
 * The model's final text, checked to rest on tools: an answer written without any tool result has nothing to be
 * grounded in.
 * @throws ModelEngineError on an empty text or when no tool ran.
 */
export function finalAnswer(text: string, results: ToolResult[]): { text: string; results: ToolResult[] } {
  const trimmed = text.trim();
  if (!trimmed) throw new ModelEngineError('El modelo no escribió una respuesta');
  if (results.length === 0) throw new ModelEngineError('El modelo respondió sin consultar ninguna herramienta');
  return { text: trimmed, results };
}
