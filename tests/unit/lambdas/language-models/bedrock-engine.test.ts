import {
  ApplyGuardrailCommand,
  ConverseCommand,
  type ApplyGuardrailCommandOutput,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { BedrockEngine } from '@lambdas/language-models/bedrock-engine';
import type { BedrockSender } from '@lambdas/language-models/bedrock-sender';
import { ModelEngineError } from '@lambdas/language-models/model-turns';
import type { BedrockSettings } from '@lambdas/platform/assistant-settings';
import { engineRequest } from '@tests/support/assistant-engine-request';

const SETTINGS: BedrockSettings = {
  region: 'us-east-1',
  modelId: 'amazon.nova-pro-v1:0',
  guardrailId: 'gr7x2k9q1abc',
  guardrailVersion: '3',
};
const META = { $metadata: { httpStatusCode: 200, requestId: 'b1f0c5a2-8d7e-4f31-9a55-0c2f1e6d4b90' } };

/** Converse's answer when the model asks for the TGR tool (a Nova turn: a thought, then the tool use). */
const TOOL_USE_TURN: ConverseCommandOutput = {
  ...META,
  output: {
    message: {
      role: 'assistant',
      content: [
        { text: '<thinking>Necesito la deuda fiscal del cliente en la TGR.</thinking>' },
        { toolUse: { toolUseId: 'tooluse_kZJMlvQmRJ6eAyJE5GIl7Q', name: 'tgrDebt', input: {} } },
      ],
    },
  },
  stopReason: 'tool_use',
  usage: { inputTokens: 612, outputTokens: 41, totalTokens: 653 },
  metrics: { latencyMs: 845 },
};

/** Converse's final answer after the tool result. */
const FINAL_TURN: ConverseCommandOutput = {
  ...META,
  output: {
    message: {
      role: 'assistant',
      content: [{ text: 'Exportadora Los Andes SpA debe $ 12.345.678 en la TGR y no tiene convenios de pago.' }],
    },
  },
  stopReason: 'end_turn',
  usage: { inputTokens: 742, outputTokens: 28, totalTokens: 770 },
  metrics: { latencyMs: 610 },
};

/** ApplyGuardrail's answer: the contextual grounding filters' scores against thresholds of 0.75. */
function guardrailOutput(grounding: number): ApplyGuardrailCommandOutput {
  const blocked = grounding < 0.75;
  return {
    ...META,
    usage: {
      topicPolicyUnits: 0,
      contentPolicyUnits: 0,
      wordPolicyUnits: 0,
      sensitiveInformationPolicyUnits: 0,
      sensitiveInformationPolicyFreeUnits: 0,
      contextualGroundingPolicyUnits: 1,
    },
    action: blocked ? 'GUARDRAIL_INTERVENED' : 'NONE',
    outputs: blocked ? [{ text: 'Lo siento, no puedo responder eso.' }] : [],
    assessments: [
      {
        contextualGroundingPolicy: {
          filters: [
            { type: 'GROUNDING', threshold: 0.75, score: grounding, action: blocked ? 'BLOCKED' : 'NONE' },
            { type: 'RELEVANCE', threshold: 0.75, score: 0.97, action: 'NONE' },
          ],
        },
      },
    ],
  };
}

/**
 * A Bedrock client stubbed at `send`: answers Converse from a recorded exchange, ApplyGuardrail with `guardrail`;
 * `sent` keeps each command with its input as it was when sent (the SDK serialises it then).
 */
function stubClient(turns: ConverseCommandOutput[], guardrail: ApplyGuardrailCommandOutput) {
  const sent: (ConverseCommand | ApplyGuardrailCommand)[] = [];
  const queue = [...turns];
  const client = {
    send: async (command: ConverseCommand | ApplyGuardrailCommand) => {
      sent.push(
        command instanceof ConverseCommand
          ? new ConverseCommand(structuredClone(command.input))
          : new ApplyGuardrailCommand(structuredClone(command.input)),
      );
      if (command instanceof ApplyGuardrailCommand) return guardrail;
      const turn = queue.shift();
      if (!turn) throw new Error('no more recorded turns');
      return turn;
    },
  } as BedrockSender;
  return { client, sent };
}

describe('BedrockEngine', () => {
  it('runs the tool the model asks for, hands its result back and returns the final text once grounded', async () => {
    const { client, sent } = stubClient([TOOL_USE_TURN, FINAL_TURN], guardrailOutput(0.92));
    const { request, calls } = engineRequest('¿Cuánto debe en la TGR?');

    const answer = await new BedrockEngine(client, SETTINGS).answer(request);

    expect(answer.text).toBe('Exportadora Los Andes SpA debe $ 12.345.678 en la TGR y no tiene convenios de pago.');
    expect(calls).toEqual([{ name: 'tgrDebt', args: {} }]);
    expect(answer.results.map((result) => result.link)).toEqual(['/detalle-cliente/76086428-5?tab=tgr']);
    const [first, second, check] = sent;
    expect(first).toBeInstanceOf(ConverseCommand);
    const firstInput = (first as ConverseCommand).input;
    expect(firstInput.modelId).toBe('amazon.nova-pro-v1:0');
    expect(firstInput.toolConfig?.tools?.map((tool) => tool.toolSpec?.name)).toEqual(['tgrDebt', 'monthlySales']);
    expect(firstInput.system?.[0]?.text).toContain('Exportadora Los Andes SpA');
    const reply = (second as ConverseCommand).input.messages?.at(-1);
    expect(reply?.role).toBe('user');
    expect(reply?.content?.[0]?.toolResult).toMatchObject({
      toolUseId: 'tooluse_kZJMlvQmRJ6eAyJE5GIl7Q',
      status: 'success',
      content: [{ json: { datos: ['Deuda fiscal total: $ 12.345.678', 'Convenios de pago: 0'] } }],
    });
    expect(check).toBeInstanceOf(ApplyGuardrailCommand);
    const guard = (check as ApplyGuardrailCommand).input;
    expect(guard).toMatchObject({ guardrailIdentifier: 'gr7x2k9q1abc', guardrailVersion: '3', source: 'OUTPUT' });
    expect(guard.content?.map((block) => block.text?.qualifiers)).toEqual([
      ['grounding_source'],
      ['query'],
      ['guard_content'],
    ]);
    expect(guard.content?.[0]?.text?.text).toContain('Deuda fiscal total: $ 12.345.678');
    expect(guard.content?.[2]?.text?.text).toBe(answer.text);
  });

  it('refuses an answer the grounding check blocks, so the caller falls back', async () => {
    const { client } = stubClient([TOOL_USE_TURN, FINAL_TURN], guardrailOutput(0.31));
    const { request } = engineRequest('¿Cuánto debe en la TGR?');

    await expect(new BedrockEngine(client, SETTINGS).answer(request)).rejects.toThrow(
      /no se sostiene en los datos consultados \(GROUNDING 0.31 < 0.75\)/,
    );
  });

  it('refuses when the guardrail has no contextual grounding policy (it would check nothing)', async () => {
    const { client } = stubClient([TOOL_USE_TURN, FINAL_TURN], { ...guardrailOutput(0.92), assessments: [{}] });
    const { request } = engineRequest('¿Cuánto debe en la TGR?');

    await expect(new BedrockEngine(client, SETTINGS).answer(request)).rejects.toBeInstanceOf(ModelEngineError);
  });

  it('refuses an answer written without any tool', async () => {
    const { client, sent } = stubClient([FINAL_TURN], guardrailOutput(0.92));
    const { request } = engineRequest('¿Cuánto debe en la TGR?');

    await expect(new BedrockEngine(client, SETTINGS).answer(request)).rejects.toThrow(/sin consultar ninguna/);
    expect(sent.some((command) => command instanceof ApplyGuardrailCommand)).toBe(false);
  });

  it('tells the model a refused tool call as an error result, and stops a model that keeps asking', async () => {
    const salesTurn: ConverseCommandOutput = {
      ...TOOL_USE_TURN,
      output: {
        message: {
          role: 'assistant',
          content: [{ toolUse: { toolUseId: 'tooluse_s', name: 'monthlySales', input: { desde: '2026-01' } } }],
        },
      },
    };
    const { client, sent } = stubClient([salesTurn, salesTurn, salesTurn, salesTurn, salesTurn], guardrailOutput(1));
    const { request, calls } = engineRequest('¿Cuánto vendió desde enero?');

    await expect(new BedrockEngine(client, SETTINGS).answer(request)).rejects.toThrow(/siguió pidiendo herramientas/);
    expect(calls).toHaveLength(4);
    expect(calls[0]).toEqual({ name: 'monthlySales', args: { desde: '2026-01' } });
    const reply = (sent[1] as ConverseCommand).input.messages?.at(-1)?.content?.[0]?.toolResult;
    expect(reply).toMatchObject({ status: 'error', content: [{ json: { error: 'Sin datos para monthlySales' } }] });
  });

  it('hands the question signal to every call', async () => {
    const options: unknown[] = [];
    const { client } = stubClient([TOOL_USE_TURN, FINAL_TURN], guardrailOutput(0.92));
    const spy = {
      send: (command: never, opts: unknown) => {
        options.push(opts);
        return client.send(command);
      },
    } as unknown as BedrockSender;
    const controller = new AbortController();
    const { request } = engineRequest('¿Cuánto debe en la TGR?', controller.signal);

    await new BedrockEngine(spy, SETTINGS).answer(request);

    expect(options).toEqual([
      { abortSignal: controller.signal },
      { abortSignal: controller.signal },
      { abortSignal: controller.signal },
    ]);
  });
});
