import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAec, type AecSigningKeys } from '@domain/aec/build';
import { buildNextCesion, type AecSigner } from '@domain/aec/build-next-cesion';
import { parseAec } from '@domain/aec/parse';
import { verifyAec } from '@lambdas/sii/aec/verify-aec';
import { createDemoKeys } from '@infra/local/demo-world/demo-keys';
import { createRng } from '@infra/local/demo-world/rng';
import {
  elementText,
  EMISOR,
  FUND,
  latin1,
  REAL_DTE,
  REAL_SEQ2,
  RECESIONARIO,
  recesion,
  testCertificate,
  testSigner,
} from '@tests/support/sii/aec-next-support';
import { sampleAecInput } from '@tests/support/sii/aec-sample-input';
import { AEC_XSD, xmllintSchema } from '@tests/support/sii/xmllint';
import { writeSignedPart } from '@tests/support/sii/signed-part';
import { xmlsecVerify } from '@tests/support/sii/xmlsec';

let dir: string;
let signer: AecSigner;
let certPem: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'aec-next-'));
  const certificate = testCertificate();
  signer = testSigner();
  certPem = write('factoring-cert.pem', Buffer.from(certificate.certificatePem));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe("buildNextCesion on the SII's real SEQ-2 AEC (76354771-K, factura 33 folio 170)", () => {
  let bytes: Uint8Array;
  let file: string;

  beforeAll(() => {
    const next = buildNextCesion(REAL_SEQ2, recesion(), signer);
    expect(next).toMatchObject({
      fileName: 'AEC--76354771-K--33--170--SEQ-3.xml',
      seq: 3,
      tmstCesion: '2019-04-10T11:00:00',
    });
    bytes = next.bytes;
    file = write(next.fileName, bytes);
  });

  it('writes an ISO-8859-1 AEC that validates against the official AEC_v10.xsd', () => {
    expect(latin1(bytes).startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(bytes.includes(0xf3)).toBe(true); // 'ó' of 'Inversión' as one byte
    const { status, report } = xmllintSchema(AEC_XSD, [file]);
    expect(report).toContain('validates');
    expect(status).toBe(0);
  });

  it('keeps DTECedido and both earlier Cesion elements byte-for-byte', () => {
    const stored = latin1(REAL_SEQ2);
    const written = latin1(bytes);
    const cesion2Start = stored.indexOf('<Cesion version="1.0" xmlns=');
    for (const part of [
      elementText(stored, 'DTECedido'),
      stored.slice(stored.indexOf('<Cesion version="1.0">'), stored.indexOf('</Cesion>') + 9),
      stored.slice(cesion2Start, stored.indexOf('</Cesion>', cesion2Start) + 9),
    ]) {
      expect(part.length).toBeGreaterThan(3000);
      expect(written).toContain(part);
    }
  });

  it('signs the new cesión and DocumentoAEC with the factoring certificate: xmlsec1 verifies both with that certificate only', () => {
    for (const id of ['CES-F170T33-SEQ3', 'AEC-F170T33-SEQ3']) {
      const { ok, report } = xmlsecVerify(file, id, certPem);
      expect(ok, report).toBe(true);
    }
    // The certificate is the check: the SII signer's certificate does not verify the factoring's signature.
    expect(xmlsecVerify(file, 'HEF_CESION_T33F170_SEQ2', certPem).ok).toBe(false);
    const text = latin1(bytes);
    expect(text).toContain('<Reference URI="#CES-F170T33-SEQ3">');
    expect(text).toContain('<X509Certificate>');
    expect(text).toContain('<RSAKeyValue>');
  });

  it("leaves the earlier signatures as valid as they are in the SII's own file: all six verify", () => {
    const stored = write('stored-seq2.xml', REAL_SEQ2);
    // The DTE and cesión 2 verify in the new AEC as they are (its root declares only the SII namespace).
    for (const id of ['MiPE76354771-13419', 'HEF_CESION_T33F170_SEQ2']) {
      const { ok, report } = xmlsecVerify(file, id);
      expect(ok, report).toBe(true);
    }
    // DocumentoDTECedido and cesión 1 were signed as documents in no namespace before being embedded
    // (docs/sii-signatures.md): they fail in place, in the SII's SEQ-2 as in the copy, and verify taken out as such.
    for (const id of ['DTE5716484782d745b6822257822a3536d1', 'CES7393a78afa6c4f709ee9e9e943cb50a3']) {
      expect(xmlsecVerify(stored, id).ok).toBe(false);
      expect(xmlsecVerify(file, id).ok).toBe(false);
      const part = path.join(dir, `seq3-${id}.xml`);
      writeSignedPart(bytes, id, 'own-no-ns', part);
      const { ok, report } = xmlsecVerify(part, id);
      expect(ok, `${id}: ${report}`).toBe(true);
    }
    // The parts the platform signs verify as their own SII documents too, with the factoring's certificate only.
    for (const id of ['CES-F170T33-SEQ3', 'AEC-F170T33-SEQ3']) {
      const part = path.join(dir, `seq3-own-${id}.xml`);
      writeSignedPart(bytes, id, 'own-sii', part);
      const { ok, report } = xmlsecVerify(part, id, certPem);
      expect(ok, `${id}: ${report}`).toBe(true);
    }
    expect(verifyAec(bytes)).toEqual([]);
  });

  it("reads back every value with the project's AEC parser", () => {
    const aec = parseAec(bytes);
    expect(aec.cesiones.map((c) => [c.seq, c.cedente.rut, c.cesionario.rut])).toEqual([
      [1, '76354771-K', '76389992-6'],
      [2, '76389992-6', '76598556-0'],
      [3, '76598556-0', '76389992-6'],
    ]);
    expect(aec.current).toEqual({
      seq: 3,
      cedente: { rut: FUND.rut, razonSocial: FUND.razonSocial, direccion: FUND.direccion, email: FUND.email },
      cesionario: {
        rut: RECESIONARIO.rut,
        razonSocial: RECESIONARIO.razonSocial,
        direccion: RECESIONARIO.direccion,
        email: RECESIONARIO.email,
      },
      montoCesion: 2996301,
      ultimoVencimiento: '2019-05-01',
      eMailDeudor: null,
      tmstCesion: '2019-04-10T11:00:00',
      declaracionJurada:
        'Se declara bajo juramento que Fondo de Inversión Privado Deuda y Facturas, RUT 76598556-0 ha puesto a ' +
        'disposición del cesionario ST CAPITAL S.A., RUT 76389992-6, el documento válidamente emitido al deudor ' +
        'MINERA LOS PELAMBRES, RUT 96790240-3.',
      autorizados: [{ rut: '16360379-9', nombre: 'ANDRÉS PRATS VIAL' }],
    });
    expect(aec.caratula).toEqual({
      rutCedente: FUND.rut,
      rutCesionario: RECESIONARIO.rut,
      nmbContacto: 'ANDRÉS PRATS VIAL',
      mailContacto: FUND.email,
      tmstFirmaEnvio: '2019-04-10T11:00:00',
    });
    expect(aec.cesiones[1]).toMatchObject({ seq: 2, montoCesion: 2996301, tmstCesion: '2019-04-05T12:57:32' });
  });
});

describe('buildNextCesion on a demo-world AEC (every signature valid)', () => {
  let keys: AecSigningKeys;

  beforeAll(() => {
    keys = createDemoKeys(createRng('aec-next-test'), '2019-01-01');
  });

  it('returns the document to its client with a partial amount: all six signatures verify with xmlsec1 and verifyAec', () => {
    const stored = buildAec(sampleAecInput(), keys);
    const next = buildNextCesion(
      stored,
      recesion({
        cesionario: EMISOR,
        montoCesion: 1_000_000,
        eMailDeudor: 'dte@pelambres.cl',
        contacto: { nombre: 'Mesa de operaciones', email: 'mesa@fondo.cl' },
      }),
      signer,
    );
    const file = write('demo-seq3.xml', next.bytes);
    expect(xmllintSchema(AEC_XSD, [file]).status).toBe(0);
    for (const id of ['F170T33', 'DTEC-F170T33', 'CES-F170T33-SEQ1', 'CES-F170T33-SEQ2']) {
      const { ok, report } = xmlsecVerify(file, id);
      expect(ok, `${id}: ${report}`).toBe(true);
    }
    for (const id of ['CES-F170T33-SEQ3', 'AEC-F170T33-SEQ3']) {
      const { ok, report } = xmlsecVerify(file, id, certPem);
      expect(ok, `${id}: ${report}`).toBe(true);
    }
    expect(verifyAec(next.bytes)).toEqual([]);
    const aec = parseAec(next.bytes);
    expect(aec.current).toMatchObject({ seq: 3, montoCesion: 1_000_000, eMailDeudor: 'dte@pelambres.cl' });
    expect(aec.current.cesionario.rut).toBe(EMISOR.rut);
    expect(aec.caratula).toMatchObject({ nmbContacto: 'Mesa de operaciones', mailContacto: 'mesa@fondo.cl' });
  });
});

describe('buildNextCesion from a signed DTE (first cesión)', () => {
  it('wraps the DTE as stored in a new signed DocumentoDTECedido, with the receipts declaration (Ley N°19.983)', () => {
    const next = buildNextCesion(REAL_DTE, recesion({ cedente: EMISOR, ultimoVencimiento: '2019-05-01' }), signer);
    expect(next).toMatchObject({ fileName: 'AEC--76354771-K--33--170--SEQ-1.xml', seq: 1 });
    const file = write(next.fileName, next.bytes);
    expect(xmllintSchema(AEC_XSD, [file]).status).toBe(0);
    const dte = latin1(REAL_DTE);
    expect(latin1(next.bytes)).toContain(dte.slice(dte.indexOf('<DTE'), dte.indexOf('</DTE>') + 6));
    for (const id of ['DTEC-F170T33', 'CES-F170T33-SEQ1', 'AEC-F170T33-SEQ1']) {
      const { ok, report } = xmlsecVerify(file, id, certPem);
      expect(ok, `${id}: ${report}`).toBe(true);
    }
    const aec = parseAec(next.bytes);
    expect(aec.current).toMatchObject({ seq: 1, montoCesion: 2996301, cedente: { rut: EMISOR.rut } });
    expect(aec.current.declaracionJurada).toBe(
      'Se declara bajo juramento que INGENIERIA ENACON SPA, RUT 76354771-K ha puesto a disposición del cesionario ' +
        'ST CAPITAL S.A., RUT 76389992-6, el o los documentos donde constan los recibos de las mercaderías ' +
        'entregadas o servicios prestados, entregados por parte del deudor de la factura MINERA LOS PELAMBRES, ' +
        'RUT 96790240-3, de acuerdo a lo establecido en la Ley N°19.983.',
    );
    expect(verifyAec(next.bytes)).toEqual([]);
  });
});
