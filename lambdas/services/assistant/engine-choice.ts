import type { AssistantEngine } from '@domain/assistant/assistant-port';
import { isGrounded } from '@domain/assistant/grounding';
import { rulesEngine } from '@domain/assistant/rules-engine';
import { BedrockEngine } from '../../language-models/bedrock-engine';
import { createBedrockSender } from '../../language-models/bedrock-sender';
import { OpenAiCompatibleEngine } from '../../language-models/openai-engine';
import type { AssistantSettings } from '../../platform/assistant-settings';
import { withRulesFallback } from './fallback-engine';

/** The engine for the questions asked on a day ('yyyy-MM-dd' in Chile: the rules engine reads months by it). */
export type AssistantEngineFor = (today: string) => AssistantEngine;

/**
 * The assistant's engine as configured (lambdas/platform/assistant-settings.ts; client-radar.md §2 'Query assistant'):
 * the rules engine ('Modo sin IA') when no model engine is set; otherwise Bedrock or the OpenAI-compatible engine,
 * built once per container, with the rules engine behind it for a model that fails, takes longer than its
 * `modelTimeoutMs` or writes a figure that is not among its tool results (domain/assistant/grounding.ts).
 * @param onFallback told why a model engine was passed over (the logs; never a key).
 */
export function chooseAssistantEngine(
  settings: AssistantSettings | undefined,
  onFallback?: (error: unknown) => void,
): AssistantEngineFor {
  if (!settings || settings.engine === 'rules') return rulesEngine;
  const model =
    settings.engine === 'bedrock'
      ? new BedrockEngine(createBedrockSender(settings.bedrock.region), settings.bedrock)
      : new OpenAiCompatibleEngine(settings.openai);
  return (today) =>
    withRulesFallback(model, rulesEngine(today), {
      timeoutMs: settings.modelTimeoutMs,
      accepts: isGrounded,
      onFallback,
    });
}
