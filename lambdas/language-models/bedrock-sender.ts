import {
  BedrockRuntimeClient,
  type ApplyGuardrailCommand,
  type ApplyGuardrailCommandOutput,
  type ConverseCommand,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';

/** The two Bedrock Runtime calls the engine makes; the SDK client is one, a test stubs it at this boundary. */
export interface BedrockSender {
  send(command: ConverseCommand, options?: { abortSignal?: AbortSignal }): Promise<ConverseCommandOutput>;
  send(command: ApplyGuardrailCommand, options?: { abortSignal?: AbortSignal }): Promise<ApplyGuardrailCommandOutput>;
}

/** The Bedrock Runtime client of a region (the Lambda's role grants only the configured model and guardrail). */
export function createBedrockSender(region: string): BedrockSender {
  return new BedrockRuntimeClient({ region });
}
