import { ConverseCommand, type ContentBlock, type Message } from '@aws-sdk/client-bedrock-runtime';
import type { AssistantEngine, EngineAnswer, EngineRequest, ToolResult } from '@domain/assistant/assistant-port';
import type { BedrockSettings } from '@lambdas/platform/assistant-settings';
import { checkGrounding } from './bedrock-grounding';
import type { BedrockSender } from './bedrock-sender';
import {
  finalAnswer,
  MAX_MODEL_TURNS,
  modelInstructions,
  ModelEngineError,
  runModelToolCall,
  type Json,
} from './model-turns';

/** Tokens of one model turn: a few sentences of Spanish, or a handful of tool calls. */
const MAX_TOKENS = 1_024;

/**
 * The assistant engine over Amazon Bedrock's Converse API with tool use (client-radar.md §2 'Query assistant'): the
 * model picks tools from the request's specs, the server runs them for the validated client and hands back their
 * results, until the model writes its answer (at most MAX_MODEL_TURNS calls); the answer then passes the guardrail's
 * contextual grounding check against those results before it is returned. Every call honours `request.signal`.
 */
export class BedrockEngine implements AssistantEngine {
  readonly kind = 'bedrock';

  constructor(
    private readonly client: BedrockSender,
    private readonly settings: BedrockSettings,
  ) {}

  /**
   * @throws ModelEngineError when the model stops for another reason than its answer, answers without tools, keeps
   *   asking for tools, or the grounding check refuses the answer; the SDK's error on a failed call or an abort.
   */
  async answer(request: EngineRequest): Promise<EngineAnswer> {
    const messages: Message[] = [{ role: 'user', content: [{ text: request.question }] }];
    const results: ToolResult[] = [];
    for (let turn = 0; turn < MAX_MODEL_TURNS; turn += 1) {
      const output = await this.client.send(
        new ConverseCommand({
          modelId: this.settings.modelId,
          system: [{ text: modelInstructions(request) }],
          messages,
          toolConfig: {
            tools: request.tools.map((tool) => ({
              toolSpec: {
                name: tool.name,
                description: tool.description,
                inputSchema: { json: tool.parameters as Json },
              },
            })),
          },
          inferenceConfig: { maxTokens: MAX_TOKENS, temperature: 0 },
        }),
        { abortSignal: request.signal },
      );
      const message = output.output?.message;
      if (!message?.content) throw new ModelEngineError('Bedrock no devolvió un mensaje');
      messages.push(message);
      const toolUses = message.content.flatMap((block) => (block.toolUse ? [block.toolUse] : []));
      if (output.stopReason === 'tool_use' && toolUses.length > 0) {
        const replies: ContentBlock[] = [];
        for (const use of toolUses) {
          const outcome = await runModelToolCall(request, use.name ?? '', use.input);
          if (outcome.result) results.push(outcome.result);
          replies.push({
            toolResult: {
              toolUseId: use.toolUseId,
              content: [{ json: outcome.content }],
              status: outcome.result ? 'success' : 'error',
            },
          });
        }
        messages.push({ role: 'user', content: replies });
        continue;
      }
      if (output.stopReason !== 'end_turn')
        throw new ModelEngineError(`Bedrock terminó sin respuesta (${output.stopReason})`);
      const answer = finalAnswer(message.content.map((block) => block.text ?? '').join(''), results);
      await checkGrounding(this.client, this.settings, { question: request.question, ...answer }, request.signal);
      return answer;
    }
    throw new ModelEngineError(`El modelo siguió pidiendo herramientas después de ${MAX_MODEL_TURNS} turnos`);
  }
}
