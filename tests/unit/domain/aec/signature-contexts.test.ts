import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalTarget, parseXmlDocument } from '@domain/aec/signature-contexts';
import { decodeIso88591 } from '@domain/xml/decode-bytes';
import { siiFixture } from '@tests/support/fixtures';

const CORDADA = 'cordada__lib-cl-sii-python';

/** The element with attribute ID `id` in an ISO-8859-1 fixture of cordada. */
function signedElement(file: string, id: string): Element {
  const all = parseXmlDocument(decodeIso88591(readFileSync(siiFixture(CORDADA, file)))).getElementsByTagName('*');
  const found = Array.from({ length: all.length }, (_, i) => all[i]!).find((e) => e.getAttribute('ID') === id);
  if (!found) throw new Error(`no ID ${id} in ${file}`);
  return found;
}

/** A c14n output cordada stored (signxml over lxml), without its XML declaration and final newline. */
function cordadaC14n(file: string): string {
  return readFileSync(siiFixture(CORDADA, file), 'utf8')
    .replace(/^<\?xml[^>]*\?>\n/, '')
    .replace(/\n$/, '');
}

describe('canonicalTarget', () => {
  it("renders DocumentoAEC of the real SEQ-2 in place byte for byte as cordada's c14n output", () => {
    const aec = signedElement('sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml', 'HEF_AEC_T33F170_SEQ2');
    expect(canonicalTarget(aec, 'in-place', aec.parentNode)).toBe(
      cordadaC14n('sii-rtc/AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signed_data.xml'),
    );
  });

  it("renders a DTE downloaded without xmlns as its own SII document, byte for byte as cordada's", () => {
    const documento = signedElement('sii-dte/DTE--76354771-K--33--170.xml', 'MiPE76354771-13419');
    expect(canonicalTarget(documento, 'own-sii', documento.parentNode)).toBe(
      cordadaC14n('sii-dte/DTE--76354771-K--33--170--cleaned-signed_data.xml'),
    );
  });

  it('differs between the contexts only in the namespace declarations on the apex', () => {
    const cesion = signedElement('sii-rtc/AEC--76354771-K--33--170--SEQ-2.xml', 'CES7393a78afa6c4f709ee9e9e943cb50a3');
    const forms = (['in-place', 'own-sii', 'own-no-ns'] as const).map((c) =>
      canonicalTarget(cesion, c, cesion.parentNode)!,
    );
    const body = (form: string) => form.slice(form.indexOf('>'));
    expect(new Set(forms).size).toBe(3);
    expect(new Set(forms.map(body)).size).toBe(1);
    expect(forms.map((form) => form.slice(0, form.indexOf('>') + 1))).toEqual([
      '<DocumentoCesion xmlns="http://www.sii.cl/SiiDte" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ID="CES7393a78afa6c4f709ee9e9e943cb50a3">',
      '<DocumentoCesion xmlns="http://www.sii.cl/SiiDte" ID="CES7393a78afa6c4f709ee9e9e943cb50a3">',
      '<DocumentoCesion ID="CES7393a78afa6c4f709ee9e9e943cb50a3">',
    ]);
  });
});
