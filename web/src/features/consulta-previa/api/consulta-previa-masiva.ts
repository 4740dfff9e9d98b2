import type { DteConsulta } from '@domain/consulta-previa/folio-range';
import { idTokenAuthorization } from '@web/lib/id-token';
import { demoAnswer, demoRequest } from '@web/lib/demo-mode';

/**
 * What the masivo request sends (core-platform §7 POST /v1/jwt/consultapreviaasincrono {functionName, email, dtes}).
 */
export interface ConsultaMasivaRequest {
  /** Where the result is e-mailed. */
  email: string;
  /** The documents kept from the file (domain/consulta-previa/masivo-rows.ts), at most 100. */
  dtes: DteConsulta[];
}

/** The server's answer (202): the request's id and §8's success text. */
export interface ConsultaMasivaStarted {
  id: string;
  message: string;
}

/**
 * A refused or failed request: the HTTP status and the server's message (e.g. §5's 'El archivo debe tener 100 o menos
 * DTEs.').
 */
export class ConsultaMasivaError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ConsultaMasivaError';
  }
}

/**
 * Starts the background masivo consultation of the selected factoring: POST
 * `{restUrl}v1/jwt/consultapreviaasincrono?factoring={rut}` with the id token (core-platform §7; the result is
 * e-mailed later, §2; the request joins the history of api/consultas-masivas.ts).
 * @throws ConsultaMasivaError with the server's message, or 'HTTP error! status: N' when it gave none.
 */
export async function requestConsultaMasiva(
  restUrl: string,
  rutFactoring: string,
  request: ConsultaMasivaRequest,
): Promise<ConsultaMasivaStarted> {
  const url = new URL('v1/jwt/consultapreviaasincrono', restUrl);
  url.searchParams.set('factoring', rutFactoring);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await idTokenAuthorization()) },
    body: JSON.stringify(demoRequest({ functionName: 'consultaPrevia', email: request.email, dtes: request.dtes })),
  });
  const body = demoAnswer(await response.json().catch(() => null)) as Partial<ConsultaMasivaStarted> | null;
  if (!response.ok)
    throw new ConsultaMasivaError(response.status, body?.message || `HTTP error! status: ${response.status}`);
  return body as ConsultaMasivaStarted;
}
