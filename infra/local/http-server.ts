import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { IMPERSONATION_HEADER } from '../../lambdas/platform/impersonation-header';

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
  'access-control-allow-headers': `authorization,content-type,x-amz-date,x-amz-user-agent,x-api-key,${IMPERSONATION_HEADER}`,
  'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'access-control-max-age': '600',
};

/**
 * Listens on 127.0.0.1 at `port` (a free one when 0) and returns the host's URL, port and a stop()
 * that closes idle keep-alive connections too.
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
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  };
}

/** Reads a request body completely (the local hosts serve small JSON requests). */
export async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
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
