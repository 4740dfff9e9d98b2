import { MAX_DTES_PER_CALL } from '@domain/consulta-previa/limits';
import { parseDtes } from '@lambdas/services/consulta-previa/dtes-input';
import { assertFlag } from '@lambdas/access/tenant';
import { selectedScope } from '../../api/selected-scope';
import type { RestRoute } from '../../types';

/**
 * POST /v1/jwt/consultaprevia (core-platform §7): body {dtes: [{rutEmisor, tipoDTE, folioDTE}]} -> {estadosDTES:
 * ConsultaPreviaRow[]} in request order (domain/consulta-previa/consulta-row.ts: cedido, estado, glosaEstado,
 * glosaCedibleParaMonitor, glosaCedible, tenedor, financiable, motivos). At most 20 documents per call (§7, §9: the
 * web splits larger lists and merges estadosDTES). The body names no factoring: it is the selected one (the
 * `factoring` query parameter, else the user's first company; api/selected-factoring.ts). Needs consultaPrevia
 * (§6). One document's SII failure only marks its own row ('No fue posible conectarse con el SII').
 * @throws BadRequestError (bad body, more than 20, bad RUT), ForbiddenError (foreign factoring, missing flag).
 */
export const consultaPreviaRoute: RestRoute = {
  method: 'POST',
  path: '/v1/jwt/consultaprevia',
  handle: async ({ identity, query, body }, deps) => {
    const scope = selectedScope(identity, query);
    assertFlag(scope, 'consultaPrevia');
    const dtes = parseDtes((body as { dtes?: unknown } | null)?.dtes, MAX_DTES_PER_CALL);
    return { body: { estadosDTES: await deps.consultaPrevia.consultar(scope, dtes) } };
  },
};
