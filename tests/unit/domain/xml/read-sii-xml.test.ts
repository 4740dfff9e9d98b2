import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siiFixture } from '@tests/support/fixtures';
import { DOCTYPE_FORBIDDEN_MESSAGE, MAX_SII_XML_BYTES, readSiiXml, SiiXmlError } from '@domain/xml/read-sii-xml';
import { childNode, requireText } from '@domain/xml/xml-node';

/** Not a speed target: a guard so that an expanding parser fails the test instead of hanging the run. */
const HANG_GUARD_MS = 5_000;
const utf8 = (text: string) => new TextEncoder().encode(text);
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe('readSiiXml: attacks (cordada/lib-cl-sii-python xml-attacks)', () => {
  it.each([
    'billion-laughs-1.xml',
    'billion-laughs-2.xml',
    'external-entity-expansion-remote.xml',
    'quadratic-blowup-entity-expansion.xml',
  ])(
    'rejects %s before parsing',
    (name) => {
      const bytes = readFileSync(siiFixture('cordada__lib-cl-sii-python', 'xml-attacks', name));
      expect(() => readSiiXml(bytes)).toThrow(new SiiXmlError(DOCTYPE_FORBIDDEN_MESSAGE));
    },
    HANG_GUARD_MS,
  );
  it('rejects a DOCTYPE that only appears after a long prefix, whatever its case', () => {
    const doc = `<?xml version="1.0"?>\n<!--${' '.repeat(5000)}-->\n<!doctype x [<!ENTITY a "b">]><x>&a;</x>`;
    expect(() => readSiiXml(utf8(doc))).toThrow(DOCTYPE_FORBIDDEN_MESSAGE);
  });
  it('rejects undeclared named entities instead of passing them through', () => {
    expect(() => readSiiXml(utf8('<a>&eacute;</a>'))).toThrow(/Entidad XML no permitida/);
  });
});

describe('readSiiXml: entities and values', () => {
  it('decodes the 5 predefined entities and numeric references, in text and attributes', () => {
    const root = readSiiXml(
      utf8('<a x="&#65;&amp;&#x42;">Caf&#233; &lt;b&gt; &quot;q&quot; &apos;s&apos; &amp;#65;</a>'),
    );
    expect(root).toEqual({ a: { '#text': 'Café <b> "q" \'s\' &#65;', '@_x': 'A&B' } });
  });
  it('rejects character references outside the XML character range', () => {
    expect(() => readSiiXml(utf8('<a>&#0;</a>'))).toThrow(/Referencia de carácter inválida/);
    expect(() => readSiiXml(utf8('<a>&#xD800;</a>'))).toThrow(/Referencia de carácter inválida/);
  });
  it('keeps every value a string (no number parsing) and removes namespace prefixes', () => {
    const root = readSiiXml(
      utf8('<SII:R xmlns:SII="http://www.sii.cl/XMLSchema"><SII:N>007</SII:N><F>1.50</F></SII:R>'),
    );
    expect(root).toEqual({ R: { N: '007', F: '1.50' } });
  });
  it('rejects malformed XML with a clear error', () => {
    expect(() => readSiiXml(utf8('<a><b></a>'))).toThrow(/XML mal formado/);
    expect(() => readSiiXml(utf8('not xml'))).toThrow(SiiXmlError);
  });
  it.each([
    ['a mismatched closing tag', '<a><b></a>'],
    ['an unclosed root', '<a><b></b>'],
    ['a closing tag never opened', '</a>'],
    ['two roots', '<a/><a/>'],
    ['text after the root', '<a>x</a>y'],
    ['a repeated attribute', '<a x="1" x="2"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['attributes without a space between them', '<a x="1"y="2"/>'],
    ["a '<' in an attribute value", '<a x="<"/>'],
    ["a bare '&'", '<a>&</a>'],
    ['an invalid element name', '<1a/>'],
    ["'--' inside a comment", '<a><!-- x -- y --></a>'],
    ['a control character', '<a>\u0001</a>'],
    ["']]>' in text", '<a>]]></a>'],
    ['a second XML declaration', '<?xml version="1.0"?><?xml version="1.0"?><a/>'],
    ['broken XML inside a Signature block', '<a><Signature><x></y></Signature></a>'],
    ['an empty document', ''],
  ])('rejects %s as malformed XML', (_, xml) => {
    expect(() => readSiiXml(utf8(xml))).toThrow(/^XML mal formado: .+ \(línea \d+\)$/);
  });
  it('refuses nesting deeper than 100 elements, and element names that could pollute prototypes', () => {
    const nested = (depth: number) => `${'<e>'.repeat(depth)}${'</e>'.repeat(depth)}`;
    expect(() => readSiiXml(utf8(nested(100)))).not.toThrow();
    expect(() => readSiiXml(utf8(nested(101)))).toThrow(new SiiXmlError('XML con más de 100 niveles de anidación'));
    expect(() => readSiiXml(utf8('<a><__proto__><polluted>1</polluted></__proto__></a>'))).toThrow(
      new SiiXmlError("Nombre XML no permitido: '__proto__'"),
    );
    expect(() => readSiiXml(utf8('<a><constructor/></a>'))).toThrow(SiiXmlError);
    expect(readSiiXml(utf8('<a constructor="1"/>'))).toEqual({ a: { '@_constructor': '1' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readSiiXml(utf8('<a><toString>1</toString></a>'))).toEqual({ a: { __toString: '1' } });
  });
});

describe('readSiiXml: tree shape', () => {
  it('keeps attributes beside text and children, repeats as arrays, drops xmlns, comments and processing instructions', () => {
    const xml =
      '<r xmlns="u" xmlns:p="v" p:v="1"><!-- c --><?pi x?><b id=" 7 ">t</b><b/><c><d>1</d></c><e><![CDATA[ x ]]></e></r>';
    expect(readSiiXml(utf8(xml))).toEqual({
      r: { '@_v': '1', b: [{ '@_id': '7', '#text': 't' }, ''], c: { d: '1' }, e: ' x ' },
    });
  });
  it('keeps a Signature block below the root as its raw text (line ends normalised), and reads a Signature root as a tree', () => {
    const signed =
      '<r><ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>\r\n<X/></SignedInfo></ds:Signature></r>';
    expect(readSiiXml(utf8(signed))).toEqual({ r: { Signature: '<SignedInfo>\n<X/></SignedInfo>' } });
    expect(readSiiXml(utf8('<Signature><SignedInfo>1</SignedInfo></Signature>'))).toEqual({
      Signature: { SignedInfo: '1' },
    });
  });
});

describe('readSiiXml: encodings', () => {
  it('decodes ISO-8859-1 when the declaration says so', () => {
    const root = readSiiXml(latin1('<?xml version="1.0" encoding="ISO-8859-1"?><n>COMPAÑÍA</n>'));
    expect(root.n).toBe('COMPAÑÍA');
  });
  it('decodes UTF-8 by default and with a BOM', () => {
    expect(readSiiXml(utf8('<n>Inversión</n>')).n).toBe('Inversión');
    expect(readSiiXml(utf8('\uFEFF<?xml version="1.0" encoding="UTF-8"?><n>Inversión</n>')).n).toBe('Inversión');
  });
  it("reads ISO-8859-1 declared as UTF-8 (the SII's SOAP quirk) and refuses unsupported encodings", () => {
    expect(readSiiXml(latin1('<?xml version="1.0" encoding="UTF-8"?><n>COMPAÑÍA</n>'))).toEqual({ n: 'COMPAÑÍA' });
    expect(() => readSiiXml(utf8('<?xml version="1.0" encoding="Shift_JIS"?><n/>'))).toThrow(/no soportada/);
  });
  it('reads the real ISO-8859-1 AEC with its Ñ intact', () => {
    const root = readSiiXml(
      readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
    );
    const caratula = childNode(childNode(childNode(root, 'AEC')!, 'DocumentoAEC')!, 'Caratula')!;
    expect(requireText(caratula, 'RutCesionario', 'Caratula')).toBe('76598556-0');
    expect(JSON.stringify(root)).toContain('COMPAÑIA LIMITADA');
  });

  it('refuses bytes over the cap before decoding them, and reads a file at the cap', () => {
    const xml = new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?><A><B>1</B></A>');
    expect(readSiiXml(xml, xml.byteLength)).toEqual({ A: { B: '1' } });
    expect(() => readSiiXml(xml, xml.byteLength - 1)).toThrow(SiiXmlError);
    expect(() => readSiiXml(new Uint8Array(MAX_SII_XML_BYTES + 1))).toThrow(
      'XML demasiado grande: 8.388.609 bytes (máximo 8.388.608)',
    );
  });
});
