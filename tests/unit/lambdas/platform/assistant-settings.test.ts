import { describe, expect, it } from 'vitest';
import { assistantSettingsEnv, readAssistantSettings } from '@lambdas/platform/assistant-settings';

const BEDROCK_ENV = {
  RC_ASSISTANT_ENGINE: 'bedrock',
  RC_BEDROCK_REGION: 'us-east-1',
  RC_BEDROCK_MODEL_ID: 'amazon.nova-pro-v1:0',
  RC_BEDROCK_GUARDRAIL_ID: 'gr7x2k9q1abc',
  RC_BEDROCK_GUARDRAIL_VERSION: '3',
};

describe('readAssistantSettings', () => {
  it('chooses the rules engine when RC_ASSISTANT_ENGINE is absent or empty (local mode and CI)', () => {
    expect(readAssistantSettings({})).toEqual({ engine: 'rules' });
    expect(readAssistantSettings({ RC_ASSISTANT_ENGINE: '' })).toEqual({ engine: 'rules' });
  });

  it("reads Bedrock's model, region and guardrail, with the model's default 40 s", () => {
    expect(readAssistantSettings(BEDROCK_ENV)).toEqual({
      engine: 'bedrock',
      modelTimeoutMs: 20_000,
      bedrock: {
        region: 'us-east-1',
        modelId: 'amazon.nova-pro-v1:0',
        guardrailId: 'gr7x2k9q1abc',
        guardrailVersion: '3',
      },
    });
  });

  it('refuses Bedrock without a guardrail, an OpenAI-compatible engine without a URL, and an unknown engine', () => {
    expect(() => readAssistantSettings({ ...BEDROCK_ENV, RC_BEDROCK_GUARDRAIL_ID: '' })).toThrow(/guardrailId/);
    expect(() => readAssistantSettings({ RC_ASSISTANT_ENGINE: 'openai', RC_OPENAI_MODEL: 'qwen' })).toThrow(/url/);
    expect(() => readAssistantSettings({ RC_ASSISTANT_ENGINE: 'gpt' })).toThrow(/engine/);
  });

  it('round-trips each engine through its environment variables', () => {
    const openai = readAssistantSettings({
      RC_ASSISTANT_ENGINE: 'openai',
      RC_ASSISTANT_MODEL_TIMEOUT_MS: '20000',
      RC_OPENAI_URL: 'http://127.0.0.1:11434/v1',
      RC_OPENAI_MODEL: 'qwen2.5-7b-instruct',
      RC_OPENAI_API_KEY: 'sk-local',
    });
    expect(openai).toMatchObject({ modelTimeoutMs: 20_000, openai: { apiKey: 'sk-local' } });
    for (const settings of [{ engine: 'rules' } as const, readAssistantSettings(BEDROCK_ENV), openai])
      expect(readAssistantSettings(assistantSettingsEnv(settings))).toEqual(settings);
  });
});
