/**
 * The portal login of the local SII (SII-PROTOCOLS.md §3): POST /cgi_AUT2000/CAutInicio.cgi with RUT + clave on the
 * HTTP port, or with the certificate as TLS client certificate on the TLS port; GET autTermino.cgi (logout) and the
 * landing page /cgi_misii/siihome.cgi. Success is a 302 to `referencia` with the session cookies (TOKEN and CSESSIONID
 * with one value, RUT_NS, DV_NS, NETSCAPE_LIVEWIRE.*; host-only, Path=/, never the clave); failures are ERR pages.
 */
import { readRut } from '@domain/sii-values';
import { judgePeerCertificate } from './certificate-check';
import type { SiiContext } from './context';
import { readForm, type SiiRequest, type SiiResponse } from './http-exchange';
import { escapeXml } from './latin1';
import { errPage, portalPage } from './portal-pages';
import type { Route } from './router';
import { requireSession, sessionCookie } from './session-guard';
import type { StoredUser } from './state-file';

/** The session cookies' names, in the order the SII sets them. */
const SESSION_COOKIES = ['TOKEN', 'CSESSIONID'] as const;

/** The login, logout and landing routes. */
export function portalLoginRoutes(ctx: SiiContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/cgi_AUT2000/CAutInicio.cgi',
      operation: () => 'CAutInicio',
      handle: (req) => login(ctx, req),
    },
    {
      method: 'GET',
      path: '/cgi_AUT2000/autTermino.cgi',
      operation: () => 'autTermino',
      handle: (req) => logout(ctx, req),
    },
    { method: 'GET', path: '/cgi_misii/siihome.cgi', operation: () => 'siihome', handle: (req) => home(ctx, req) },
  ];
}

/**
 * Logs in: over TLS by the client certificate (ERR 34 none, 36 expired, 37 not from the local CA or an unknown
 * holder), else by the form's `rut`+`dv` (or `rutcntr` 'body-DV') and `clave` (ERR 20 wrong, 19 locked); then opens a
 * session (ERR 27 beyond the per-user limit).
 */
function login(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const form = readForm(req);
  let user: StoredUser | undefined;
  if (req.tls) {
    const verdict = judgePeerCertificate(req.tls, ctx.caPem, ctx.now());
    if (!verdict.ok) return errPage(verdict.errCode);
    user = ctx.users.find(verdict.rut);
    if (!user) return errPage(37);
  } else {
    const check = ctx.users.checkClave(formRut(form), form.get('clave') ?? '', ctx.now().getTime(), ctx.behaviour);
    if (!check.ok) return errPage(check.reason === 'clave-bloqueada' ? 19 : 20);
    user = check.user;
  }
  const session = ctx.sessions.open(user);
  if (session === 'limite') return errPage(27);
  const [body = '', dv = ''] = user.rut.split('-');
  const cookie = (name: string, value: string) => `${name}=${value}; Path=/`;
  return {
    ...portalPage(
      'Autenticación',
      `<p>Redirigiendo a <a href="${escapeXml(referencia(ctx, form))}">Mi SII</a></p>`,
      302,
      {
        location: referencia(ctx, form),
        'set-cookie': [
          ...SESSION_COOKIES.map((name) => cookie(name, session.id)),
          cookie('RUT_NS', body),
          cookie('DV_NS', dv),
          cookie('NETSCAPE_LIVEWIRE.rut', body),
          cookie('NETSCAPE_LIVEWIRE.dv', dv),
        ],
      },
    ),
  };
}

/** Ends the request's session (if any) and clears its cookies. */
function logout(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const id = sessionCookie(req);
  if (id !== undefined) ctx.sessions.close(id);
  return portalPage('Cierre de sesión', '<h2>Su sesión ha finalizado</h2>', 200, {
    'set-cookie': SESSION_COOKIES.map((name) => `${name}=; Path=/; Max-Age=0`),
  });
}

/** The Mi SII landing page of a live session (ERR 28/29 otherwise). */
function home(ctx: SiiContext, req: SiiRequest): SiiResponse {
  const gate = requireSession(req, ctx.sessions);
  if (gate.response) return gate.response;
  const nombre = ctx.users.find(gate.session.userRut)?.nombre ?? gate.session.userRut;
  return portalPage('Mi SII', `<h2>Mi SII</h2>\n<p>Bienvenido(a) ${escapeXml(nombre)}</p>`);
}

/** The RUT 'NNNNNNNN-D' of the login form ('' when it has none that reads). */
function formRut(form: URLSearchParams): string {
  const body = form.get('rut')?.trim();
  const candidate = body ? `${body}-${form.get('dv')?.trim() ?? ''}` : (form.get('rutcntr') ?? '');
  return readRut(candidate) ?? '';
}

function referencia(ctx: SiiContext, form: URLSearchParams): string {
  return form.get('referencia') || ctx.hosts.referencia;
}
