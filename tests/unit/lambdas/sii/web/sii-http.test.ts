import { CookieJar } from 'tough-cookie';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { isSiiError } from '@lambdas/sii/web/errors';
import { SiiDispatchers } from '@lambdas/sii/web/sii-dispatchers';
import { SiiHttp, type SiiRequest } from '@lambdas/sii/web/sii-http';
import type { SiiCallEvent } from '@lambdas/platform/observability';
import { latin1, soapFault } from '@tests/support/sii-web-answers';
import { fakeClock, MemoryArchive } from '@tests/support/sii-web-fakes';

const ORIGIN = 'https://palena.test';
const RETRY = { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 };

let agent: MockAgent;

function setup(overrides: { timeoutMs?: number; concurrency?: number } = {}) {
  agent = new MockAgent();
  agent.disableNetConnect();
  const clock = fakeClock();
  const archive = new MemoryArchive();
  const metrics: Array<[string, SiiCallEvent]> = [];
  const http = new SiiHttp(
    {
      pacing: { concurrency: overrides.concurrency ?? 4, minIntervalMs: 0 },
      retry: RETRY,
      timeoutMs: overrides.timeoutMs ?? 5000,
    },
    {
      dispatchers: new SiiDispatchers(undefined, agent),
      clock,
      random: () => 0.5,
      metrics: (operation, event) => void metrics.push([operation, event]),
    },
  );
  const request = (extra: Partial<SiiRequest> = {}): SiiRequest => ({
    operation: 'RTCConsultaCesiones',
    method: 'POST',
    url: `${ORIGIN}/cgi_rtc/RTC/RTCConsultaCesiones.cgi`,
    body: 'TIPOCONSULTA=2',
    archive,
    ...extra,
  });
  return { http, clock, archive, request, metrics, pool: agent.get(ORIGIN) };
}

const PATH = '/cgi_rtc/RTC/RTCConsultaCesiones.cgi';

afterEach(async () => {
  await agent.close();
});

describe('SiiHttp metrics', () => {
  it('counts the call, each answered attempt, each retry and the final failure with its error code, per operation', async () => {
    const { http, request, metrics, pool } = setup();
    pool.intercept({ path: PATH, method: 'POST' }).reply(503, 'Service Unavailable').times(3);
    await expect(http.send(request())).rejects.toSatisfy((e) => isSiiError(e, 'sii-no-disponible'));
    expect(metrics.map(([operation]) => operation)).toEqual(Array(7).fill('RTCConsultaCesiones'));
    expect(metrics.map(([, event]) => Object.keys(event)[0])).toEqual([
      'call',
      'latencyMs',
      'retry',
      'latencyMs',
      'retry',
      'latencyMs',
      'failure',
    ]);
    expect(metrics.at(-1)?.[1]).toEqual({ failure: 'sii-no-disponible' });
  });
});

describe('SiiHttp retries', () => {
  it('retries HTTP 503 with growing jittered waits and returns the first good answer; discarded answers are archived', async () => {
    const { http, clock, archive, request, pool } = setup();
    pool.intercept({ path: PATH, method: 'POST' }).reply(503, 'Service Unavailable').times(2);
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, 'DATOS_CONSULTA; RUT=76389992-6');
    const answer = await http.send(request());
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).toString()).toBe('DATOS_CONSULTA; RUT=76389992-6');
    // equal jitter with random 0.5: 3/4 of 100 ms, then of 200 ms
    expect(clock.sleeps).toEqual([75, 150]);
    expect(archive.answers.map((a) => [a.status, a.name])).toEqual([
      [503, undefined],
      [503, undefined],
    ]);
  });

  it("retries a body that starts with 'Error 500' even under HTTP 200", async () => {
    const { http, request, pool } = setup();
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, 'Error 500');
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, 'ok');
    expect(Buffer.from((await http.send(request())).bytes).toString()).toBe('ok');
  });

  it('stops after settings.retry.attempts attempts with sii-no-disponible', async () => {
    const { http, request, pool, clock } = setup();
    let calls = 0;
    pool
      .intercept({ path: PATH, method: 'POST' })
      .reply(() => (calls++, { statusCode: 502, data: 'Bad Gateway' }))
      .persist();
    const error = await http.send(request()).catch((e: unknown) => e);
    expect(isSiiError(error, 'sii-no-disponible')).toBe(true);
    expect(String(error)).toContain('HTTP 502 tras 3 intentos');
    expect(calls).toBe(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('does not retry a SOAP Fault under HTTP 500, a 404, or a 401: they are answers', async () => {
    const { http, request, pool } = setup();
    pool.intercept({ path: PATH, method: 'POST' }).reply(500, Buffer.from(soapFault('java.lang.Exception')));
    pool.intercept({ path: PATH, method: 'POST' }).reply(404, 'Not Found');
    pool.intercept({ path: PATH, method: 'POST' }).reply(401, '');
    expect((await http.send(request())).status).toBe(500);
    expect((await http.send(request())).status).toBe(404);
    expect((await http.send(request())).status).toBe(401);
  });

  it('retries connection resets and refusals', async () => {
    const { http, request, pool } = setup();
    pool
      .intercept({ path: PATH, method: 'POST' })
      .replyWithError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    pool
      .intercept({ path: PATH, method: 'POST' })
      .replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, 'ok');
    expect((await http.send(request())).status).toBe(200);
  });

  it('a request that outlives timeoutMs is a time-out, retried, then sii-no-disponible', async () => {
    const { http, request, pool } = setup({ timeoutMs: 20 });
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, 'tarde').delay(500).persist();
    const error = await http.send(request()).catch((e: unknown) => e);
    expect(isSiiError(error, 'sii-no-disponible')).toBe(true);
    expect(String(error)).toContain('time-out');
  });

  it('a service rule (retryIf) adds retryable answers', async () => {
    const { http, request, pool } = setup();
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, '<codResp>-1</codResp>');
    pool.intercept({ path: PATH, method: 'POST' }).reply(200, '<codResp>15</codResp>');
    const answer = await http.send(request({ retryIf: (a) => Buffer.from(a.bytes).toString().includes('>-1<') }));
    expect(Buffer.from(answer.bytes).toString()).toContain('15');
  });

  it('an error that is no network failure (a bad URL) is thrown as it is', async () => {
    const { http, request } = setup();
    await expect(http.send(request({ url: 'not a url' }))).rejects.toThrow(TypeError);
  });
});

describe('SiiHttp pacing and cookies', () => {
  it('keeps at most `concurrency` requests in flight per host', async () => {
    const { http, request, pool } = setup({ concurrency: 2 });
    let inFlight = 0;
    let maxInFlight = 0;
    pool
      .intercept({ path: PATH, method: 'POST' })
      .reply(200, async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return 'ok';
      })
      .persist();
    await Promise.all(Array.from({ length: 6 }, () => http.send(request())));
    expect(maxInFlight).toBe(2);
  });

  it('stores Set-Cookie in the jar and sends the jar with an explicit cookie', async () => {
    const { http, request, pool } = setup();
    const jar = new CookieJar();
    const seen: string[] = [];
    pool
      .intercept({ path: PATH, method: 'POST' })
      .reply((opts) => {
        seen.push(String((opts.headers as Record<string, string>).cookie ?? ''));
        return {
          statusCode: 200,
          data: 'ok',
          responseOptions: { headers: { 'set-cookie': ['CSESSIONID=abc; Path=/', 'RUT_NS=76389992; Path=/'] } },
        };
      })
      .persist();
    await http.send(request({ jar }));
    await http.send(request({ jar, headers: { cookie: 'TOKEN=xyz' } }));
    expect(seen).toEqual(['', 'CSESSIONID=abc; RUT_NS=76389992; TOKEN=xyz']);
  });

  it('keeps bytes as sent (ISO-8859-1 stays one byte per character)', async () => {
    const { http, request, pool } = setup();
    pool
      .intercept({ path: PATH, method: 'POST' })
      .reply(200, Buffer.from(latin1('Cesión Vigente')), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    const answer = await http.send(request());
    expect([...answer.bytes]).toEqual([...latin1('Cesión Vigente')]);
  });
});
