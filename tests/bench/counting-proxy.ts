/**
 * A counting HTTP proxy for the capacity benchmark (capacity.ts): forwards every request to one local engine or
 * server (dynalite, s3rver, the local SII) unchanged and counts it under the classes `classify` names, and the answer
 * bytes. Pointing a client's endpoint at it counts that client's requests at the port, without touching the code that
 * sends them.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a request counts as: each named class is added its number (a batch of 25 writes counts 25). */
export type Classify = (req: IncomingMessage, body: Buffer) => Record<string, number>;

/** A running proxy: its base URL, the counts so far (per class, and 'bytes' answered) and stop(). */
export interface CountingProxy {
  url: string;
  counts(): Record<string, number>;
  reset(): void;
  stop(): Promise<void>;
}

/**
 * Starts a proxy on a free port of 127.0.0.1 in front of `target` (a base URL 'http://host:port').
 * @throws the listen error.
 */
export async function startCountingProxy(target: string, classify: Classify): Promise<CountingProxy> {
  const upstream = new URL(target);
  let counts: Record<string, number> = {};
  const add = (name: string, value: number) => {
    counts[name] = (counts[name] ?? 0) + value;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      for (const [name, value] of Object.entries(classify(req, body))) add(name, value);
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on('data', (chunk: Buffer) => add('bytes', chunk.length));
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
