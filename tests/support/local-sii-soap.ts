/**
 * SOAP for the local SII's tests: the signed seed of getToken and seeds and tokens asked over HTTP, built and read with
 * the SII web client's own pieces (lambdas/sii/web/seed-signature.ts, domain/sii-web/seed-token-answers.ts), and the
 * reading of answers-inside-strings by hand, so the tests see each field as the SII wrote it.
 */
import { parseSeedAnswer, parseTokenAnswer } from '@domain/sii-web/seed-token-answers';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { signSeed as signOpenedSeed } from '@lambdas/sii/web/seed-signature';
import { encodedEnvelope } from '@lambdas/sii/web/soap-envelopes';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { send, type RawAnswer } from './local-sii-http';

/** The text of the `<tag>` element of an answer, XML entities decoded once (the SII:RESPUESTA inside a string). */
export function elementText(xml: string, tag: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${tag}>`).exec(xml);
  if (!match) return null;
  return match[1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The signed seed (pszXml) of AUTH manual §4.1.5 made with a PKCS#12 and its password, as the SII web client signs it.
 */
export function signSeed(seed: string, pfx: Uint8Array, password: string): string {
  return signOpenedSeed(seed, openPkcs12(pfx, password));
}

/** Asks a seed (CrSeed.jws getSeed); its SEMILLA ('' when the answer has none). */
export async function askSeed(sii: LocalSii): Promise<string> {
  const answer = await send(`${sii.hosts.palena}/DTEWS/CrSeed.jws`, {
    xml: encodedEnvelope('https://palena.sii.cl/DTEWS/CrSeed.jws', 'getSeed', []),
  });
  return parseSeedAnswer(answer.body).semilla ?? '';
}

/** Sends a signed seed to GetTokenFromSeed.jws getToken. */
export function askToken(sii: LocalSii, pszXml: string): Promise<RawAnswer> {
  return send(`${sii.hosts.palena}/DTEWS/GetTokenFromSeed.jws`, {
    xml: encodedEnvelope('https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws', 'getToken', [['pszXml', pszXml]]),
  });
}

/** A seed token for a factoring's authorized person (seed, signature, getToken); '' when none was given. */
export async function tokenFor(sii: LocalSii, factoringIndex = 0): Promise<string> {
  const { certificado } = sii.credentials.factorings[factoringIndex]!;
  const answer = await askToken(sii, signSeed(await askSeed(sii), certificado.pfx, certificado.password));
  return parseTokenAnswer(answer.body).token ?? '';
}
