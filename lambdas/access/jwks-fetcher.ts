import type { Fetcher } from 'aws-jwt-verify/https';
import { FetchError, NonRetryableFetchError } from 'aws-jwt-verify/error';

/** Milliseconds a JWKS download may take before verification fails closed. */
const JWKS_TIMEOUT_MS = 3000;

/**
 * JWKS fetcher of the token verifier over the runtime's `fetch`. aws-jwt-verify's default fetcher only
 * speaks https, while cognito-local serves its JWKS over http; this one handles both, so the verifier
 * code is identical on AWS and on one machine (ARCHITECTURE.md: only adapters at the edge differ, and
 * this adapter does not branch). Takes the JWKS URI and returns the response body.
 * @throws NonRetryableFetchError on a non-200 status; FetchError on network failure or time-out.
 */
export class JwksFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    let response: Response;
    try {
      response = await fetch(uri, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (response.status !== 200) {
      throw new NonRetryableFetchError(uri, `Status code is ${response.status}, expected 200`);
    }
    return response.arrayBuffer();
  }
}
