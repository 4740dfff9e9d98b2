import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AecBuildError, aecFileName, buildAec, type AecSigningKeys } from '@domain/aec/build';
import { parseAec } from '@domain/aec/parse';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import { SAMPLE_CESION_1, SAMPLE_CESION_2, sampleAecInput } from '@tests/support/sii/aec-sample-input';
import { checkTimbre, checkXmlSignatures } from '@tests/support/sii/xml-signatures';
import { AEC_XSD, xmllintSchema } from '@tests/support/sii/xmllint';

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

describe('buildAec', () => {
  let keys: AecSigningKeys;
  let dir: string;

  beforeAll(() => {
    keys = createDemoKeys(createRng('aec-build-test'), '2019-01-01');
    dir = mkdtempSync(path.join(tmpdir(), 'aec-build-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: Uint8Array): string => {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };

  it('writes AECs of one and two cesiones that validate against the official AEC_v10.xsd', () => {
    const seq1 = write('seq1.xml', buildAec(sampleAecInput([SAMPLE_CESION_1]), keys));
    const seq2 = write('seq2.xml', buildAec(sampleAecInput(), keys));
    const { status, report } = xmllintSchema(AEC_XSD, [seq1, seq2]);
    expect(report).toContain('seq1.xml validates');
    expect(report).toContain('seq2.xml validates');
    expect(status).toBe(0);
  });

  it('round-trips through parseAec: DTE identity, the chain in order and the Caratula of the last cesión', () => {
    const input = sampleAecInput();
    const aec = parseAec(buildAec(input, keys));
    const neto = input.dte.items.reduce((sum, item) => sum + item.montoItem, 0);
    expect(aec.dte).toMatchObject({
      tipoDTE: 33,
      folio: 170,
      rutEmisor: '76354771-K',
      razonSocialEmisor: 'INGENIERÍA PEÑALOLÉN Y COMPAÑÍA LIMITADA',
      rutReceptor: '96790240-3',
      fechaEmision: '2019-04-01',
      montoTotal: neto + Math.round(neto * 0.19),
    });
    expect(aec.cesiones.map((c) => [c.seq, c.cedente.rut, c.cesionario.rut])).toEqual([
      [1, '76354771-K', SAMPLE_CESION_1.cesionario.rut],
      [2, SAMPLE_CESION_2.cedente.rut, SAMPLE_CESION_2.cesionario.rut],
    ]);
    expect(aec.cesiones[0]).toMatchObject({
      montoCesion: SAMPLE_CESION_1.montoCesion,
      eMailDeudor: 'dte@pelambres.cl',
      tmstCesion: '2019-04-01T10:22:02',
    });
    expect(aec.current.cesionario.razonSocial).toBe(SAMPLE_CESION_2.cesionario.razonSocial);
    expect(aec.caratula).toMatchObject({
      rutCedente: SAMPLE_CESION_2.cedente.rut,
      rutCesionario: SAMPLE_CESION_2.cesionario.rut,
      tmstFirmaEnvio: '2019-04-05T12:57:32',
    });
  });

  it('encodes ISO-8859-1 bytes, escapes markup and turns characters outside ISO-8859-1 into references', () => {
    const fund = { ...SAMPLE_CESION_2.cesionario, razonSocial: 'FONDO DE INVERSIÓN – SERIE Ω' };
    const bytes = buildAec(sampleAecInput([SAMPLE_CESION_1, { ...SAMPLE_CESION_2, cesionario: fund }]), keys);
    const text = latin1(bytes);
    expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(bytes.includes(0xd1)).toBe(true); // Ñ as one ISO-8859-1 byte
    expect(text).toContain('Instalación &amp; montaje');
    expect(text).toContain('Según OC &lt;4510083633&gt;');
    expect(text).toContain('FONDO DE INVERSIÓN &#8211; SERIE &#937;');
    expect(parseAec(bytes).current.cesionario.razonSocial).toBe('FONDO DE INVERSIÓN – SERIE Ω');
    expect(checkXmlSignatures(bytes).every((s) => s.valid)).toBe(true);
    const file = write('non-latin1.xml', bytes);
    expect(xmllintSchema(AEC_XSD, [file]).status).toBe(0);
  });

  it('signs the DTE, the DTECedido, each cesión and the AEC with XML-DSig that an independent verifier accepts', () => {
    const bytes = buildAec(sampleAecInput(), keys);
    expect(checkXmlSignatures(bytes)).toEqual([
      { uri: '#F170T33', valid: true },
      { uri: '#DTEC-F170T33', valid: true },
      { uri: '#CES-F170T33-SEQ1', valid: true },
      { uri: '#CES-F170T33-SEQ2', valid: true },
      { uri: '#AEC-F170T33-SEQ2', valid: true },
    ]);
    expect(checkTimbre(bytes)).toBe(true);
  });

  it('produces signatures that break when the signed content changes', () => {
    const tampered = latin1(buildAec(sampleAecInput(), keys)).replace('<MontoCesion>3412801<', '<MontoCesion>3412800<');
    const results = checkXmlSignatures(Buffer.from(tampered, 'latin1'));
    expect(results.find((s) => s.uri === '#CES-F170T33-SEQ1')?.valid).toBe(false);
    expect(results.find((s) => s.uri === '#AEC-F170T33-SEQ2')?.valid).toBe(false);
    expect(results.find((s) => s.uri === '#F170T33')?.valid).toBe(true);
  });

  it('gives the same bytes for the same input and keys', () => {
    expect(Buffer.from(buildAec(sampleAecInput(), keys)).equals(Buffer.from(buildAec(sampleAecInput(), keys)))).toBe(
      true,
    );
  });

  it('writes a liquidación-factura (43) as a Liquidacion with its commission, valid against the schema', () => {
    const base = sampleAecInput([SAMPLE_CESION_1]);
    const items = base.dte.items.map((item) => ({ ...item, tipoDocLiquidado: '33' }));
    const neto = items.reduce((sum, item) => sum + item.montoItem, 0);
    const comisiones = { neto: 100_000, exento: 0, iva: 19_000 };
    const montoTotal = neto + Math.round(neto * 0.19) - comisiones.neto - comisiones.iva;
    const bytes = buildAec(
      {
        ...base,
        dte: {
          ...base.dte,
          tipoDTE: 43,
          items,
          referencias: [],
          totales: {
            montoNeto: neto,
            montoExento: null,
            tasaIva: 19,
            iva: Math.round(neto * 0.19),
            comisiones,
            montoTotal,
          },
        },
        cesiones: [{ ...SAMPLE_CESION_1, montoCesion: montoTotal }],
      },
      keys,
    );
    expect(latin1(bytes)).toContain('<Liquidacion ID="F170T43">');
    expect(parseAec(bytes).dte).toMatchObject({ tipoDTE: 43, montoTotal });
    expect(xmllintSchema(AEC_XSD, [write('liquidacion.xml', bytes)]).status).toBe(0);
  });

  it('refuses bad input with one error that lists every problem', () => {
    const input = sampleAecInput([
      { ...SAMPLE_CESION_1, cedente: { ...SAMPLE_CESION_1.cedente, rut: '76354771-0' }, montoCesion: 99_999_999 },
      { ...SAMPLE_CESION_2, cedente: { ...SAMPLE_CESION_2.cedente, rut: '96790240-3' } },
    ]);
    input.dte.totales = { ...input.dte.totales, montoTotal: input.dte.totales.montoTotal + 1 };
    input.dte.receptor = { ...input.dte.receptor, razonSocial: 'MINERA\u0007' };
    let error: unknown;
    try {
      buildAec(input, keys);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AecBuildError);
    const problems = (error as AecBuildError).problems.join('\n');
    expect(problems).toMatch(/cesiones\[0\]\.cedente\.rut: RUT inválido '76354771-0'/);
    expect(problems).toMatch(/cesiones\[0\]\.montoCesion 99999999/);
    expect(problems).toMatch(/cesiones\[1\]\.cedente 96790240-3 no es el cesionario anterior/);
    expect(problems).toMatch(/dte\.receptor\.razonSocial: contiene caracteres no permitidos/);
  });

  it('refuses totals that do not follow from the lines', () => {
    const input = sampleAecInput();
    input.dte.totales = { ...input.dte.totales, iva: (input.dte.totales.iva ?? 0) + 1 };
    expect(() => buildAec(input, keys)).toThrow(/dte\.totales no cuadran con el detalle/);
  });

  it('names files as the SII does', () => {
    expect(aecFileName('76354771-K', 33, 170, 2)).toBe('AEC--76354771-K--33--170--SEQ-2.xml');
  });
});
