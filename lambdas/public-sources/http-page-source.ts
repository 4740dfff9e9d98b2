import { type PageSource, type SourcePage, SourceUnreachableError } from './page-source';

/** Longest wait for a source's answer, ms: under API Gateway's 29 s integration limit. */
export const SOURCE_TIMEOUT_MS = 25_000;

/**
 * A public source's site over HTTPS (AWS): GET `{baseUrl}/{pagePath}` with a time limit of {@link SOURCE_TIMEOUT_MS}.
 * Any HTTP status is an answer; only a network failure or the time limit throws.
 */
export class HttpPageSource implements PageSource {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchPage: typeof fetch = fetch,
  ) {}

  /** @throws SourceUnreachableError when the site does not answer within the limit. */
  async get(pagePath: string): Promise<SourcePage> {
    const url = `${this.baseUrl.replace(/\/+$/, '')}/${pagePath.split('/').map(encodeURIComponent).join('/')}`;
    try {
      const response = await this.fetchPage(url, {
        signal: AbortSignal.timeout(SOURCE_TIMEOUT_MS),
        headers: { accept: 'text/html' },
      });
      return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
    } catch (error) {
      throw new SourceUnreachableError(`${new URL(url).host} no responde: ${(error as Error).message}`);
    }
  }
}
