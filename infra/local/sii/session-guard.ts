/**
 * The gate of every request that needs a portal session: the session named by the CSESSIONID (or TOKEN) cookie, or
 * the 'NO ESTA AUTENTICADO' page with ERR code 28 (no or unknown session) or 29 (outlived its life), as the SII
 * answers (SII-PROTOCOLS.md §3 "Expired-session marker").
 */
import type { SiiRequest, SiiResponse } from './http-exchange';
import { errPage } from './portal-pages';
import type { PortalSession, SessionStore } from './session-store';

/** A live session, or the page to answer instead. */
export type SessionGate = { session: PortalSession; response?: undefined } | { response: SiiResponse };

/** A live session acting for a company, or the page to answer instead. */
export type CompanyGate = { session: PortalSession; company: string; response?: undefined } | { response: SiiResponse };

/** The request's live session, or the ERR 28/29 page. */
export function requireSession(req: SiiRequest, sessions: SessionStore): SessionGate {
  const lookup = sessions.find(sessionCookie(req));
  return lookup.ok ? { session: lookup.session } : { response: errPage(lookup.errCode) };
}

/**
 * The request's live session and the company it acts for (the logged-in company, or the one a person represents);
 * the ERR 28/29 page without a session, the ERR 28 page for a person who represents no company yet.
 */
export function requireCompanySession(req: SiiRequest, sessions: SessionStore): CompanyGate {
  const gate = requireSession(req, sessions);
  if (gate.response) return gate;
  if (gate.session.company === null) return { response: errPage(28) };
  return { session: gate.session, company: gate.session.company };
}

/** The session id a request carries: its CSESSIONID cookie, else its TOKEN cookie. */
export function sessionCookie(req: SiiRequest): string | undefined {
  return req.cookies.get('CSESSIONID') ?? req.cookies.get('TOKEN');
}
