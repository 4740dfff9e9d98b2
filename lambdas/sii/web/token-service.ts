/**
 * The seed token (SII-PROTOCOLS.md §2; AUTH manual v1.9): getSeed on CrSeed.jws, the seed signed with the
 * company's certificate (seed-signature.ts), getToken on GetTokenFromSeed.jws. Both answers are archived (otros/);
 * the signed seed, being a request body, never is.
 */
import { ESTADO_AUTH_OK, parseSeedAnswer, parseTokenAnswer } from '@domain/sii-web/seed-token-answers';
import type { OpenedCertificate } from '../certificate/open-pkcs12';
import type { AnswerArchive } from './answer-archive';
import { SiiError } from './errors';
import { parseAnswer } from './parse-answer';
import { signSeed } from './seed-signature';
import type { SiiHttp } from './sii-http';
import { callEncodedSoap } from './soap-call';

/** Namespaces of the two services, as their WSDLs declare them (CrSeed.jws, GetTokenFromSeed.jws). */
const CR_SEED_NS = 'https://palena.sii.cl/DTEWS/CrSeed.jws';
const GET_TOKEN_NS = 'https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws';

/** getToken ESTADO 08: 'TIME-OUT DEL SEED', 'NO Existe SEED' … (AUTH §5.2.2): a fresh seed may succeed. */
const ESTADO_SEED_VENCIDA = 8;
/** getToken ESTADO codes of internal errors (MessageException, ERROR RETORNO DATOS): the SII may answer later. */
const ESTADOS_NO_DISPONIBLE = new Set([7, 8, 9, 10, 12]);
/** getToken ESTADO codes refusing the signed seed or the certificate: invalid XML, signature, certificate, RUT. */
const ESTADOS_CERTIFICADO = new Set([1, 2, 3, 4, 5, 6, 11, 21, -3, -7]);

/**
 * Obtains a TOKEN. A seed that timed out at the SII (ESTADO 08) is asked again once.
 * @param palena base URL of the DTE web services (settings.hosts.palena).
 * @throws SiiError 'certificado-rechazado' (getToken ESTADO 01-06, 11, 21, -3, -07: the SII refused the signed
 *   seed or the certificate), 'sii-no-disponible' (getSeed ESTADO ≠ 0, getToken ESTADO 07-10/12, retries
 *   exhausted), 'respuesta-invalida' (an answer that cannot be read, or ESTADO 00 without TOKEN).
 */
export async function requestToken(
  http: SiiHttp,
  palena: string,
  certificate: OpenedCertificate,
  archive: AnswerArchive,
): Promise<string> {
  for (let round = 1; ; round++) {
    const semilla = await requestSeed(http, palena, archive, certificate.rut);
    const operation = 'getToken';
    const answer = await callEncodedSoap(http, archive, {
      url: `${palena}/DTEWS/GetTokenFromSeed.jws`,
      namespace: GET_TOKEN_NS,
      operation,
      parts: [['pszXml', signSeed(semilla, certificate)]],
    });
    const { estado, glosa, token } = parseAnswer(operation, () => parseTokenAnswer(answer.bytes));
    if (estado === ESTADO_AUTH_OK && token) return token;
    if (estado === ESTADO_SEED_VENCIDA && round === 1) continue;
    const context = { operation, rut: certificate.rut ?? undefined, detail: `ESTADO ${estado}: ${glosa}` };
    if (ESTADOS_CERTIFICADO.has(estado)) throw new SiiError('certificado-rechazado', context);
    if (ESTADOS_NO_DISPONIBLE.has(estado)) throw new SiiError('sii-no-disponible', context);
    throw new SiiError('respuesta-invalida', context);
  }
}

async function requestSeed(http: SiiHttp, palena: string, archive: AnswerArchive, rut: string | null): Promise<string> {
  const operation = 'getSeed';
  const answer = await callEncodedSoap(http, archive, {
    url: `${palena}/DTEWS/CrSeed.jws`,
    namespace: CR_SEED_NS,
    operation,
    parts: [],
  });
  const { estado, glosa, semilla } = parseAnswer(operation, () => parseSeedAnswer(answer.bytes));
  if (estado === ESTADO_AUTH_OK && semilla && /^\d+$/.test(semilla)) return semilla;
  const context = { operation, rut: rut ?? undefined, detail: `ESTADO ${estado}: ${glosa}` };
  throw new SiiError(estado === ESTADO_AUTH_OK ? 'respuesta-invalida' : 'sii-no-disponible', context);
}
