/**
 * Representation at the local SII (SII-PROTOCOLS.md §3): GET /cgi_AUT2000/admRPDOBuild.cgi lists the companies the
 * session's user may represent (JSON `rPDOsTo` entries {rutRpteRpdo, codAppl, descripcion, nameRpdo} embedded in the
 * page), POST admRepresentar.cgi with RUT_RPDO (body without DV) and APPLS=RPETC makes the session act for that
 * company ('REPRESENTACIÓN REALIZADA'), or answers the refusal page ('no se encuentra autorizado', ERR code 81). The
 * authorized person of a factoring may represent that factoring only; a company logged in as itself needs none.
 */
import { rutFromBody } from '@domain/rut';
import type { SiiContext } from './context';
import { readForm, type SiiRequest, type SiiResponse } from './http-exchange';
import { escapeXml } from './latin1';
import { errPage, portalPage } from './portal-pages';
import type { Route } from './router';
import { requireSession } from './session-guard';

/** The application code of the Registro Público Electrónico de Transferencia de Créditos. */
const RPETC = 'RPETC';
const RPETC_DESCRIPCION = 'Registro Público Electrónico de Transferencia de Créditos';

/** The representation routes. */
export function representationRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/cgi_AUT2000/admRPDOBuild.cgi',
      operation: () => 'admRPDOBuild',
      handle: (req) => list(ctx, req),
    },
    {
      method: 'POST',
      path: '/cgi_AUT2000/admRepresentar.cgi',
      operation: () => 'admRepresentar',
      handle: (req) => represent(ctx, req),
    },
  ];
}

/** The chooser page with the user's representable companies (rutRpteRpdo: the RUT body, as RUT_RPDO takes it). */
function list(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const gate = requireSession(req, ctx.sessions);
  if (gate.response) return gate.response;
  const entries = (ctx.users.find(gate.session.userRut)?.represents ?? []).map((company) => ({
    rutRpteRpdo: company.rut.split('-')[0],
    codAppl: RPETC,
    descripcion: RPETC_DESCRIPCION,
    nameRpdo: company.razonSocial,
  }));
  // Inside a <script>, '<' is escaped so no razón social can close the element.
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  return portalPage(
    'Representación',
    '<h2>Debido a que usted ha sido autorizado por otros contribuyentes, puede representarlos</h2>\n' +
      `<script type="text/javascript">var rPDOsTo = ${json};</script>`,
  );
}

/** Makes the session act for RUT_RPDO when the user may represent it in APPLS=RPETC. */
function represent(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const gate = requireSession(req, ctx.sessions);
  if (gate.response) return gate.response;
  const form = readForm(req);
  const body = form.get('RUT_RPDO')?.trim() ?? '';
  const company =
    /^\d{1,9}$/.test(body) && form.get('APPLS') === RPETC
      ? ctx.users.representable(gate.session.userRut, rutFromBody(body))
      : undefined;
  if (!company) return errPage(81);
  gate.session.company = company.rut;
  return portalPage(
    'Representación',
    `<h2>REPRESENTACIÓN REALIZADA</h2>\n<p>Usted está representando a ${escapeXml(company.razonSocial)} (${company.rut})</p>`,
  );
}
