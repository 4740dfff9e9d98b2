import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { IMPERSONATION_HEADER } from '@lambdas/access/impersonation-header';
import { API_ANSWER_HEADERS } from '@lambdas/platform/api-answer-headers';
import { IDEMPOTENCY_HEADER } from '@lambdas/rest/idempotent';
import { BODY_TOO_LARGE_MESSAGE, MAX_REQUEST_BODY_BYTES } from '@lambdas/platform/request-limits';

/** A local HTTP host started by the local platform or a test: where it listens and how to stop it. */
export interface LocalHttpHost {
  /** 'http://127.0.0.1:{port}' */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * CORS headers of the local API hosts: the web app is served from another origin and sends the id token
 * in the Authorization header (no cookies), so any origin may call, as the AWS APIs are configured.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': `authorization,content-type,x-amz-date,x-amz-user-agent,x-api-key,session-id,${IMPERSONATION_HEADER},${IDEMPOTENCY_HEADER}`,
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-max-age': '600',
};

/** Headers of every answer of the local API hosts, their own included: CORS and the APIs' nosniff and no-store. */
export const API_HOST_HEADERS: Readonly<Record<string, string>> = { ...CORS_HEADERS, ...API_ANSWER_HEADERS };

/** How long a stopping host lets the answers in flight end before it closes their connections. */
const ANSWERS_GRACE_MS = 1_000;

/**
 * Listens on 127.0.0.1 at `port` (a free one when 0) and returns the host's URL, port and a stop() that closes idle
 * keep-alive connections at once and those still answering after {@link ANSWERS_GRACE_MS} (a job the platform stopped
 * waiting for may still be asking the local SII).
 * @throws the listen error (e.g. EADDRINUSE when the port is taken).
 */
export async function listenLocal(server: http.Server, port = 0): Promise<LocalHttpHost> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        const cut = setTimeout(() => server.closeAllConnections(), ANSWERS_GRACE_MS);
        server.close((error) => {
          clearTimeout(cut);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** A request body over the host's limit (answered 413 Payload Too Large, as API Gateway and AppSync do). */
export class BodyTooLargeError extends Error {}

/**
 * Reads a request body completely, up to `maxBytes` (default: MAX_REQUEST_BODY_BYTES of
 * lambdas/platform/request-limits.ts, the limit AWS applies before our handlers).
 * @throws BodyTooLargeError as soon as the body (declared or read) passes `maxBytes`; the rest is not read.
 */
export async function readBody(req: http.IncomingMessage, maxBytes = MAX_REQUEST_BODY_BYTES): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLargeError(BODY_TOO_LARGE_MESSAGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new BodyTooLargeError(BODY_TOO_LARGE_MESSAGE);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for processes that need their port before
 * starting (cognito-local takes it from PORT). Prefer listening on port 0 when the server is ours.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
