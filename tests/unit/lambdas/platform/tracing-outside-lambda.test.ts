import { describe, expect, it, vi } from 'vitest';
import { createDynamoDocumentClient, createS3Client } from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { observedHandler } from '@lambdas/platform/observability';
import { traced } from '@lambdas/platform/tracing';

// Outside Lambda (local mode, tests): the tracer module must never load, for the X-Ray SDK it loads slows every
// await of the process with its async hooks.
const loads = vi.hoisted(() => {
  delete process.env.AWS_EXECUTION_ENV;
  return { tracer: 0 };
});
vi.mock('@aws-lambda-powertools/tracer', async (original) => {
  loads.tracer += 1;
  return original();
});

describe('tracing outside Lambda', () => {
  it('never loads the tracer, and the work, the handlers and the AWS clients run as they are', async () => {
    const config = { region: 'us-east-1', endpoints: {}, websocketEndpoint: 'https://ws.test' } as ServerConfig;
    const clients = [createDynamoDocumentClient(config), createS3Client(config)];
    for (const client of clients) {
      expect(client.middlewareStack.identify().join(' ')).not.toContain('XRaySDKInstrumentation');
    }
    expect(await traced('SII getSeed', { Operation: 'getSeed' }, async () => 'semilla')).toBe('semilla');
    expect(await observedHandler(async () => 'ok')({})).toBe('ok');
    expect(loads.tracer).toBe(0);
  });
});
