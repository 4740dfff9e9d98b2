import { z } from 'zod';
import type { AssistantEngine, EngineAnswer, EngineRequest, ToolResult } from '@domain/assistant/assistant-port';
import type { OpenAiSettings } from '@lambdas/platform/assistant-settings';
import { finalAnswer, MAX_MODEL_TURNS, modelInstructions, ModelEngineError, runModelToolCall } from './model-turns';

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').optional(),
  function: z.object({ name: z.string(), arguments: z.string() }),
});
const messageSchema = z.object({
  role: z.literal('assistant'),
  content: z.string().nullish(),
  tool_calls: z.array(toolCallSchema).nullish(),
});
const completionSchema = z.object({
  choices: z.array(z.object({ message: messageSchema, finish_reason: z.string().nullish() })).min(1),
});

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | z.infer<typeof messageSchema>
  | { role: 'tool'; tool_call_id: string; content: string };

/**
 * The assistant engine over any OpenAI-compatible chat server (POST {url}/chat/completions with `tools`), so local
 * mode can use a model server of the user's own (client-radar.md §2 'Query assistant'): the model's `tool_calls` are
 * run for the validated client and answered with `tool` messages until it writes its answer (at most MAX_MODEL_TURNS
 * calls). The key travels only in the Authorization header, never in an error or a log line.
 */
export class OpenAiCompatibleEngine implements AssistantEngine {
  readonly kind = 'openai';

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /**
   * @throws ModelEngineError on an HTTP error, an answer that is not a chat completion, an answer without tools or a
   *   model that keeps asking for tools; the fetch error on a network failure or an abort of `request.signal`.
   */
  async answer(request: EngineRequest): Promise<EngineAnswer> {
    const messages: ChatMessage[] = [
      { role: 'system', content: modelInstructions(request) },
      { role: 'user', content: request.question },
    ];
    const results: ToolResult[] = [];
    for (let turn = 0; turn < MAX_MODEL_TURNS; turn += 1) {
      const message = await this.complete(messages, request);
      messages.push(message);
      if (!message.tool_calls?.length) return finalAnswer(message.content ?? '', results);
      for (const call of message.tool_calls) {
        const outcome = await runModelToolCall(request, call.function.name, parseArguments(call.function.arguments));
        if (outcome.result) results.push(outcome.result);
        messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(outcome.content) });
      }
    }
    throw new ModelEngineError(`El modelo siguió pidiendo herramientas después de ${MAX_MODEL_TURNS} turnos`);
  }

  private async complete(messages: ChatMessage[], request: EngineRequest): Promise<z.infer<typeof messageSchema>> {
    const { url, model, apiKey } = this.settings;
    const response = await this.fetchFn(`${url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model,
        messages,
        tools: request.tools.map((tool) => ({
          type: 'function',
          function: { name: tool.name, description: tool.description, parameters: tool.parameters },
        })),
        temperature: 0,
      }),
      signal: request.signal,
    });
    if (!response.ok) throw new ModelEngineError(`El servidor del modelo respondió ${response.status}`);
    const completion = completionSchema.safeParse(await response.json());
    if (!completion.success) throw new ModelEngineError('El servidor del modelo no devolvió una respuesta de chat');
    return completion.data.choices[0]!.message;
  }
}

/** A tool call's arguments, a JSON text; one the model wrote badly counts as no arguments (the tool's defaults). */
function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
