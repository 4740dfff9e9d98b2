/**
 * A tap on undici's diagnostics channels ('undici:request:headers', 'undici:request:bodyChunkReceived'): every answer
 * the process receives through undici, as it came (origin, path, status, Set-Cookie pairs, body bytes). The live SII
 * tests learn from it the portal session ids (CSESSIONID / TOKEN cookies) and seed tokens the real SII web client was
 * given, without reaching into the client, so they can search its logs and errors for them.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { parseTokenAnswer } from '@domain/sii-web/seed-token-answers';

/** One answer received. */
export interface WireAnswer {
  origin: string;
  /** The request path, query string included. */
  path: string;
  status: number;
  /** Each Set-Cookie as [name, value]. */
  setCookies: Array<[string, string]>;
  /** The body chunks received so far. */
  chunks: Buffer[];
}

/** The request object undici publishes (only the fields read here). */
interface TappedRequest {
  origin: unknown;
  path: unknown;
}

/** The tap. start() before the traffic, stop() after. */
export class WireTap {
  readonly answers: WireAnswer[] = [];
  private readonly byRequest = new WeakMap<object, WireAnswer>();

  private readonly onHeaders = (message: unknown): void => {
    const { request, response } = message as {
      request: TappedRequest;
      response: { statusCode: number; headers: Buffer[] };
    };
    const answer: WireAnswer = {
      origin: String(request.origin),
      path: String(request.path),
      status: response.statusCode,
      setCookies: setCookiesOf(response.headers),
      chunks: [],
    };
    this.byRequest.set(request, answer);
    this.answers.push(answer);
  };

  private readonly onChunk = (message: unknown): void => {
    const { request, chunk } = message as { request: object; chunk: Buffer };
    this.byRequest.get(request)?.chunks.push(Buffer.from(chunk));
  };

  start(): void {
    subscribe('undici:request:headers', this.onHeaders);
    subscribe('undici:request:bodyChunkReceived', this.onChunk);
  }

  stop(): void {
    unsubscribe('undici:request:headers', this.onHeaders);
    unsubscribe('undici:request:bodyChunkReceived', this.onChunk);
  }

  /** Every non-empty CSESSIONID or TOKEN cookie value an answer set (the portal session ids). */
  sessionIds(): string[] {
    const ids = this.answers.flatMap((a) =>
      a.setCookies.filter(([name, value]) => (name === 'CSESSIONID' || name === 'TOKEN') && value !== ''),
    );
    return [...new Set(ids.map(([, value]) => value))];
  }

  /** The TOKEN of every successful getToken answer (GetTokenFromSeed.jws). */
  seedTokens(): string[] {
    const tokens = this.answers
      .filter((a) => a.path.startsWith('/DTEWS/GetTokenFromSeed.jws') && a.status === 200)
      .map((a) => parseTokenAnswer(Buffer.concat(a.chunks)).token);
    return [...new Set(tokens.filter((token): token is string => token !== null))];
  }
}

/** The Set-Cookie pairs of undici's raw header list [name, value, name, value, …]. */
function setCookiesOf(raw: Buffer[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (String(raw[i]).toLowerCase() !== 'set-cookie') continue;
    const [pair = ''] = String(raw[i + 1]).split(';');
    const at = pair.indexOf('=');
    if (at > 0) pairs.push([pair.slice(0, at).trim(), pair.slice(at + 1).trim()]);
  }
  return pairs;
}
