import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseXmlDocument } from '@domain/aec/signature-contexts';
import { checkSignature } from '@lambdas/sii/aec/check-signature';
import { decodeSignedXml } from '@lambdas/sii/aec/verify-aec';
import { SII_FIXTURES } from '@tests/support/fixtures';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

/** Every XML file under ../shared/fixtures/sii that holds a ds:Signature, by path relative to it. */
const SIGNED_FILES = (readdirSync(SII_FIXTURES, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.xml'))
  .filter((file) => readFileSync(path.join(SII_FIXTURES, file), 'latin1').includes(`xmlns="${DSIG}"`))
  .sort();

/** The verdict on each signature of a file whose referenced element is in it: its Reference URI and problem. */
function verdicts(file: string): { uri: string; problem: string | null }[] {
  const doc = parseXmlDocument(decodeSignedXml(readFileSync(path.join(SII_FIXTURES, file))));
  const signatures = doc.getElementsByTagNameNS(DSIG, 'Signature');
  return Array.from({ length: signatures.length }, (_, i) => signatures[i]!).flatMap((signature) => {
    const uri = signature.getElementsByTagNameNS(DSIG, 'Reference')[0]?.getAttribute('URI') ?? '';
    const id = uri.slice(1);
    const all = doc.getElementsByTagName('*');
    const signed = Array.from({ length: all.length }, (_, i) => all[i]!).find((e) => e.getAttribute('ID') === id);
    return signed ? [{ uri, problem: checkSignature(signed, id, signature).problem }] : [];
  });
}

/** Real files the SII accepted (or issued), and cordada's c14n outputs of the real AEC: every signature holds. */
const VALID = [
  'cordada__lib-cl-sii-python/sii-dte/DTE--60910000-1--33--2336600--cleaned.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--60910000-1--33--2336600.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--96670340-7--61--110616--cleaned.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--96670340-7--61--110616.xml',
  'cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signed_data.xml',
  'cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signed_xml.xml',
  'cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n.xml',
  'cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml',
];
/**
 * The SII's illustrative EnvioDTE: its content is intact (every digest holds), but the X509Certificate it carries is
 * not the key that signed it (LibreDTE notes the same, and openssl shows the certificate's modulus differs from the
 * RSAKeyValue's); only its RSAKeyValue verifies, and that names no signer.
 */
const ILLUSTRATIVE = 'LibreDTE__libredte-lib-core/F60T33-ejemplo-oficial-SII.xml';
/** cordada's own tampered test cases (a changed value, a replaced or unreadable certificate), refused in its suite. */
const INVALID = [
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-mod-bad-cert-no-base64.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-mod-bad-cert.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-mod-changed-monto.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-mod-empty-emails.xml',
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-mod-replaced-cert.xml',
];
/** A ds:Signature alone, without the element it signs (cordada's extracts): nothing to check. */
const SIGNATURE_ONLY = [
  'cordada__lib-cl-sii-python/sii-dte/DTE--76354771-K--33--170--cleaned-signature_xml.xml',
  'cordada__lib-cl-sii-python/sii-rtc/AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signature_xml.xml',
];

describe('the SII signature rule over every signed file in ../shared/fixtures/sii', () => {
  it('knows every signed file there (a new fixture must be classified here)', () => {
    expect(SIGNED_FILES).toEqual([...VALID, ILLUSTRATIVE, ...INVALID, ...SIGNATURE_ONLY].sort());
  });

  it.each(VALID)('verifies every signature of %s', (file) => {
    const found = verdicts(file);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((v) => v.problem !== null)).toEqual([]);
  });

  it.each(INVALID)('refuses a signature of %s', (file) => {
    expect(verdicts(file).some((v) => v.problem !== null)).toBe(true);
  });

  it("keeps every digest of the SII's illustrative file and names only its certificate as not the signer", () => {
    const problems = verdicts(ILLUSTRATIVE).flatMap((v) => (v.problem === null ? [] : [v.problem]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.endsWith('no corresponde a su certificado'))).toBe(true);
  });

  it.each(SIGNATURE_ONLY)('finds no signed element in %s', (file) => {
    expect(verdicts(file)).toEqual([]);
  });
});
