import { chileLocalToIso } from '@domain/chile-time';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { statementProxyHtml } from '../../public-sources/tgr/statement-html';
import { TgrUnavailableError } from '../../services/company-files/tgr-statements';
import type { RestDeps, RestReply, RestRequest, RestRoute } from '../types';
import { clientRut } from './client-rut';
import { NOT_A_CLIENT } from './database-url';
import { selectedScope } from './selected-scope';
import { logger } from '../../platform/observability';

/** Answer of a session the TGR could not give (client-detail.md §8 "TGR session failure"). */
export const TGR_UNAVAILABLE = 'No se pudo obtener la cartola fiscal desde la TGR';
/** Answer of the proxy while the statement is not stored (§8 "TGR document not ready"). */
export const TGR_PROCESSING = 'Estamos procesando la información, vuelva a intentar en unos minutos';
/** Answer of a session that does not open this statement. */
export const TGR_BAD_SESSION = 'Sesión TGR inválida o vencida';

const DOCUMENT_SUFFIX = '_cartolafiscal';
/** Headers of the proxied page: sandboxed script-free should it be opened outside the app's frame (never cached, as
 * every answer of the router). */
const PAGE_HEADERS = {
  'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'",
};

/**
 * POST /api/tgr/create-session/{rut}?factoring=: `{success: true, sessionId}`, a viewer session of the client's TGR
 * statement (client-detail.md §4 "TGR flow" 2), the statement fetched from the TGR when none is stored; 502
 * `{success: false, sessionId: null, error}` when the TGR does not give it.
 */
export const tgrCreateSessionRoute: RestRoute = {
  method: 'POST',
  path: '/api/tgr/create-session/{rut}',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query);
    const rut = clientRut(request.params);
    try {
      const sessionId = ownClientAnswer(await deps.tgr.createSession(scope, rut));
      return { body: { success: true, sessionId } };
    } catch (error) {
      if (!(error instanceof TgrUnavailableError)) throw error;
      logger.warn(`TGR: sin cartola de ${rut}: ${error.message}`);
      return { status: 502, body: { success: false, sessionId: null, error: TGR_UNAVAILABLE } };
    }
  },
};

/**
 * The statement of `{rut}_cartolafiscal` for the query's `session` and `rut` (client-detail.md §7), or why not:
 * null while it is not stored (processing).
 * @throws ForbiddenError for a session that does not open it; NotFoundError (NOT_A_CLIENT) for a RUT that is not the
 *   factoring's client.
 */
async function sessionStatement(request: RestRequest, deps: RestDeps) {
  const documento = request.params.documento ?? '';
  if (!documento.endsWith(DOCUMENT_SUFFIX)) throw new BadRequestError(`Documento TGR inválido: ${documento}`);
  const scope = selectedScope(request.identity, request.query);
  const rut = clientRut({ rut: documento.slice(0, -DOCUMENT_SUFFIX.length) });
  if (request.query.rut && clientRut({ rut: request.query.rut }) !== rut)
    throw new BadRequestError('El RUT no corresponde al documento');
  const statement = ownClientAnswer(await deps.tgr.statement(scope, rut, request.query.session ?? ''));
  if (statement === 'sesion-invalida') throw new ForbiddenError(TGR_BAD_SESSION);
  return { rut, statement };
}

/** A service's answer for a client of the factoring. @throws NotFoundError (NOT_A_CLIENT) for 'not-client'. */
function ownClientAnswer<T>(answer: T | 'not-client'): T {
  if (answer === 'not-client') throw new NotFoundError(NOT_A_CLIENT);
  return answer;
}

const lastModified = (fechaEmision: string) => new Date(chileLocalToIso(fechaEmision)).toUTCString();

/**
 * HEAD /api/tgr/html-proxy/{rut}_cartolafiscal?session=&rut=&factoring=: 200 with the statement's issue date as
 * Last-Modified when the statement is ready (§7 "OK status means the document is ready"), 404 while processing.
 */
export const tgrHtmlProxyHeadRoute: RestRoute = {
  method: 'HEAD',
  path: '/api/tgr/html-proxy/{documento}',
  handle: async (request, deps): Promise<RestReply> => {
    const { statement } = await sessionStatement(request, deps);
    if (!statement) return { status: 404, body: { success: false, error: TGR_PROCESSING } };
    return {
      body: null,
      text: '',
      headers: {
        ...PAGE_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'last-modified': lastModified(statement.fechaEmision),
      },
    };
  },
};

/**
 * GET /api/tgr/html-proxy/{rut}_cartolafiscal?session=&rut=&factoring=: the statement page through the proxy that
 * rebuilds it script-free (lambdas/public-sources/tgr/statement-html.ts), for the viewer's sandboxed frame; 404 while
 * processing.
 */
export const tgrHtmlProxyRoute: RestRoute = {
  method: 'GET',
  path: '/api/tgr/html-proxy/{documento}',
  handle: async (request, deps): Promise<RestReply> => {
    const { rut, statement } = await sessionStatement(request, deps);
    if (!statement) return { status: 404, body: { success: false, error: TGR_PROCESSING } };
    const page = statementProxyHtml(statement.bytes, `Cartola fiscal ${rut}`);
    return {
      body: null,
      text: page,
      headers: {
        ...PAGE_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'last-modified': lastModified(statement.fechaEmision),
      },
    };
  },
};

/**
 * DELETE /api/tgr/data/{rut}?factoring=: deletes the factoring's stored TGR statement of the client (§4 "A forced
 * update deletes the server data"; another factoring's copy stays); `{success: true}`. Any signed-in user of the
 * client's factoring may (§6).
 */
export const tgrDeleteDataRoute: RestRoute = {
  method: 'DELETE',
  path: '/api/tgr/data/{rut}',
  handle: async (request, deps) => {
    const scope = selectedScope(request.identity, request.query);
    ownClientAnswer(await deps.tgr.deleteData(scope, clientRut(request.params)));
    return { body: { success: true } };
  },
};
