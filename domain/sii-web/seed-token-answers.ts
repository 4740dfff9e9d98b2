/**
 * Parsers of the automatic-authentication answers (AUTH manual v1.9 §5.2, ch.6): CrSeed getSeed (SEMILLA) and
 * GetTokenFromSeed getToken (TOKEN), both SII:RESPUESTA strings inside the SOAP answer.
 */
import { bodyText, readSoapRespuesta } from './respuesta';

/** ESTADO of a successful getSeed / getToken ('00'). */
export const ESTADO_AUTH_OK = 0;

/** A getSeed answer: ESTADO (0 OK, -1 / -2 errors, AUTH §5.2.2), GLOSA, and the seed when one was given. */
export interface SeedAnswer {
  estado: number;
  glosa: string;
  /** The seed digits (e.g. '000000000078'), null when absent. */
  semilla: string | null;
}

/** A getToken answer: ESTADO (0 'Token Creado', else the codes of AUTH §5.2.2), GLOSA and the TOKEN when given. */
export interface TokenAnswer {
  estado: number;
  glosa: string;
  token: string | null;
}

/**
 * Parses a CrSeed getSeed SOAP answer. The seed is RESP_BODY/SEMILLA; one manual example (§6.1.1) writes it as
 * SEED, which is read too.
 * @throws SiiXmlError when the answer is not a getSeedReturn holding SII:RESPUESTA with a numeric ESTADO.
 */
export function parseSeedAnswer(bytes: Uint8Array): SeedAnswer {
  const { estado, glosa, body } = readSoapRespuesta(bytes, 'getSeed');
  return { estado, glosa, semilla: bodyText(body, 'SEMILLA') ?? bodyText(body, 'SEED') };
}

/**
 * Parses a GetTokenFromSeed getToken SOAP answer.
 * @throws SiiXmlError when the answer is not a getTokenReturn holding SII:RESPUESTA with a numeric ESTADO.
 */
export function parseTokenAnswer(bytes: Uint8Array): TokenAnswer {
  const { estado, glosa, body } = readSoapRespuesta(bytes, 'getToken');
  return { estado, glosa, token: bodyText(body, 'TOKEN') };
}
