import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siiFixture } from '@tests/support/fixtures';
import { parseAec } from '@domain/aec/parse';
import { AecValidationError, type AecRule } from '@domain/aec/errors';
import { SiiXmlError } from '@domain/xml/read-sii-xml';

const RTC = (name: string) => siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', name);
const ORIGINAL = readFileSync(RTC('AEC--76354771-K--33--170--SEQ-2.xml'));
/** The real AEC as text (it is ISO-8859-1: one byte per character). */
const TEXT = ORIGINAL.toString('latin1');

/** A mutated copy of the real AEC, re-encoded as ISO-8859-1. */
function mutate(edit: (xml: string) => string): Uint8Array {
  const edited = edit(TEXT);
  expect(edited).not.toBe(TEXT);
  return Buffer.from(edited, 'latin1');
}

/** Replaces the first `search` after `marker`. */
function replaceAfter(xml: string, marker: string, search: string, replacement: string): string {
  const at = xml.indexOf(marker);
  const index = xml.indexOf(search, at);
  if (at < 0 || index < 0) throw new Error(`fixture changed: ${marker} / ${search}`);
  return xml.slice(0, index) + replacement + xml.slice(index + search.length);
}

function ruleOf(bytes: Uint8Array): AecRule {
  try {
    parseAec(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(AecValidationError);
    return (error as AecValidationError).rule;
  }
  throw new Error('parseAec accepted an invalid AEC');
}

const SEQ2 = 'ID="HEF_CESION_T33F170_SEQ2"';

describe('parseAec on the real SII AEC (76354771-K, 33, folio 170, SEQ 2)', () => {
  const aec = parseAec(ORIGINAL);

  it('reads the DTE from its Encabezado', () => {
    expect(aec.dte).toEqual({
      tipoDTE: 33,
      folio: 170,
      rutEmisor: '76354771-K',
      razonSocialEmisor: 'INGENIERIA ENACON SPA',
      rutReceptor: '96790240-3',
      razonSocialReceptor: 'MINERA LOS PELAMBRES',
      fechaEmision: '2019-04-01',
      montoTotal: 2996301,
    });
  });

  it('reads the chain: 76354771-K -> 76389992-6, then 76389992-6 -> 76598556-0', () => {
    expect(aec.cesiones.map((c) => [c.seq, c.cedente.rut, c.cesionario.rut])).toEqual([
      [1, '76354771-K', '76389992-6'],
      [2, '76389992-6', '76598556-0'],
    ]);
    expect(aec.current).toBe(aec.cesiones[1]);
  });

  it('reads amounts, dates and parties of each cesión', () => {
    const [first, second] = aec.cesiones;
    expect(first).toMatchObject({
      montoCesion: 2996301,
      ultimoVencimiento: '2019-05-01',
      tmstCesion: '2019-04-01T10:22:02',
      eMailDeudor: null,
    });
    expect(first!.cedente).toEqual({
      rut: '76354771-K',
      razonSocial: 'SERVICIOS BONILLA Y LOPEZ Y COMPAÑIA LIMITADA',
      email: 'enaconltda@gmail.com',
      direccion: 'MERCED 753  16 ARBOLEDA DE QUIILOTA',
    });
    expect(first!.cesionario).toEqual({
      rut: '76389992-6',
      razonSocial: 'ST CAPITAL S.A.',
      email: 'fynpal-app-notif-st-capital@fynpal.com',
      direccion: 'Isidora Goyenechea 2939 Oficina 602',
    });
    expect(second).toMatchObject({
      montoCesion: 2996301,
      ultimoVencimiento: '2019-05-01',
      tmstCesion: '2019-04-05T12:57:32',
    });
    expect(second!.cesionario).toEqual({
      rut: '76598556-0',
      razonSocial: 'Fondo de Inversión Privado Deuda y Facturas',
      email: 'solicitudes@stcapital.cl',
      direccion: 'Arrayan 2750 Oficina 703 Providencia',
    });
  });

  it('reads the Caratula', () => {
    expect(aec.caratula).toEqual({
      rutCedente: '76389992-6',
      rutCesionario: '76598556-0',
      nmbContacto: 'ST Capital Servicios Financieros',
      mailContacto: 'APrat@Financiaenlinea.com',
      tmstFirmaEnvio: '2019-04-05T12:57:32',
    });
  });

  it.each([
    'AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n.xml',
    'AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signed_xml.xml',
    'AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signed_data.xml',
  ])('reads the UTF-8 canonicalised variant %s to the same AEC', (name) => {
    expect(parseAec(readFileSync(RTC(name)))).toEqual(aec);
  });

  it('refuses the signature-only variant as not an AEC', () => {
    const bytes = readFileSync(RTC('AEC--76354771-K--33--170--SEQ-2-canonicalized-c14n-signature_xml.xml'));
    expect(() => parseAec(bytes)).toThrow(/no es un AEC/);
  });
});

describe('parseAec fallbacks', () => {
  it("takes the emisor's RznSoc when the first cedente (the emisor) has no RazonSocial", () => {
    const bytes = mutate((xml) => xml.replace(/<RazonSocial>SERVICIOS BONILLA[^<]*<\/RazonSocial>/, ''));
    expect(parseAec(bytes).cesiones[0]!.cedente.razonSocial).toBe('INGENIERIA ENACON SPA');
  });
  it("takes the previous cesionario's name when a later cedente has no RazonSocial", () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<RazonSocial>ST CAPITAL S.A.</RazonSocial>', ''));
    expect(parseAec(bytes).cesiones[1]!.cedente.razonSocial).toBe('ST CAPITAL S.A.');
  });
  it('refuses a cesionario without RazonSocial', () => {
    const bytes = mutate((xml) => xml.replace(/<RazonSocial>Fondo de Inversi[^<]*<\/RazonSocial>/, ''));
    expect(() => parseAec(bytes)).toThrow(/Cesionario\/RazonSocial/);
  });
});

describe('parseAec rules (as cl_sii.rtc.data_models_aec)', () => {
  it('sequence: swapped SeqCesion', () => {
    const bytes = mutate((xml) =>
      xml
        .replace('<SeqCesion>1</SeqCesion>', '<SeqCesion>#</SeqCesion>')
        .replace('<SeqCesion>2</SeqCesion>', '<SeqCesion>1</SeqCesion>')
        .replace('<SeqCesion>#</SeqCesion>', '<SeqCesion>2</SeqCesion>'),
    );
    expect(ruleOf(bytes)).toBe('sequence');
  });
  it('sequence: a gap (1, 3)', () => {
    expect(ruleOf(mutate((xml) => xml.replace('<SeqCesion>2</SeqCesion>', '<SeqCesion>3</SeqCesion>')))).toBe(
      'sequence',
    );
  });
  it('sequence: no Cesion at all', () => {
    const bytes = mutate((xml) => xml.replace(/<Cesion version[\s\S]*<\/Cesion>/, ''));
    expect(ruleOf(bytes)).toBe('sequence');
  });
  it('monto: MontoCesion above MntTotal', () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<MontoCesion>2996301<', '<MontoCesion>2996302<'));
    expect(ruleOf(bytes)).toBe('monto');
  });
  it('monto: a lower MontoCesion is accepted', () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<MontoCesion>2996301<', '<MontoCesion>1000000<'));
    expect(parseAec(bytes).current.montoCesion).toBe(1000000);
  });
  it('caratula: RutCesionario differs from the last cesionario', () => {
    const bytes = mutate((xml) => xml.replace('<RutCesionario>76598556-0<', '<RutCesionario>96790240-3<'));
    expect(ruleOf(bytes)).toBe('caratula');
  });
  it('caratula: RutCedente differs from the last cedente', () => {
    const bytes = mutate((xml) => xml.replace('<RutCedente>76389992-6<', '<RutCedente>76354771-K<'));
    expect(ruleOf(bytes)).toBe('caratula');
  });
  it("id-dte: a cesión's IdDTE names another folio", () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<Folio>170</Folio>', '<Folio>171</Folio>'));
    expect(ruleOf(bytes)).toBe('id-dte');
  });
  it("id-dte: a cesión's IdDTE names another MntTotal", () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<MntTotal>2996301<', '<MntTotal>2996300<'));
    expect(ruleOf(bytes)).toBe('id-dte');
  });
  it('not-cedible: the DTE is a nota de crédito (61)', () => {
    expect(ruleOf(mutate((xml) => xml.replaceAll('<TipoDTE>33</TipoDTE>', '<TipoDTE>61</TipoDTE>')))).toBe(
      'not-cedible',
    );
  });
  it('chain: the second cedente is not the first cesionario', () => {
    const bytes = mutate((xml) =>
      replaceAfter(xml, SEQ2, '<RUT>76389992-6</RUT>', '<RUT>96790240-3</RUT>').replace(
        '<RutCedente>76389992-6<',
        '<RutCedente>96790240-3<',
      ),
    );
    expect(ruleOf(bytes)).toBe('chain');
  });
  it('format: a RUT with a wrong check digit', () => {
    expect(ruleOf(mutate((xml) => xml.replace('<RutCedente>76389992-6<', '<RutCedente>76389992-1<')))).toBe('format');
  });
  it('format: an impossible date', () => {
    const bytes = mutate((xml) =>
      replaceAfter(xml, SEQ2, '<UltimoVencimiento>2019-05-01<', '<UltimoVencimiento>2019-02-30<'),
    );
    expect(ruleOf(bytes)).toBe('format');
  });
  it('errors carry a Spanish message naming the rule and are SiiXmlErrors', () => {
    const bytes = mutate((xml) => replaceAfter(xml, SEQ2, '<MontoCesion>2996301<', '<MontoCesion>2996302<'));
    expect(() => parseAec(bytes)).toThrow(SiiXmlError);
    expect(() => parseAec(bytes)).toThrow(/AEC inválido \(monto\): MontoCesion 2996302 .*MntTotal 2996301/);
  });
  it('a missing required element is a clear SiiXmlError', () => {
    const bytes = mutate((xml) => xml.replace(/<TmstFirmaEnvio>[^<]*<\/TmstFirmaEnvio>/, ''));
    expect(() => parseAec(bytes)).toThrow('Falta el elemento Caratula/TmstFirmaEnvio');
  });
});

describe("parseAec: the emisor's contact in the DTE (DTE_v10.xsd Emisor/Telefono, CorreoEmisor)", () => {
  it('reads CorreoEmisor of the real AEC, which has no Telefono', () => {
    expect(parseAec(ORIGINAL).contactoEmisor).toEqual({ correo: 'ENACONLTDA@GMAIL.COM', telefono: null });
  });
  it('takes the first non-empty of the two Telefono the schema allows', () => {
    const bytes = mutate((xml) =>
      xml.replace('<CorreoEmisor>', '<Telefono> </Telefono><Telefono>+56 2 2345 6789</Telefono><CorreoEmisor>'),
    );
    expect(parseAec(bytes).contactoEmisor).toEqual({ correo: 'ENACONLTDA@GMAIL.COM', telefono: '+56 2 2345 6789' });
  });
  it('gives null for an empty CorreoEmisor', () => {
    const bytes = mutate((xml) => xml.replace(/<CorreoEmisor>[^<]*<\/CorreoEmisor>/, '<CorreoEmisor></CorreoEmisor>'));
    expect(parseAec(bytes).contactoEmisor).toEqual({ correo: null, telefono: null });
  });
});
