import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookPoster } from '@lambdas/webhook-delivery/webhook-http';

/** A receiver on 127.0.0.1 that answers 200 and then sends one byte every 20 ms, `bytes` of them, before ending. */
async function tricklingReceiver(bytes: number): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    let sent = 0;
    const timer = setInterval(() => {
      if (res.destroyed || sent === bytes) {
        clearInterval(timer);
        return void res.end();
      }
      sent += 1;
      res.write('.');
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

describe('createWebhookPoster', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('cuts an attempt at its total time limit even while the receiver keeps sending bytes', async () => {
    // 150 bytes take about 3 s, never idle for 20 ms: only a limit on the whole attempt stops it at 300 ms.
    const receiver = await tricklingReceiver(150);
    server = receiver.server;
    const post = createWebhookPoster({ allowLocalHttp: true }, 300);
    await expect(post(receiver.url, '{}', {})).rejects.toThrow('sin respuesta completa en 0.3 s');
  });

  it('returns a complete answer that arrives within the limit', async () => {
    const receiver = await tricklingReceiver(3);
    server = receiver.server;
    const post = createWebhookPoster({ allowLocalHttp: true }, 5_000);
    expect(await post(receiver.url, '{}', {})).toEqual({ statusCode: 200, body: '...' });
  });
});
