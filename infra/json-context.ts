import type { Construct } from 'constructs';

/**
 * A CDK context setting given as JSON text on the command line (`-c key='{…}'`) or as an object in cdk.json.
 * @returns the setting's fields, or undefined when the context is absent or empty.
 * @throws SyntaxError when the text is not JSON.
 */
export function jsonContext(scope: Construct, key: string): Record<string, unknown> | undefined {
  const raw: unknown = scope.node.tryGetContext(key);
  if (raw === undefined || raw === null || raw === '') return undefined;
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>;
}
