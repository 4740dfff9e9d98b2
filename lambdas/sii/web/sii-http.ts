/**
 * The one HTTP layer of the SII web client (one per process): undici requests paced per SII host (host-pacer.ts),
 * each with its own time-out (settings.timeoutMs), retried with exponential backoff and jitter only for answers the
 * sources call retryable (retry-policy.ts), cookies kept in the session's tough-cookie jar. Bodies stay bytes: the
 * SII declares UTF-8 and sends ISO-8859-1, so decoding happens in the domain parsers.
 */
import { request, type Dispatcher, type FormData } from 'undici';
import type { CookieJar } from 'tough-cookie';
import { archiveAnswer, type AnswerArchive } from './answer-archive';
import { SiiError } from './errors';
import { SYSTEM_WAIT_CLOCK, type WaitClock } from '../../platform/wait-clock';
import { HostPacer } from './host-pacer';
import { backoffDelay, errorCode, isRetryableAnswer, retryableFailure, type SiiAnswer } from './retry-policy';
import type { SiiDispatchers } from './sii-dispatchers';
import type { SiiWebSettings } from '../../platform/sii-settings';
import { recordSiiCall, type SiiCallMetrics } from '../../platform/observability';
import { traced } from '../../platform/tracing';
import type { SiiOperation } from './sii-operations';

export type { SiiAnswer } from './retry-policy';

/** Where the client reports; never handed a secret. */
export interface SiiLogger {
  info(message: string, data?: object): void;
  warn(message: string, data?: object): void;
}

/** One request to the SII. */
export interface SiiRequest {
  /** The SII operation, for logs, errors, archive names and metrics (one of sii-operations.ts: 'getSeed', …). */
  operation: SiiOperation;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  /** A form or SOAP text, or a multipart form (the AEC upload; undici writes its boundary and Content-Length). */
  body?: string | FormData;
  /**
   * Sent exactly once, never retried: any answer is returned as it is (a 5xx included, for the caller to judge), and a
   * failure without an answer throws. For a request that must never be sent twice (an AEC upload, whose repetition
   * after a lost answer could register a second cesión).
   */
  once?: boolean;
  /** The session's cookies: sent with the request, updated from every Set-Cookie of every attempt. */
  jar?: CookieJar;
  /** The dispatcher to use (a client-certificate Agent); the shared one when omitted. */
  dispatcher?: Dispatcher;
  /** A service's own retryable answers (RegistroReclamoDte codResp -1), on top of retry-policy.ts. */
  retryIf?: (answer: SiiAnswer) => boolean;
  /** Receives every answer this layer does not return (retried attempts, the last retryable one). */
  archive: AnswerArchive;
}

/** Injected collaborators. */
export interface SiiHttpDeps {
  dispatchers: SiiDispatchers;
  clock?: WaitClock;
  logger?: SiiLogger;
  /** Jitter source, [0, 1). */
  random?: () => number;
  /** Counts each call, each answered attempt's latency, each retry and each failure (default: the Lambdas' metrics). */
  metrics?: SiiCallMetrics;
}

const TLS_ALERT = /^ERR_SSL_.*ALERT/;
const PROGRAMMING_ERROR = /^(?:UND_ERR_INVALID|ERR_INVALID)/;

/** Sends SII requests. */
export class SiiHttp {
  private readonly pacer: HostPacer;
  private readonly clock: WaitClock;
  private readonly metrics: SiiCallMetrics;

  constructor(
    private readonly settings: Pick<SiiWebSettings, 'pacing' | 'retry' | 'timeoutMs'>,
    private readonly deps: SiiHttpDeps,
  ) {
    this.clock = deps.clock ?? SYSTEM_WAIT_CLOCK;
    this.metrics = deps.metrics ?? recordSiiCall;
    this.pacer = new HostPacer(settings.pacing, this.clock);
  }

  /**
   * Sends `req`, retrying retryable answers and failures up to settings.retry.attempts attempts in all. Redirects are
   * not followed (a portal login's 302 is its success signal).
   * @returns the first answer that is not retryable (any status: the caller reads 4xx and error pages).
   * @throws SiiError 'sii-no-disponible' when the last attempt still was retryable, or the SII could not be reached
   *   (detail: HTTP status or network error code); 'certificado-rechazado' when the TLS handshake refused the
   *   client certificate. Programming errors (an invalid URL or option) are rethrown as they are.
   * Traced as the X-Ray subsegment 'SII <operation>' (annotation Operation), its attempts' requests below it; counted
   * in the SII metrics (lambdas/platform/observability.ts) as one call.
   */
  async send(req: SiiRequest): Promise<SiiAnswer> {
    this.metrics(req.operation, { call: true });
    try {
      return await traced(`SII ${req.operation}`, { Operation: req.operation }, () => this.sendWithRetries(req));
    } catch (error) {
      this.metrics(req.operation, { failure: error instanceof SiiError ? error.code : 'unexpected' });
      throw error;
    }
  }

  private async sendWithRetries(req: SiiRequest): Promise<SiiAnswer> {
    const attempts = req.once ? 1 : this.settings.retry.attempts;
    for (let attempt = 1; ; attempt++) {
      let reason: string;
      try {
        const answer = await this.pacer.run(new URL(req.url).host, () => this.attempt(req));
        if (req.once || (!isRetryableAnswer(answer) && !req.retryIf?.(answer))) return answer;
        archiveAnswer(req.archive, req.operation, answer);
        reason = `HTTP ${answer.status}`;
      } catch (error) {
        reason = this.failureReason(req, error);
      }
      if (attempt >= attempts) {
        throw new SiiError('sii-no-disponible', {
          operation: req.operation,
          detail: `${reason} tras ${attempt} intentos`,
        });
      }
      const delayMs = backoffDelay(attempt, this.settings.retry, (this.deps.random ?? Math.random)());
      this.deps.logger?.warn('SII: respuesta reintentable', { operation: req.operation, attempt, reason, delayMs });
      this.metrics(req.operation, { retry: true });
      await this.clock.sleep(delayMs);
    }
  }

  /** The retry reason of a failure, or throws it when it is final. */
  private failureReason(req: SiiRequest, error: unknown): string {
    const retryable = retryableFailure(error);
    if (retryable) return retryable;
    const code = errorCode(error);
    if (code === null || PROGRAMMING_ERROR.test(code)) throw error;
    if (TLS_ALERT.test(code)) throw new SiiError('certificado-rechazado', { operation: req.operation, detail: code });
    throw new SiiError('sii-no-disponible', { operation: req.operation, detail: code });
  }

  private async attempt(req: SiiRequest): Promise<SiiAnswer> {
    const headers: Record<string, string> = { ...req.headers };
    const cookies = [req.jar ? await req.jar.getCookieString(req.url) : '', headers.cookie ?? ''].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const startedAt = this.clock.now();
    const response = await request(req.url, {
      method: req.method,
      headers,
      body: req.body,
      dispatcher: req.dispatcher ?? this.deps.dispatchers.plain(),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const bytes = new Uint8Array(await response.body.arrayBuffer());
    this.metrics(req.operation, { latencyMs: this.clock.now() - startedAt });
    const setCookie = response.headers['set-cookie'];
    for (const cookie of setCookie === undefined ? [] : [setCookie].flat()) {
      await req.jar?.setCookie(cookie, req.url, { ignoreError: true });
    }
    return { status: response.statusCode, headers: response.headers, bytes, receivedAt: new Date() };
  }
}
