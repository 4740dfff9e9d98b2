/**
 * The one small router of the local SII: the SII's paths (exact match, method checked) to their handlers, the seeded
 * faults and delays of the data services, and the request log (method, path, status, operation; no bodies, cookies
 * or secrets).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultDice } from './fault-dice';
import { readSiiRequest, type SiiRequest, type SiiResponse } from './http-exchange';
import { portalPage } from './portal-pages';
import type { LocalSiiRequestLogEntry } from './types';

/** One SII endpoint. */
export interface Route {
  method: 'GET' | 'POST';
  /** The exact path, e.g. '/DTEWS/CrSeed.jws'. */
  path: string;
  /** The name the request log gives a request: the CGI, or the SOAP operation read from the body. */
  operation: (req: SiiRequest) => string;
  /**
   * Present on data services (not logins), which may fault: the error answer for an operation, or null for the
   * default (HTTP 500 'Error 500', or 503).
   */
  faultAnswer?: (operation: string) => SiiResponse | null;
  handle(req: SiiRequest): SiiResponse | Promise<SiiResponse>;
}

/** Where the router reports: the request log and notes for the operator (handler crashes, never secrets). */
export interface RouterSinks {
  record(entry: LocalSiiRequestLogEntry): void;
  log(message: string): void;
}

/**
 * A node:http request listener over `routes`. Unknown paths get 404, a known path with another method 405; a handler
 * that throws gets HTTP 500 'Error 500' (and a note naming the operation and the error's message).
 */
export function createRouter(routes: readonly Route[], dice: FaultDice, sinks: RouterSinks) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    void (async () => {
      const req = await readSiiRequest(incoming);
      const route = byPath.get(req.path);
      const operation = route ? route.operation(req) : 'desconocida';
      let answer: SiiResponse;
      if (!route) answer = portalPage('No encontrado', '<h2>Not Found</h2>', 404);
      else if (route.method !== req.method)
        answer = portalPage('Método no permitido', '<h2>Method Not Allowed</h2>', 405);
      else answer = await serve(route, req, operation, dice, sinks);
      const status = answer.status;
      outgoing.writeHead(status, answer.headers ?? {});
      outgoing.end(answer.body);
      sinks.record({ method: req.method, path: req.path, status, operation });
    })().catch((error: unknown) => {
      sinks.log(`SII local: no se pudo responder: ${error instanceof Error ? error.message : String(error)}`);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    });
  };
}

async function serve(
  route: Route,
  req: SiiRequest,
  operation: string,
  dice: FaultDice,
  sinks: RouterSinks,
): Promise<SiiResponse> {
  if (route.faultAnswer) {
    const roll = dice.roll();
    if (roll.delayMs > 0) await sleep(roll.delayMs);
    if (roll.error) return route.faultAnswer(operation) ?? httpFault(roll.unavailable);
  }
  try {
    return await route.handle(req);
  } catch (error) {
    sinks.log(`SII local: error en ${operation}: ${error instanceof Error ? error.message : String(error)}`);
    return httpFault(false);
  }
}

/** The SII's bare failures: HTTP 500 with the body 'Error 500', or 503 (SII-PROTOCOLS.md §11.7). */
export function httpFault(unavailable: boolean): SiiResponse {
  return unavailable
    ? { status: 503, headers: { 'content-type': 'text/html' }, body: 'Service Unavailable' }
    : { status: 500, headers: { 'content-type': 'text/html' }, body: 'Error 500' };
}
