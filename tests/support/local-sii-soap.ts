/**
 * SOAP by hand for the local SII's tests: envelopes as the manuals print them, the signed seed of getToken (xml-crypto,
 * as AUTH manual ch.8 describes it) and the reading of answers-inside-strings.
 */
import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { openPkcs12 } from '../../lambdas/sii/certificate/open-pkcs12';
import type { LocalSii } from '../../infra/local/sii/local-sii';
import { send, type RawAnswer } from './local-sii-http';

/** A SOAP 1.1 request: operation element in `namespace` with string parts in order (rpc/encoded adds xsi:type). */
export function soapEnvelope(namespace: string, operation: string, parts: readonly (readonly [string, string])[], encoded = true): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const type = encoded ? ' xsi:type="xsd:string"' : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" ' +
    'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><SOAP-ENV:Body>' +
    `<m:${operation} xmlns:m="${namespace}">${parts.map(([name, value]) => `<${name}${type}>${escape(value)}</${name}>`).join('')}` +
    `</m:${operation}></SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

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
 * The signed seed (pszXml) of AUTH manual §4.1.5: `<getToken><item><Semilla/></item>` with an enveloped rsa-sha1
 * signature (C14N 2001, sha1 digest, Reference URI="") whose KeyInfo holds KeyValue and X509Certificate.
 */
export function signSeed(seed: string, pfx: Uint8Array, password: string): string {
  const opened = openPkcs12(pfx, password);
  const jwk = new X509Certificate(opened.certificatePem).publicKey.export({ format: 'jwk' });
  const b64 = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('base64');
  const signed = new SignedXml({
    privateKey: opened.privateKeyPem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  });
  signed.addReference({
    xpath: '/*',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
    digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
    isEmptyUri: true,
  });
  signed.getKeyInfoContent = () =>
    `<KeyValue><RSAKeyValue><Modulus>${b64(jwk.n)}</Modulus><Exponent>${b64(jwk.e)}</Exponent></RSAKeyValue></KeyValue>` +
    `<X509Data><X509Certificate>${opened.certificateBase64}</X509Certificate></X509Data>`;
  signed.computeSignature(`<getToken><item><Semilla>${seed}</Semilla></item></getToken>`);
  return `<?xml version="1.0"?>\n${signed.getSignedXml()}`;
}

/** Asks a seed (CrSeed.jws getSeed); its SEMILLA. */
export async function askSeed(sii: LocalSii): Promise<string> {
  const answer = await send(`${sii.hosts.palena}/DTEWS/CrSeed.jws`, {
    xml: soapEnvelope('https://palena.sii.cl/DTEWS/CrSeed.jws', 'getSeed', []),
  });
  return elementText(elementText(answer.latin1, 'getSeedReturn') ?? '', 'SEMILLA') ?? '';
}

/** Sends a signed seed to GetTokenFromSeed.jws getToken. */
export function askToken(sii: LocalSii, pszXml: string): Promise<RawAnswer> {
  return send(`${sii.hosts.palena}/DTEWS/GetTokenFromSeed.jws`, {
    xml: soapEnvelope('https://palena.sii.cl/DTEWS/GetTokenFromSeed.jws', 'getToken', [['pszXml', pszXml]]),
  });
}

/** A seed token for a factoring's authorized person (seed, signature, getToken). */
export async function tokenFor(sii: LocalSii, factoringIndex = 0): Promise<string> {
  const { certificado } = sii.credentials.factorings[factoringIndex]!;
  const answer = await askToken(sii, signSeed(await askSeed(sii), certificado.pfx, certificado.password));
  return elementText(elementText(answer.latin1, 'getTokenReturn') ?? '', 'TOKEN') ?? '';
}
