import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appendScopeKeys,
  logger,
  observedHandler,
  publishMetrics,
  recordSiiCall,
} from '@lambdas/platform/observability';
import { captureOutput, type CapturedOutput } from '@tests/support/captured-output';

// Lambda sets it for on-demand functions; Powertools reports a cold start only then (read when the logger is built).
vi.hoisted(() => {
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
});

const context = (awsRequestId: string) =>
  ({
    awsRequestId,
    functionName: 'radar-graphql',
    functionVersion: '$LATEST',
    memoryLimitInMB: '512',
  }) as Partial<Context> as Context;

let output: CapturedOutput | undefined;

afterEach(() => output?.restore());

describe('observedHandler', () => {
  it('logs JSON lines with the service, request id, cold start and the scope keys of the invocation only', async () => {
    output = captureOutput();
    const handler = observedHandler(async (event: { n: number }) => {
      appendScopeKeys('Query.cesionesAdquiridas', '76389992-6');
      logger.info('doing', { n: event.n });
      return event.n * 2;
    });
    expect(await handler({ n: 1 }, context('req-1'))).toBe(2);
    await handler({ n: 2 }, context('req-2'));
    logger.info('after');
    const lines = output.jsonLines().filter((line) => line.level === 'INFO');
    expect(lines[0]).toMatchObject({
      message: 'doing',
      n: 1,
      service: 'radar-cesiones',
      function_request_id: 'req-1',
      function_name: 'radar-graphql',
      cold_start: true,
      operation: 'Query.cesionesAdquiridas',
      factoring: '76389992-6',
    });
    expect(lines[1]).toMatchObject({ function_request_id: 'req-2', cold_start: false });
    expect(lines[2]).not.toHaveProperty('operation');
    expect(lines[2]).not.toHaveProperty('factoring');
  });

  it('flushes the stored metrics as EMF when the invocation ends, also when it throws', async () => {
    output = captureOutput();
    const handler = observedHandler(async () => {
      recordSiiCall('getSeed', { latencyMs: 120 });
      throw new Error('boom');
    });
    await expect(handler({}, context('req-3'))).rejects.toThrow('boom');
    const emf = output.jsonLines().find((line) => '_aws' in line);
    expect(emf).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'RadarCesiones',
            Dimensions: [expect.arrayContaining(['service', 'Operation'])],
            Metrics: [{ Name: 'SiiLatency', Unit: 'Milliseconds' }],
          },
        ],
      },
      Operation: 'getSeed',
      SiiLatency: 120,
    });
  });
});

describe('recordSiiCall', () => {
  it('keeps calls, latency and retries per operation and writes a failure at once with its error type, per operation and in the total', () => {
    output = captureOutput();
    recordSiiCall('CAutInicio', { call: true });
    recordSiiCall('CAutInicio', { latencyMs: 40 });
    recordSiiCall('CAutInicio', { latencyMs: 60 });
    recordSiiCall('CAutInicio', { retry: true });
    recordSiiCall('RTCConsultaCesiones', { failure: 'sii-no-disponible' });
    const failure = output.jsonLines().filter((line) => '_aws' in line);
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Dimensions: [['service', 'Operation', 'ErrorType'], ['service', 'Operation'], ['service']] },
        ],
      },
      Operation: 'RTCConsultaCesiones',
      ErrorType: 'sii-no-disponible',
      SiiFailures: 1,
    });
    publishMetrics();
    expect(output.jsonLines().find((line) => line.Operation === 'CAutInicio')).toMatchObject({
      SiiCalls: 1,
      SiiLatency: [40, 60],
      SiiRetries: 1,
    });
  });
});
