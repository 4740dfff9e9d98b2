import { describe, expect, it } from 'vitest';
import { rulesEngine } from '@domain/assistant/rules-engine';
import { chooseAssistantEngine } from '@lambdas/services/assistant/engine-choice';
import { FALLBACK_NOTICE } from '@lambdas/services/assistant/fallback-engine';
import { engineRequest } from '@tests/support/assistant-engine-request';

const TODAY = '2026-11-29';

describe('chooseAssistantEngine', () => {
  it('is the rules engine when no engine or the rules engine is configured (local mode and CI)', () => {
    expect(chooseAssistantEngine(undefined)).toBe(rulesEngine);
    expect(chooseAssistantEngine({ engine: 'rules' })).toBe(rulesEngine);
  });

  it('builds the configured model engine, with the rules engine behind it', () => {
    const bedrock = chooseAssistantEngine({
      engine: 'bedrock',
      modelTimeoutMs: 20_000,
      bedrock: { region: 'us-east-1', modelId: 'amazon.nova-pro-v1:0', guardrailId: 'gr1', guardrailVersion: '1' },
    });
    expect(bedrock(TODAY).kind).toBe('bedrock');
  });

  it("answers with the rules engine, saying so, when the model's server cannot be reached", async () => {
    const failures: unknown[] = [];
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    const engineFor = chooseAssistantEngine(
      { engine: 'openai', modelTimeoutMs: 20_000, openai: { url: 'http://127.0.0.1:1/v1', model: 'qwen' } },
      (error) => failures.push(error),
    );
    const { request, calls } = engineRequest('¿Cuánto debe en la TGR?');

    const answer = await engineFor(TODAY).answer(request);

    expect(answer).toMatchObject({ answeredBy: 'rules', notice: FALLBACK_NOTICE });
    expect(calls).toEqual([{ name: 'tgrDebt', args: {} }]);
    expect(failures).toHaveLength(1);
  });
});
