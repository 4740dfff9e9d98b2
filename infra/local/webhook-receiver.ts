import http from 'node:http';
import { listenLocal, readBody, type LocalHttpHost } from './http-server';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
} from '@lambdas/webhook-delivery/webhook-signature';

/** One POST the receiver took. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** the signature checked out with the secret the receiver was given */
  signatureValid: boolean;
  /** the status it answered */
  status: number;
}

export interface LocalWebhookReceiver extends LocalHttpHost {
  received: ReceivedWebhook[];
}

/**
 * A factoring's system as local mode (and the browser test) plays it, and the example of how a receiver verifies: an
 * HTTP endpoint on 127.0.0.1 that checks each delivery's signature (event id, timestamp and body) with the webhook's
 * secret (read per request, as the owner configures it after saving) and
 * answers 200 when it is valid, 401 when not; `answer` lets a test make it fail first.
 * @param secret the signing secret to verify with, null while unknown (every request then gets 401).
 */
export async function startLocalWebhookReceiver(options: {
  port?: number;
  secret: () => Promise<string | null> | string | null;
  answer?: (request: Omit<ReceivedWebhook, 'status'>, index: number) => number;
  log?: (line: string) => void;
}): Promise<LocalWebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = (await readBody(req)).toString('utf8');
      const secret = await options.secret();
      const header = (name: string) => [req.headers[name]].flat()[0];
      const signatureValid =
        secret !== null &&
        verifyWebhookSignature({
          secret,
          eventId: header(EVENT_ID_HEADER),
          timestamp: header(TIMESTAMP_HEADER),
          signature: header(SIGNATURE_HEADER),
          body,
          nowSeconds: Math.floor(Date.now() / 1000),
        });
      const request = { path: req.url ?? '/', headers: req.headers, body, signatureValid };
      const status = options.answer ? options.answer(request, received.length) : signatureValid ? 200 : 401;
      received.push({ ...request, status });
      options.log?.(
        `Webhook recibido en ${request.path}: ${header('x-radar-evento') ?? '?'}, firma ${signatureValid ? 'válida' : 'inválida'}, respuesta ${status}`,
      );
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(status === 200 ? 'ok' : signatureValid ? 'error de prueba' : 'firma inválida');
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  const host = await listenLocal(server, options.port ?? 0);
  return { ...host, received };
}
