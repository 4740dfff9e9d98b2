/**
 * The shape every RTC CGI of the local SII shares (SII-PROTOCOLS.md §4-§5): POST /cgi_rtc/RTC/{cgi}.cgi with a form
 * body, answered for the company the portal session acts for (ERR 28/29 page without one), a data service that may
 * fault.
 */
import type { SiiContext } from './context';
import { readForm, type SiiResponse } from './http-exchange';
import type { Route } from './router';
import { requireCompanySession } from './session-guard';

/**
 * The route of RTC CGI `cgi` (e.g. 'RTCConsultaCesiones'): `answer` gets the form fields and the session's company
 * RUT 'NNNNNNNN-D'; the request log names it `cgi`.
 */
export function rtcRoute(
  ctx: SiiContext,
  cgi: string,
  answer: (form: URLSearchParams, company: string) => Promise<SiiResponse>,
): Route {
  return {
    method: 'POST',
    path: `/cgi_rtc/RTC/${cgi}.cgi`,
    operation: () => cgi,
    faultAnswer: () => null,
    handle: (req) => {
      const gate = requireCompanySession(req, ctx.sessions);
      return gate.response ? gate.response : answer(readForm(req), gate.company);
    },
  };
}
