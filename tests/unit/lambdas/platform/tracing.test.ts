import { MockAgent } from 'undici';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { observedHandler } from '@lambdas/platform/observability';
import {
  createCognitoClient,
  createDynamoDocumentClient,
  createManagementClient,
  createS3Client,
} from '@lambdas/platform/aws-clients';
import type { ServerConfig } from '@lambdas/platform/config';
import { isSiiError } from '@lambdas/sii/web/errors';
import { SiiDispatchers } from '@lambdas/sii/web/sii-dispatchers';
import { SiiHttp } from '@lambdas/sii/web/sii-http';
import { fakeClock, MemoryArchive } from '@tests/support/sii-web-fakes';
import type { SentSegment } from '@tests/support/xray-daemon';

// Inside Lambda with active tracing: the execution environment, the invocation's trace header and the daemon's address
// are read when the X-Ray SDK loads, so the stand-in daemon starts before any import.
const daemon = await vi.hoisted(async () => {
  const { startXrayDaemon } = await import('@tests/support/xray-daemon');
  const started = await startXrayDaemon();
  process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs24.x';
  process.env.LAMBDA_TASK_ROOT = '/var/task';
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  process.env.AWS_XRAY_DAEMON_ADDRESS = started.address;
  process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
  return started;
});

const FACADE_ID = '53995c3f42cd8ad8';
const ORIGIN = 'https://palena.test';
const PATH = '/DTEWS/CrSeed.jws';

/** The `count` segments named `name` the daemon got, once they have all arrived (UDP datagrams). */
async function sentNamed(name: string, count: number): Promise<SentSegment[]> {
  const named = () => daemon.sent.filter((s) => s.name === name);
  // UDP datagrams arrive after the work returns; the bound only stops a test whose segments never come.
  await vi.waitFor(() => expect(named()).toHaveLength(count), { timeout: 10_000 });
  return named();
}

function siiHttp(agent: MockAgent): SiiHttp {
  return new SiiHttp(
    {
      pacing: { concurrency: 4, minIntervalMs: 0 },
      retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 1 },
      timeoutMs: 5000,
    },
    {
      dispatchers: new SiiDispatchers(undefined, agent),
      clock: fakeClock(),
      random: () => 0,
      metrics: () => undefined,
    },
  );
}

beforeEach(() => {
  daemon.sent.length = 0;
});

afterAll(() => daemon.close());

describe('tracing inside Lambda', () => {
  it('puts each invocation under a handler subsegment annotated with the cold start and the service', async () => {
    const handler = observedHandler(async () => 'ok');
    await handler({});
    await handler({});
    const all = await sentNamed('## handler', 2);
    expect(all.map((s) => s.parent_id)).toEqual([FACADE_ID, FACADE_ID]);
    expect(all.map((s) => s.annotations)).toEqual([
      { ColdStart: true, Service: 'radar-cesiones' },
      { ColdStart: false, Service: 'radar-cesiones' },
    ]);
  });

  it('traces each SII call as a subsegment of the invocation, annotated with its operation, its failure recorded', async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent.get(ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(200, '<seed/>');
    agent.get(ORIGIN).intercept({ path: PATH, method: 'GET' }).reply(503, 'down').times(2);
    const http = siiHttp(agent);
    const send = () =>
      http.send({ operation: 'getSeed', method: 'GET', url: `${ORIGIN}${PATH}`, archive: new MemoryArchive() });
    const handler = observedHandler(async () => {
      await send();
      await send();
    });
    await expect(handler({})).rejects.toSatisfy((e) => isSiiError(e, 'sii-no-disponible'));
    await agent.close();
    const [invocation] = await sentNamed('## handler', 1);
    const calls = await sentNamed('SII getSeed', 2);
    for (const call of calls) {
      expect(call.parent_id).toBe(invocation!.id);
      expect(call.annotations).toEqual({ Operation: 'getSeed' });
    }
    expect(calls.map((c) => Boolean(c.fault || c.error))).toEqual([false, true]);
    expect(calls[1]!.cause?.exceptions?.[0]?.message).toContain('getSeed');
  });

  it('traces the AWS SDK clients the Lambdas build', () => {
    const config = { region: 'us-east-1', endpoints: {}, websocketEndpoint: 'https://ws.test' } as ServerConfig;
    const clients = [
      createDynamoDocumentClient(config),
      createS3Client(config),
      createCognitoClient(config),
      createManagementClient(config),
    ];
    for (const client of clients) {
      expect(client.middlewareStack.identify().join(' ')).toContain('XRaySDKInstrumentation');
    }
  });
});
