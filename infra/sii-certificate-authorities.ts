import { readFileSync } from 'node:fs';
import type { Construct } from 'constructs';
import { pemCertificates } from '@lambdas/platform/config';

/**
 * CDK context key of the PEM bundle of the certification authorities the SII accredits (their root and intermediate
 * certificates, one after another), a file path: `-c radar:siiCertificateAuthorities=certificados/sii-ca.pem`.
 */
export const SII_CERTIFICATE_AUTHORITIES_CONTEXT = 'radar:siiCertificateAuthorities';

/**
 * The accepted authorities of a deployment (ServerConfig.siiCertificateAuthorities, RC_SII_CERTIFICATE_AUTHORITIES),
 * read from the bundle the context names when the template is written; none without it, and then 'Firma Digital'
 * refuses every certificate (README "Certificados aceptados").
 * @throws Error when the file cannot be read or holds no certificate.
 */
export function siiCertificateAuthorities(scope: Construct): string[] {
  const file: unknown = scope.node.tryGetContext(SII_CERTIFICATE_AUTHORITIES_CONTEXT);
  if (typeof file !== 'string' || file === '') return [];
  const pems = pemCertificates(readFileSync(file, 'utf8'));
  if (pems.length === 0)
    throw new Error(`${SII_CERTIFICATE_AUTHORITIES_CONTEXT}: ${file} no contiene certificados PEM`);
  return pems;
}
