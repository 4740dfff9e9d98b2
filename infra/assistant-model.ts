import { ArnFormat, Stack } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import {
  assistantSettingsSchema,
  type AssistantSettings,
  type BedrockSettings,
} from '@lambdas/platform/assistant-settings';
import { jsonContext } from './json-context';

/**
 * CDK context key of the query assistant's Bedrock settings, JSON or an object:
 * `-c radar:assistant='{"modelId":"amazon.nova-pro-v1:0","guardrailId":"…","guardrailVersion":"1"}'`, with an
 * optional "region" (default: the stack's) and "modelTimeoutMs". Absent: the rules engine ('Modo sin IA').
 */
export const ASSISTANT_CONTEXT = 'radar:assistant';

/**
 * The assistant's settings of a deployment (ServerConfig.assistant of the REST function): Bedrock with the context's
 * model and guardrail, or the rules engine without the context. The OpenAI-compatible engine is not offered here:
 * its key would be written into the template in the clear.
 * @throws Error when the context is not JSON, or ZodError naming a missing setting.
 */
export function assistantSettings(scope: Construct): AssistantSettings {
  const value = jsonContext(scope, ASSISTANT_CONTEXT);
  if (value === undefined) return { engine: 'rules' };
  const { region, modelTimeoutMs, ...model } = value;
  return assistantSettingsSchema.parse({
    engine: 'bedrock',
    modelTimeoutMs,
    bedrock: { region: region ?? Stack.of(scope).region, ...model },
  });
}

/**
 * Lets a function use exactly the configured Bedrock model and guardrail: bedrock:InvokeModel (which authorizes
 * Converse) on the foundation model's ARN, bedrock:ApplyGuardrail on the guardrail's.
 */
export function allowAssistantModel(grantee: IGrantable, settings: BedrockSettings): void {
  const stack = Stack.of(grantee as unknown as Construct);
  const arn = (resource: string, resourceName: string, account?: string) =>
    stack.formatArn({
      service: 'bedrock',
      region: settings.region,
      account,
      resource,
      resourceName,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  Grant.addToPrincipal({
    grantee,
    actions: ['bedrock:InvokeModel'],
    resourceArns: [arn('foundation-model', settings.modelId, '')],
  });
  Grant.addToPrincipal({
    grantee,
    actions: ['bedrock:ApplyGuardrail'],
    resourceArns: [arn('guardrail', settings.guardrailId)],
  });
}
