import { ApplyGuardrailCommand } from '@aws-sdk/client-bedrock-runtime';
import type { ToolResult } from '@domain/assistant/assistant-port';
import type { BedrockSettings } from '@lambdas/platform/assistant-settings';
import type { BedrockSender } from './bedrock-sender';
import { ModelEngineError } from './model-turns';

/** ApplyGuardrail's limit on the query it weighs an answer's relevance against, characters. */
const QUERY_LIMIT = 1_000;

/** What an answer is grounded in: each tool's summary and facts, as code formatted them. */
export function groundingSource(results: readonly ToolResult[]): string {
  return results
    .map((result) => [result.summary, ...result.facts.map((fact) => `${fact.label}: ${fact.text}`)].join('\n'))
    .join('\n\n');
}

/**
 * Checks a model's answer with Bedrock Guardrails' ApplyGuardrail contextual grounding check (source OUTPUT): the
 * tool results are the grounding source, the question the query, the answer the content guarded. Resolves when the
 * guardrail lets it pass.
 * @throws ModelEngineError when the guardrail intervenes or blocks on grounding or relevance, or when it has no
 *   contextual grounding policy (it would check nothing); the SDK's error when the call fails.
 */
export async function checkGrounding(
  client: BedrockSender,
  settings: BedrockSettings,
  answer: { question: string; text: string; results: readonly ToolResult[] },
  signal: AbortSignal,
): Promise<void> {
  const output = await client.send(
    new ApplyGuardrailCommand({
      guardrailIdentifier: settings.guardrailId,
      guardrailVersion: settings.guardrailVersion,
      source: 'OUTPUT',
      content: [
        { text: { text: groundingSource(answer.results), qualifiers: ['grounding_source'] } },
        { text: { text: answer.question.slice(0, QUERY_LIMIT), qualifiers: ['query'] } },
        { text: { text: answer.text, qualifiers: ['guard_content'] } },
      ],
    }),
    { abortSignal: signal },
  );
  const filters = (output.assessments ?? []).flatMap((a) => a.contextualGroundingPolicy?.filters ?? []);
  if (filters.length === 0)
    throw new ModelEngineError('La guardrail no tiene verificación de fundamentación contextual');
  const blocked = filters.filter((filter) => filter.action === 'BLOCKED');
  if (output.action === 'GUARDRAIL_INTERVENED' || blocked.length > 0) {
    const scores = blocked.map((filter) => `${filter.type} ${filter.score} < ${filter.threshold}`).join(', ');
    throw new ModelEngineError(`La respuesta del modelo no se sostiene en los datos consultados (${scores})`);
  }
}
