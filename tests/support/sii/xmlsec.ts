import { execFileSync, spawnSync } from 'node:child_process';

/** The SII elements whose ID attribute a Reference URI '#ID' names (xmlsec1 knows no schema, so it is told). */
const ID_ELEMENTS = ['DocumentoAEC', 'DocumentoCesion', 'DocumentoDTECedido', 'Documento', 'Liquidacion'];

/**
 * Verifies the ds:Signature of an XML file whose Reference points at `#id` with xmlsec1 (Debian package xmlsec1),
 * an XML-DSig implementation independent of the project's (libxml2 + OpenSSL).
 * @param trustedCertPem a PEM file: the signature must verify with this certificate's key (KeyInfo is not
 *   trusted: `--enabled-key-data key-name` keeps xmlsec1 from taking the key the document carries). Without
 *   it, the certificate in KeyInfo is used without checking its chain (`--insecure`): real SII files carry
 *   certificates that expired years ago.
 * @returns whether xmlsec1 says OK, and its report.
 * @throws Error when xmlsec1 is not installed, so a missing tool fails the test instead of skipping it.
 */
export function xmlsecVerify(file: string, id: string, trustedCertPem?: string): { ok: boolean; report: string } {
  try {
    execFileSync('which', ['xmlsec1'], { stdio: 'pipe' });
  } catch {
    throw new Error('xmlsec1 no está instalado: instale xmlsec1 (apt-get install xmlsec1), .ci/run lo instala');
  }
  const keys = trustedCertPem
    ? ['--pubkey-cert-pem', trustedCertPem, '--enabled-key-data', 'key-name']
    : ['--insecure', '--enabled-key-data', 'x509'];
  // A part extracted as its own document may be in no namespace (docs/sii-signatures.md): both spellings count.
  const ids = ID_ELEMENTS.flatMap((name) => ['--id-attr:ID', `http://www.sii.cl/SiiDte:${name}`, '--id-attr:ID', name]);
  const node = `//*[local-name()='Signature'][*[local-name()='SignedInfo']/*[local-name()='Reference'][@URI='#${id}']]`;
  const result = spawnSync('xmlsec1', ['--verify', ...keys, ...ids, '--node-xpath', node, file], { encoding: 'utf8' });
  const report = `${result.stdout}${result.stderr}`;
  return { ok: result.status === 0 && /^OK$/m.test(report), report };
}
