import { readFileSync } from 'node:fs';
import type { AecSigner, NextCesionFacts } from '@domain/aec/build-next-cesion';
import type { AecPartyInput } from '@domain/aec/build-input';
import { aecSigner } from '@lambdas/sii/aec/aec-signer';
import { openPkcs12, type OpenedCertificate } from '@lambdas/sii/certificate/open-pkcs12';
import { siiFixture } from '../fixtures';
import { makePkcs12, type TestCertificateOptions } from '../pkcs12-factory';

/** The SII's real AEC of 76354771-K, factura 33 folio 170, SEQ 2 (cordada fixture), as stored bytes. */
export const REAL_SEQ2 = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-rtc', 'AEC--76354771-K--33--170--SEQ-2.xml')),
);
/** The same factura's DTE (cordada fixture), for a first cesión. */
export const REAL_DTE = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-dte', 'DTE--76354771-K--33--170.xml')),
);
/** A real nota de crédito (tipo 61, not cedible). */
export const REAL_DTE_61 = new Uint8Array(
  readFileSync(siiFixture('cordada__lib-cl-sii-python', 'sii-dte', 'DTE--96670340-7--61--110616.xml')),
);

/** The last cesionario of the real SEQ-2 AEC: the factoring that re-cedes in these tests. */
export const FUND: AecPartyInput = {
  rut: '76598556-0',
  razonSocial: 'Fondo de Inversión Privado Deuda y Facturas',
  direccion: 'Arrayan 2750 Oficina 703 Providencia',
  email: 'solicitudes@stcapital.cl',
};
/** The recessionary. */
export const RECESIONARIO: AecPartyInput = {
  rut: '76389992-6',
  razonSocial: 'ST CAPITAL S.A.',
  direccion: 'Isidora Goyenechea 2939 Oficina 602',
  email: 'operaciones@stcapital.cl',
};
/** The emisor of the real DTE (the client, for a return). */
export const EMISOR: AecPartyInput = {
  rut: '76354771-K',
  razonSocial: 'INGENIERIA ENACON SPA',
  direccion: 'MERCED 753 16 ARBOLEDA DE QUILLOTA',
  email: 'enaconltda@gmail.com',
};

/** 2019-04-10 15:00 UTC: 11:00 in Santiago (UTC-4 after the 2019-04-07 change), after the SEQ-2 TmstCesion. */
export const NOW = new Date('2019-04-10T15:00:00Z');

/** A factoring certificate held by ANDRÉS PRATS VIAL (16360379-9), valid 2019-01-01 .. 2021-01-01 unless told. */
export function testCertificate(options: TestCertificateOptions = {}): OpenedCertificate {
  const pfx = makePkcs12({
    sanRut: '16360379-9',
    nombre: 'ANDRÉS PRATS VIAL',
    notBefore: new Date('2019-01-01T00:00:00Z'),
    notAfter: new Date('2021-01-01T00:00:00Z'),
    ...options,
  });
  return openPkcs12(pfx, options.password ?? 'clave-pfx');
}

export function testSigner(options: TestCertificateOptions = {}): AecSigner {
  return aecSigner(testCertificate(options));
}

/** A re-cesión by the fund to the recessionary at {@link NOW}; override any fact. */
export function recesion(overrides: Partial<NextCesionFacts> = {}): NextCesionFacts {
  return { cedente: FUND, cesionario: RECESIONARIO, ultimoVencimiento: '2019-05-01', now: NOW, ...overrides };
}

/** The text of ISO-8859-1 bytes, one character per byte. */
export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('latin1');
}

/** The first element `<name ...>...</name>` of the text, as written. */
export function elementText(text: string, name: string, from = 0): string {
  const start = text.indexOf(`<${name}`, from);
  const end = text.indexOf(`</${name}>`, start);
  if (start < 0 || end < 0) throw new Error(`no ${name} in the text`);
  return text.slice(start, end + name.length + 3);
}
