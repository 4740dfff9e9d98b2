import type { DteConsulta } from '../../../../../domain/consulta-previa/folio-range';
import { idTokenAuthorization } from '../../../lib/id-token';

/** What the masivo request sends (core-platform §7 POST /v1/jwt/consultapreviaasincrono {functionName, email, dtes}). */
export interface ConsultaMasivaRequest {
  /** Where the result is e-mailed. */
  email: string;
  /** The documents kept from the file (domain/consulta-previa/masivo-rows.ts), at most 100. */
  dtes: DteConsulta[];
}

/**
 * Starts the background masivo consultation of the selected factoring: POST
 * `{restUrl}v1/jwt/consultapreviaasincrono?factoring={rut}` with the id token (core-platform §7; the result is
 * e-mailed later, §2). The server route, its job and the e-mail are built by the masivo step of issue 14 §4; until it
 * exists the API answers 404 and the screen shows 'Ocurrió un error durante la consulta masiva.' (§8) — nothing here
 * pretends the request was accepted.
 * @throws Error 'HTTP error! status: N' on a non-2xx answer.
 */
export async function requestConsultaMasiva(restUrl: string, rutFactoring: string, request: ConsultaMasivaRequest): Promise<void> {
  const url = new URL('v1/jwt/consultapreviaasincrono', restUrl);
  url.searchParams.set('factoring', rutFactoring);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await idTokenAuthorization()) },
    body: JSON.stringify({ functionName: 'consultaPrevia', email: request.email, dtes: request.dtes }),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
}
