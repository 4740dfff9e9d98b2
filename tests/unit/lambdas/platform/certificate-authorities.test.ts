import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateAuthorityPems } from '@lambdas/platform/certificate-authorities';
import { readServerConfig, serverConfigSchema, toConfigEnv } from '@lambdas/platform/config';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { openPkcs12 } from '@lambdas/sii/certificate/open-pkcs12';
import { TABLES } from '@lambdas/store/tables';
import { makePkcs12, makeTestAuthority, testCa } from '@tests/support/pkcs12-factory';

const MINIMAL_CONFIG = serverConfigSchema.parse({
  region: 'us-east-1',
  tables: Object.fromEntries(Object.keys(TABLES).map((name) => [name, name])),
  buckets: { documents: 'documents' },
  auth: { userPoolId: 'p', clientId: 'c', issuer: 'http://127.0.0.1/i', jwksUri: 'http://127.0.0.1/i/jwks' },
});

const demo = makeTestAuthority('Autoridad Certificadora Demo');
const accredited = [testCa(), makeTestAuthority('Autoridad Certificadora Acreditada')];

/** A bundle file as an operator writes it: notes between the PEMs. */
function bundleFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'rc-ca-')), 'sii-ca.pem');
  writeFileSync(file, text);
  return file;
}

describe('certificateAuthorityPems', () => {
  it('reads the bundle the configuration names, after the inline ones, ignoring the text around the PEMs', () => {
    const file = bundleFile(accredited.map(({ certPem }, n) => `# autoridad ${n}\n${certPem}`).join('\n'));
    const pems = certificateAuthorityPems({
      siiCertificateAuthorities: [demo.certPem],
      siiCertificateAuthoritiesFile: file,
    });
    expect(pems.map((pem) => pem.trim())).toEqual([demo, ...accredited].map(({ certPem }) => certPem.trim()));
  });

  it('lets a certificate of an authority in the file through the chain check', () => {
    const file = bundleFile(testCa().certPem);
    const issuers = new AcceptedIssuers(
      certificateAuthorityPems({ siiCertificateAuthorities: [], siiCertificateAuthoritiesFile: file }),
    );
    const opened = openPkcs12(makePkcs12(), 'clave-pfx');
    expect(issuers.problem(opened.certificatePem, opened.chainPem)).toBeNull();
  });

  it('takes the file path from RC_SII_CERTIFICATE_AUTHORITIES_FILE, and gives it back to the environment', () => {
    const file = bundleFile(testCa().certPem);
    const env = { ...toConfigEnv(MINIMAL_CONFIG), RC_SII_CERTIFICATE_AUTHORITIES_FILE: file };
    const config = readServerConfig(env);
    expect(config.siiCertificateAuthoritiesFile).toBe(file);
    expect(toConfigEnv(config)).toMatchObject({ RC_SII_CERTIFICATE_AUTHORITIES_FILE: file });
    expect(certificateAuthorityPems(config)).toHaveLength(1);
  });

  it('keeps only the inline list without a file, and an empty one when neither is configured', () => {
    expect(certificateAuthorityPems({ siiCertificateAuthorities: [demo.certPem] })).toEqual([demo.certPem]);
    expect(certificateAuthorityPems({ siiCertificateAuthorities: [] })).toEqual([]);
  });

  it('refuses a named file that holds no certificate or cannot be read', () => {
    const empty = bundleFile('sin certificados\n');
    expect(() =>
      certificateAuthorityPems({ siiCertificateAuthorities: [], siiCertificateAuthoritiesFile: empty }),
    ).toThrow(/no contiene certificados PEM/);
    expect(() =>
      certificateAuthorityPems({ siiCertificateAuthorities: [], siiCertificateAuthoritiesFile: `${empty}.falta` }),
    ).toThrow(/ENOENT/);
  });
});
