import type { ConsultaMasivaResumen } from '@domain/consulta-previa/consulta-masiva';
import { idTokenAuthorization } from '@web/lib/id-token';
import { demoAnswer } from '@web/lib/demo-mode';

/**
 * The selected factoring's latest masivo consultations, newest first: GET
 * `{restUrl}v1/jwt/consultapreviaasincrono?factoring={rut}` with the id token -> {consultas} (who asked, e-mail,
 * documents, estado en-proceso / enviado / fallido, counts by '¿Financiable?').
 * @throws Error 'HTTP error! status: N' on a non-2xx answer.
 */
export async function getConsultasMasivas(restUrl: string, rutFactoring: string): Promise<ConsultaMasivaResumen[]> {
  const url = new URL('v1/jwt/consultapreviaasincrono', restUrl);
  url.searchParams.set('factoring', rutFactoring);
  const response = await fetch(url, { headers: await idTokenAuthorization() });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (demoAnswer(await response.json()) as { consultas: ConsultaMasivaResumen[] }).consultas;
}
