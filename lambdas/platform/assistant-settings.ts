import { z } from 'zod';

/**
 * Which engine answers the query assistant (client-radar.md §2 'Query assistant') and the settings of a model engine.
 * `rules` ('Modo sin IA') is the default, and what local mode and CI use unless told otherwise; a model engine falls
 * back to it when it fails or takes longer than `modelTimeoutMs`. The default is 20 s, not the question's 60 s
 * (client-radar.md §7): on AWS the answer travels through API Gateway REST, whose integration ends at 29 s, so the
 * model must give up early enough for the rules engine's answer to arrive.
 */
const modelTimeoutMs = z.coerce.number().int().positive().default(20_000);

/** Amazon Bedrock: the Converse model, its region, and the guardrail whose grounding check every answer passes. */
const bedrockSettings = z.object({
  region: z.string().min(1),
  modelId: z.string().min(1),
  guardrailId: z.string().min(1),
  guardrailVersion: z.string().min(1),
});

/** An OpenAI-compatible chat server: its base URL (…/v1, without /chat/completions), model name and optional key. */
const openAiSettings = z.object({
  url: z.string().url(),
  model: z.string().min(1),
  apiKey: z.string().min(1).optional(),
});

export const assistantSettingsSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('rules') }),
  z.object({ engine: z.literal('bedrock'), modelTimeoutMs, bedrock: bedrockSettings }),
  z.object({ engine: z.literal('openai'), modelTimeoutMs, openai: openAiSettings }),
]);

export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;
export type BedrockSettings = z.infer<typeof bedrockSettings>;
export type OpenAiSettings = z.infer<typeof openAiSettings>;

/** Environment variable names of the assistant's settings (the CDK stack on AWS, `npm start` locally). */
export const ASSISTANT_ENV = {
  engine: 'RC_ASSISTANT_ENGINE',
  modelTimeoutMs: 'RC_ASSISTANT_MODEL_TIMEOUT_MS',
  bedrockRegion: 'RC_BEDROCK_REGION',
  bedrockModelId: 'RC_BEDROCK_MODEL_ID',
  bedrockGuardrailId: 'RC_BEDROCK_GUARDRAIL_ID',
  bedrockGuardrailVersion: 'RC_BEDROCK_GUARDRAIL_VERSION',
  openAiUrl: 'RC_OPENAI_URL',
  openAiModel: 'RC_OPENAI_MODEL',
  openAiApiKey: 'RC_OPENAI_API_KEY',
} as const;

/**
 * Reads the assistant's settings from an environment map: RC_ASSISTANT_ENGINE = rules (absent: rules) | bedrock |
 * openai, with that engine's variables of {@link ASSISTANT_ENV}.
 * @throws ZodError naming an unknown engine or a missing or malformed setting of the chosen one.
 */
export function readAssistantSettings(env: Record<string, string | undefined>): AssistantSettings {
  const e = ASSISTANT_ENV;
  const engine = env[e.engine] || 'rules';
  const modelTimeoutMs = env[e.modelTimeoutMs] || undefined;
  return assistantSettingsSchema.parse(
    engine === 'bedrock'
      ? {
          engine,
          modelTimeoutMs,
          bedrock: {
            region: env[e.bedrockRegion],
            modelId: env[e.bedrockModelId],
            guardrailId: env[e.bedrockGuardrailId],
            guardrailVersion: env[e.bedrockGuardrailVersion],
          },
        }
      : engine === 'openai'
        ? {
            engine,
            modelTimeoutMs,
            openai: { url: env[e.openAiUrl], model: env[e.openAiModel], apiKey: env[e.openAiApiKey] || undefined },
          }
        : { engine },
  );
}

/** Inverse of {@link readAssistantSettings}: the environment map that yields these settings. */
export function assistantSettingsEnv(settings: AssistantSettings): Record<string, string> {
  const e = ASSISTANT_ENV;
  if (settings.engine === 'rules') return { [e.engine]: 'rules' };
  const common = { [e.engine]: settings.engine, [e.modelTimeoutMs]: String(settings.modelTimeoutMs) };
  if (settings.engine === 'bedrock')
    return {
      ...common,
      [e.bedrockRegion]: settings.bedrock.region,
      [e.bedrockModelId]: settings.bedrock.modelId,
      [e.bedrockGuardrailId]: settings.bedrock.guardrailId,
      [e.bedrockGuardrailVersion]: settings.bedrock.guardrailVersion,
    };
  return {
    ...common,
    [e.openAiUrl]: settings.openai.url,
    [e.openAiModel]: settings.openai.model,
    ...(settings.openai.apiKey ? { [e.openAiApiKey]: settings.openai.apiKey } : {}),
  };
}
