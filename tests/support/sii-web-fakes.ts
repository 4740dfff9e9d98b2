import { MockAgent } from 'undici';
import type { AnswerArchive, ArchivedAnswer } from '@lambdas/sii/web/answer-archive';
import {
  PRODUCTION_HOSTS,
  readSiiWebSettings,
  type SiiHosts,
  type SiiWebSettings,
} from '@lambdas/platform/sii-settings';

/**
 * Hosts of the fake SII in unit tests: the production names, so that cookies scoped to '.sii.cl' behave as at the
 * SII. MockAgent answers them with net connect disabled: nothing leaves the process.
 */
export const FAKE_HOSTS: SiiHosts = PRODUCTION_HOSTS;

/** Settings for unit tests: fake hosts, no pacing interval, 3 attempts with short delays (overridable). */
export function fakeSettings(overrides: Record<string, unknown> = {}): SiiWebSettings {
  return readSiiWebSettings({
    hosts: FAKE_HOSTS,
    pacing: { concurrency: 4, minIntervalMs: 0 },
    retry: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1000 },
    timeoutMs: 5000,
    ...overrides,
  });
}

/**
 * A virtual clock: `sleep(ms)` records the wait and resolves once the process is idle, the clock then jumping to
 * its wake time; concurrent sleepers wake in wake-time order. No real time passes.
 */
export function fakeClock(start = 1_000_000): {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  sleeps: number[];
} {
  let time = start;
  const sleeps: number[] = [];
  const timers: Array<{ wake: number; resolve: () => void }> = [];
  const fire = () => {
    timers.sort((a, b) => a.wake - b.wake);
    const timer = timers.shift();
    if (!timer) return;
    time = Math.max(time, timer.wake);
    timer.resolve();
  };
  return {
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise<void>((resolve) => {
        timers.push({ wake: time + ms, resolve });
        setImmediate(fire);
      });
    },
    sleeps,
  };
}

/** An archive that keeps every answer in memory, in arrival order. */
export class MemoryArchive implements AnswerArchive {
  readonly answers: ArchivedAnswer[] = [];
  add(answer: ArchivedAnswer): void {
    this.answers.push(answer);
  }
  async close(): Promise<void> {}
  /** Names of the named answers. */
  names(): string[] {
    return this.answers.flatMap((a) => (a.name ? [a.name] : []));
  }
  /** Every archived body as latin1 text, joined (to search for secrets). */
  allText(): string {
    return this.answers.map((a) => Buffer.from(a.bytes).toString('latin1')).join('\n');
  }
}

/** A request the fake SII received. */
export interface FakeRequest {
  origin: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** What a fake route answers. */
export interface FakeReply {
  status?: number;
  body?: string | Uint8Array;
  headers?: Record<string, string | string[]>;
}

/**
 * A fake SII over undici's MockAgent: routes by origin, method and path (query string ignored), every request
 * recorded. Unrouted requests fail (net connect disabled).
 */
export class FakeSii {
  readonly agent = new MockAgent();
  readonly requests: FakeRequest[] = [];

  constructor() {
    this.agent.disableNetConnect();
  }

  /** Answers `method` `origin``path` with `handler` (every time). */
  on(origin: string, method: string, path: string, handler: (req: FakeRequest) => FakeReply): this {
    this.agent
      .get(origin)
      .intercept({ path: (p: string) => p.split('?')[0] === path, method })
      .reply((opts) => {
        const headers = Object.fromEntries(
          Object.entries((opts.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), String(v)]),
        );
        const req: FakeRequest = {
          origin,
          method,
          path: String(opts.path),
          headers,
          body: typeof opts.body === 'string' ? opts.body : String(opts.body ?? ''),
        };
        this.requests.push(req);
        const reply = handler(req);
        return {
          statusCode: reply.status ?? 200,
          data: Buffer.from(reply.body ?? ''),
          responseOptions: { headers: reply.headers ?? {} },
        };
      })
      .persist();
    return this;
  }

  /** The recorded requests to `path`. */
  to(path: string): FakeRequest[] {
    return this.requests.filter((r) => r.path.split('?')[0] === path);
  }
}
