import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Architecture, Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { pemCertificates } from '@lambdas/platform/config';

/**
 * CDK context key of the PEM bundle of the certification authorities the SII accredits (their root and intermediate
 * certificates, one after another), a file path: `-c radar:siiCertificateAuthorities=certificados/sii-ca.pem`.
 */
export const SII_CERTIFICATE_AUTHORITIES_CONTEXT = 'radar:siiCertificateAuthorities';

/** Where a function holding the layer finds the bundle (Lambda extracts layers under /opt). */
export const SII_CERTIFICATE_AUTHORITIES_PATH = '/opt/sii-certificate-authorities.pem';

/** The accepted authorities of a deployment as a Lambda layer, and where the functions holding it read them. */
export interface SiiCertificateAuthorities {
  layer: LayerVersion;
  /** ServerConfig.siiCertificateAuthoritiesFile of the functions holding the layer. */
  file: string;
}

/**
 * The bundle the context names, as a Lambda layer holding one file (SII_CERTIFICATE_AUTHORITIES_PATH): a hierarchy of
 * authorities does not fit Lambda's 4 KB of environment variables, a layer holds up to 250 MB, and the function reads
 * it from its own disk once per container (lambdas/platform/certificate-authorities.ts). Without the context there is
 * no layer, and 'Firma Digital' refuses every certificate (README "Certificados aceptados").
 * @returns the layer and the path to configure, or undefined without the context.
 * @throws Error when the file cannot be read or holds no certificate.
 */
export function siiCertificateAuthorities(scope: Construct): SiiCertificateAuthorities | undefined {
  const file: unknown = scope.node.tryGetContext(SII_CERTIFICATE_AUTHORITIES_CONTEXT);
  if (typeof file !== 'string' || file === '') return undefined;
  const pems = pemCertificates(readFileSync(file, 'utf8'));
  if (pems.length === 0)
    throw new Error(`${SII_CERTIFICATE_AUTHORITIES_CONTEXT}: ${file} no contiene certificados PEM`);
  // Only the certificates travel: the operator's file may carry notes or sit beside other files.
  const staged = mkdtempSync(join(tmpdir(), 'rc-sii-ca-'));
  writeFileSync(join(staged, 'sii-certificate-authorities.pem'), `${pems.join('\n')}\n`);
  const layer = new LayerVersion(scope, 'SiiCertificateAuthorities', {
    code: Code.fromAsset(staged),
    compatibleArchitectures: [Architecture.ARM_64],
    description: "Certification authorities the SII accredits, accepted by 'Firma Digital' (PEM bundle)",
  });
  return { layer, file: SII_CERTIFICATE_AUTHORITIES_PATH };
}
