import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import {
  AUTHORIZATION_HEADER,
  bearer,
  type PartnerQueryState,
  QUERIES_PATH,
  queryPath,
} from '@lambdas/public-sources/judicial/partner-settings';
import { portalDate } from '@lambdas/public-sources/judicial/portal-judicial-source';
import type { JudicialDemoWorld } from './demo-world/judicial-cases';
import { listenLocal, type LocalHttpHost } from './http-server';

/** What the host does to every request while set (tests of the adapter's errors). */
export type PartnerHostFault = { status: 429 | 500 | 503 } | 'hang';

export interface JudicialPartnerHostOptions {
  world: JudicialDemoWorld;
  /** The API key it accepts; any other is answered 401. */
  key: string;
  /** Polls of a query answered 'en-proceso' before it ends (default 2). */
  pollsBeforeDone?: number;
  /** 0 for a free port. */
  port?: number;
}

/** The local partner host, with every request it received. */
export interface LocalJudicialPartnerHost extends LocalHttpHost {
  readonly requests: readonly { method: string; path: string }[];
  setFault(fault: PartnerHostFault | undefined): void;
}

/**
 * A judicial data partner's API on one machine (tests only; our rendition in
 * lambdas/public-sources/judicial/partner-settings.ts) over the demo world's records: a submitted RUT answers
 * 'en-proceso' for a few polls, then every tribunal with its cases and litigants, the failing RUT's failing tribunals
 * as 'error'. A request without the key is answered 401; a fault answers every request with its status, or never.
 */
export async function startLocalJudicialPartnerHost(
  options: JudicialPartnerHostOptions,
): Promise<LocalJudicialPartnerHost> {
  const requests: { method: string; path: string }[] = [];
  const queries = new Map<string, { rut: string; polls: number }>();
  let fault: PartnerHostFault | undefined;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({ method: req.method ?? 'GET', path });
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers[AUTHORIZATION_HEADER] !== bearer(options.key)) return send(401, { error: 'clave no válida' });
    if (fault === 'hang') return void hanging.add(res);
    if (fault) return send(fault.status, { error: 'no disponible' });
    if (req.method === 'POST' && path === QUERIES_PATH) {
      let text = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        const id = randomUUID();
        queries.set(id, { rut: String((JSON.parse(text) as { rut?: unknown }).rut ?? ''), polls: 0 });
        send(202, { id });
      });
      return;
    }
    const query = [...queries].find(([id]) => path === queryPath(id))?.[1];
    if (req.method !== 'GET' || !query) return send(404, { error: 'no encontrada' });
    query.polls++;
    send(200, query.polls <= (options.pollsBeforeDone ?? 2) ? { estado: 'en-proceso' } : result(query.rut));
  });
  const result = (rut: string): PartnerQueryState => {
    const cases = options.world.casesOf(rut);
    return {
      estado: 'terminada',
      tribunales: TRIBUNALS.map(({ id }) =>
        options.world.fails(rut, id) ? { id, estado: 'error', motivo: 'tribunal no disponible' } : { id, estado: 'ok' },
      ),
      causas: cases.map((c) => ({
        tribunal: c.tribunalId,
        rol: c.rol,
        // A partner hands over clean dates: the demo world's portal dates read as the portal adapter reads them.
        fechaIngreso: portalDate(c.fecha),
        caratulado: c.caratulado,
      })),
      litigantes: cases.flatMap((c) => c.litigantes.map((l) => ({ tribunal: c.tribunalId, rol: c.rol, ...l }))),
    };
  };
  const host = await listenLocal(server, options.port ?? 0);
  return {
    ...host,
    requests,
    setFault: (next) => (fault = next),
    stop: async () => {
      for (const res of hanging) res.destroy();
      await host.stop();
    },
  };
}
