/**
 * The secret search of the live SII tests (notes/live-sii-design.md house rules: secrets never
 * reach a log or an error message): every clave, certificate password, PFX file (base64, a raw slice, the slice as
 * a JSON byte list) and private key (a slice of its PEM) the local SII issued or a test used is looked for in every
 * client log line, local SII note, local SII request log entry and caught error, and in every archived answer; every
 * portal session id and seed token the client was given (seen on the wire) in all of those but the archive, which
 * keeps the SII's answers byte for byte (getToken answers and the RCV export's echoed conversationId among them).
 */
import { expect, it } from 'vitest';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import type { CertificateCredential } from '@lambdas/platform/sii-credentials';
import type { SiiLive } from './sii-live-harness';

/** One secret, named for failure messages (which never print the secret itself). */
interface Secret {
  label: string;
  texts: string[];
  /** Raw bytes looked for in archived bytes. */
  bytes?: Buffer;
}

/** What a test file used beyond the credentials the local SII issued: wrong claves, foreign certificates. */
export interface ExtraSecrets {
  claves?: string[];
  certificates?: CertificateCredential[];
}

/** Registers the last test of a file: no secret in anything its tests captured. */
export function itLeavesNoSecrets(live: () => SiiLive, extra: () => ExtraSecrets = () => ({})): void {
  it('leaves no clave, password, certificate, session id or token in logs, errors or the request log, and no credential in the archive', () => {
    expectNoSecrets(live(), extra());
  });
}

/** Expects no secret in what `live` captured (see the module comment). */
export function expectNoSecrets(live: SiiLive, extra: ExtraSecrets = {}): void {
  const { sii, capture } = live;
  const issued = sii.credentials;
  const credentials: Secret[] = [
    ...issued.factorings.flatMap((f) => [
      { label: `clave de ${f.autorizado.rut}`, texts: [f.autorizado.clave] },
      ...certificateSecrets(`certificado de ${f.autorizado.rut}`, f.certificado),
    ]),
    ...issued.clients.map((c) => ({ label: `clave de ${c.rutEmpresa}`, texts: [c.clave] })),
    ...(extra.claves ?? []).map((clave, i) => ({ label: `clave de prueba ${i + 1}`, texts: [clave] })),
    ...(extra.certificates ?? []).flatMap((c, i) => certificateSecrets(`certificado de prueba ${i + 1}`, c)),
  ];
  const sessionIds = capture.wire.sessionIds();
  const tokens = capture.wire.seedTokens();
  expect(sessionIds.length, 'the wire tap saw no portal session id').toBeGreaterThan(0);
  const session: Secret[] = [
    ...sessionIds.map((id, i) => ({ label: `sesión ${i + 1}`, texts: [id] })),
    ...tokens.map((token, i) => ({ label: `token ${i + 1}`, texts: [token] })),
  ];

  const readable: Array<[string, string]> = [
    ['el registro del cliente', capture.logLines.join('\n')],
    ['las notas del SII local', capture.siiNotes.join('\n')],
    ['el registro de solicitudes del SII local', JSON.stringify(sii.control.requests())],
    ['los errores', capture.errors.map(errorText).join('\n')],
  ];
  expect(capture.logLines.length + capture.errors.length, 'nothing was captured to search').toBeGreaterThan(0);
  for (const secret of [...credentials, ...session]) {
    for (const [where, text] of readable) {
      for (const needle of secret.texts) expect(text.includes(needle), `${secret.label} en ${where}`).toBe(false);
    }
  }

  const archived = [
    ...capture.archives.flatMap((a) => a.answers.map((answer) => ({ name: answer.name ?? '', bytes: answer.bytes }))),
    ...capture.archivedFiles,
  ];
  const archiveBytes = Buffer.concat(archived.map((a) => Buffer.from(a.bytes)));
  const archiveText = `${archived.map((a) => a.name).join('\n')}\n${archiveBytes.toString('latin1')}`;
  for (const secret of credentials) {
    for (const needle of secret.texts)
      expect(archiveText.includes(needle), `${secret.label} en el archivo`).toBe(false);
    if (secret.bytes) expect(archiveBytes.includes(secret.bytes), `${secret.label} (bytes) en el archivo`).toBe(false);
  }
  // The search is not blind: the archive keeps the getToken answers, so it does hold the tokens the wire saw.
  if (tokens.length > 0 && archived.length > 0) expect(tokens.some((token) => archiveText.includes(token))).toBe(true);
}

/** A certificate's password, its PFX as base64 (whole and a slice), a raw slice in three spellings, a key slice. */
function certificateSecrets(label: string, certificate: CertificateCredential): Secret[] {
  const pfx = Buffer.from(certificate.pfx);
  const base64 = pfx.toString('base64');
  const raw = pfx.subarray(Math.floor(pfx.length / 2), Math.floor(pfx.length / 2) + 32);
  const keyLines = openPkcs12(certificate.pfx, certificate.password).privateKeyPem.split('\n');
  return [
    { label: `contraseña del ${label}`, texts: [certificate.password] },
    {
      label: `PFX del ${label}`,
      texts: [base64, base64.slice(400, 448), raw.toString('latin1'), [...raw].join(',')],
      bytes: raw,
    },
    { label: `llave privada del ${label}`, texts: [(keyLines[5] ?? '').slice(8, 56)] },
  ];
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const context = 'context' in error ? JSON.stringify(error.context) : '';
  return `${error.name}: ${error.message} ${context} ${error.stack ?? ''}`;
}
