import { describe, expect, it } from 'vitest';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';

const aws = { region: 'us-east-1', endpoints: {} } as unknown as ServerConfig;
const local = { region: 'us-east-1', endpoints: { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2' } };

/** The data clients (lambdas/platform/aws-clients.ts) skip the SDK's logging of every answer to a no-op logger. */
describe('AWS data clients', () => {
  it.each([
    ['on AWS', aws],
    ['locally', local as unknown as ServerConfig],
  ])('carry no SDK logger middleware %s', (_, config) => {
    for (const client of [createDynamoDocumentClient(config), createS3Client(config)]) {
      const steps = client.middlewareStack.identify();
      expect(steps.some((step) => step.startsWith('loggerMiddleware'))).toBe(false);
      // The stack is otherwise whole: requests are still signed and retried.
      expect(steps.some((step) => step.startsWith('retryMiddleware'))).toBe(true);
      client.destroy();
    }
  });
});
