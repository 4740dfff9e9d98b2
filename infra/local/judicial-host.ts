import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { TRIBUNALS } from '@domain/judicial/tribunals';
import { escapeHtml } from '@lambdas/platform/html';
import {
  CASES_TABLE,
  LITIGANTS_TABLE,
  SEARCH_PATH,
  SESSION_COOKIE,
  SESSION_PATH,
  sessionIdOf,
} from '@lambdas/public-sources/judicial/portal-settings';
import type { JudicialDemoWorld } from './demo-world/judicial-cases';
import { listenLocal, type LocalHttpHost } from './http-server';

/** Tribunals that answer slowly, as some of the portal's do. */
const SLOW_TRIBUNALS: readonly string[] = ['civil-001', 'civil-031', 'laboral-001'];
/** How long a slow tribunal takes by default, ms. */
const SLOW_TRIBUNAL_MS = 2_000;

/** How the host blocks a client that asked too much, as the portal does. */
export interface JudicialHostBlock {
  /** Searches answered before the block (counted over every session). */
  after: number;
  kind: 'captcha' | 'forbidden' | 'rate-limited';
}

export interface JudicialHostOptions {
  world: JudicialDemoWorld;
  /** 0 for a free port. */
  port?: number;
  /** Delay of the slow tribunals, ms (default {@link SLOW_TRIBUNAL_MS}; tests shorten it). */
  slowMs?: number;
  /** Blocks every search after this many (tests of the stop); none by default. */
  block?: JudicialHostBlock;
}

/** The local judicial host, with the searches it answered (to measure the rate and requests per RUT). */
export interface LocalJudicialHost extends LocalHttpHost {
  /** Epoch ms of every search request received, with its RUT. */
  readonly searches: readonly { at: number; rut: string }[];
  /** Epoch ms of every request received, session pages included (what the shared rate bounds). */
  readonly requests: readonly number[];
  /** Changes the block (tests). */
  setBlock(block: JudicialHostBlock | undefined): void;
}

const page = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="es">\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

/**
 * The Poder Judicial's case search on one machine (`npm start`), answering like the portal (our rendition in
 * lambdas/public-sources/judicial/portal-settings.ts) over the demo world's records: a session page that sets the
 * cookie, and the search of one RUT in one tribunal (its cases and their litigants, or empty tables). A search without
 * the session cookie is answered 403; the failing RUT's seeded share of searches answers 500; the slow tribunals wait.
 */
export async function startLocalJudicialHost(options: JudicialHostOptions): Promise<LocalJudicialHost> {
  const searches: { at: number; rut: string }[] = [];
  const requests: number[] = [];
  let block = options.block;
  const sessions = new Set<string>();
  const tribunals = new Map(TRIBUNALS.map((t) => [t.id, t]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(Date.now());
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(body);
    };
    if (url.pathname === SESSION_PATH) {
      const id = randomUUID();
      sessions.add(id);
      return send(200, page('Consulta Unificada de Causas', '<form id="busqueda"></form>'), {
        'set-cookie': `${SESSION_COOKIE}=${id}; Path=/; HttpOnly`,
      });
    }
    if (url.pathname !== SEARCH_PATH) return send(404, page('404', '<h1>No encontrado</h1>'));
    const rut = url.searchParams.get('rut') ?? '';
    searches.push({ at: Date.now(), rut });
    const cookie = sessionIdOf(req.headers.cookie);
    if (!cookie || !sessions.has(cookie)) return send(403, page('403', '<h1>Sesión no válida</h1>'));
    if (block && searches.length > block.after) {
      if (block.kind === 'captcha')
        return send(200, page('Verificación', '<div class="g-recaptcha" data-sitekey="demo"></div>'));
      return send(block.kind === 'forbidden' ? 403 : 429, page('Bloqueado', '<h1>Acceso bloqueado</h1>'));
    }
    const tribunal = tribunals.get(url.searchParams.get('tribunal') ?? '');
    if (!tribunal) return send(400, page('400', '<h1>Tribunal desconocido</h1>'));
    const answer = () => {
      if (options.world.fails(rut, tribunal.id)) return send(500, page('500', '<h1>Error interno</h1>'));
      const casos = options.world.casesOf(rut).filter((c) => c.tribunalId === tribunal.id);
      const caseRows = casos.map(
        (c) =>
          `<tr><td>${escapeHtml(c.rol)}</td><td>${c.fecha}</td><td>${escapeHtml(c.caratulado)}</td><td>${escapeHtml(tribunal.nombre)}</td></tr>`,
      );
      const litigantRows = casos.flatMap((c) =>
        c.litigantes.map(
          (l) =>
            `<tr><td>${escapeHtml(c.rol)}</td><td>${l.participante}</td><td>${l.rut}</td><td>${l.persona}</td><td>${escapeHtml(l.nombre)}</td></tr>`,
        ),
      );
      send(
        200,
        page(
          'Consulta Unificada de Causas',
          `<table id="${CASES_TABLE}"><thead><tr><th>Rol</th><th>Fecha Ingreso</th><th>Caratulado</th><th>Tribunal</th></tr></thead><tbody>${caseRows.join('')}</tbody></table>\n` +
            `<table id="${LITIGANTS_TABLE}"><thead><tr><th>Rol</th><th>Participante</th><th>RUT</th><th>Persona</th><th>Nombre o Razón Social</th></tr></thead><tbody>${litigantRows.join('')}</tbody></table>`,
        ),
      );
    };
    if (SLOW_TRIBUNALS.includes(tribunal.id)) setTimeout(answer, options.slowMs ?? SLOW_TRIBUNAL_MS);
    else answer();
  });
  const host = await listenLocal(server, options.port ?? 0);
  return { ...host, searches, requests, setBlock: (next) => (block = next) };
}
