/**
 * The local SII's automatic authentication over HTTP (AUTH manual v1.9): getSeed answers a 12-digit SEMILLA inside an
 * escaped SII:RESPUESTA; getToken verifies the signed seed (xml-crypto) and answers 'Token Creado' with a TOKEN, or
 * the manual's ESTADO codes for each refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCa, issuePersonCertificate, personValidity } from '@infra/local/sii/local-ca';
import type { LocalSii } from '@infra/local/sii/local-sii';
import { readState } from '@infra/local/sii/state-file';
import { encodedEnvelope } from '@lambdas/sii/web/soap-envelopes';
import { send } from '../../support/local-sii-http';
import { askSeed, askToken, elementText, signSeed } from '../../support/local-sii-soap';
import { removeDirs, startTestSii, writeTestWorld, type TestWorld } from '../../support/local-sii-world';

let world: TestWorld;
let sii: LocalSii & { stateDir: string };

beforeAll(async () => {
  world = writeTestWorld();
  sii = await startTestSii(world);
});

afterAll(async () => {
  await sii?.stop();
  removeDirs(world.dir, sii.stateDir);
});

/** ESTADO, GLOSA and TOKEN of a getToken answer. */
async function tokenAnswer(
  pszXml: string,
  target: LocalSii = sii,
): Promise<{ estado: string | null; glosa: string | null; token: string | null }> {
  const answer = await askToken(target, pszXml);
  expect(answer.status).toBe(200);
  const respuesta = elementText(answer.latin1, 'getTokenReturn') ?? '';
  return {
    estado: elementText(respuesta, 'ESTADO'),
    glosa: elementText(respuesta, 'GLOSA'),
    token: elementText(respuesta, 'TOKEN'),
  };
}

const certificado = () => sii.credentials.factorings[0]!.certificado;

describe('getSeed', () => {
  it('answers ESTADO 00 and a 12-digit SEMILLA escaped inside getSeedReturn (rpc/encoded)', async () => {
    const answer = await send(`${sii.hosts.palena}/DTEWS/CrSeed.jws`, {
      xml: encodedEnvelope('https://palena.sii.cl/DTEWS/CrSeed.jws', 'getSeed', []),
    });
    expect(answer.status).toBe(200);
    expect(answer.latin1).toContain('<getSeedReturn xsi:type="xsd:string">&lt;?xml');
    const respuesta = elementText(answer.latin1, 'getSeedReturn')!;
    expect(respuesta).toContain('<SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema">');
    expect(elementText(respuesta, 'ESTADO')).toBe('00');
    expect(elementText(respuesta, 'SEMILLA')).toMatch(/^\d{12}$/);
  });
});

describe('getToken', () => {
  it("answers 'Token Creado' and a 13-character TOKEN for a seed signed with the person's certificate", async () => {
    const answer = await tokenAnswer(signSeed(await askSeed(sii), certificado().pfx, certificado().password));
    expect(answer).toMatchObject({ estado: '00', glosa: 'Token Creado' });
    expect(answer.token).toMatch(/^[A-Za-z0-9]{13}$/);
  });

  it("spends a seed once ('NO Existe SEED' after) and refuses an unknown one", async () => {
    const signed = signSeed(await askSeed(sii), certificado().pfx, certificado().password);
    expect((await tokenAnswer(signed)).estado).toBe('00');
    expect(await tokenAnswer(signed)).toMatchObject({ estado: '08', glosa: 'NO Existe SEED', token: null });
    expect((await tokenAnswer(signSeed('000000000001', certificado().pfx, certificado().password))).estado).toBe('08');
  });

  it("answers 'TIME-OUT DEL SEED' for a seed older than its life", async () => {
    const quick = await startTestSii(world, { seedTtlMs: 100 }, sii.stateDir);
    try {
      const seed = await askSeed(quick);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await tokenAnswer(signSeed(seed, certificado().pfx, certificado().password), quick)).toMatchObject({
        estado: '08',
        glosa: 'TIME-OUT DEL SEED',
      });
    } finally {
      await quick.stop();
    }
  });

  it('answers 04 without Signature, 05 for a changed seed, 11 without certificate, 21 for a foreign KeyValue', async () => {
    const seed = await askSeed(sii);
    const signed = signSeed(seed, certificado().pfx, certificado().password);
    expect((await tokenAnswer(`<getToken><item><Semilla>${seed}</Semilla></item></getToken>`)).estado).toBe('04');
    expect(
      (await tokenAnswer(signed.replace(`<Semilla>${seed}</Semilla>`, `<Semilla>${await askSeed(sii)}</Semilla>`)))
        .estado,
    ).toBe('05');
    expect((await tokenAnswer(signed.replace(/<X509Data>[\s\S]*<\/X509Data>/, ''))).estado).toBe('11');
    const other = sii.credentials.factorings[1]!.certificado;
    const foreignModulus = /<Modulus>([^<]+)<\/Modulus>/.exec(signSeed(seed, other.pfx, other.password))![1]!;
    expect(
      (await tokenAnswer(signed.replace(/<Modulus>[^<]+<\/Modulus>/, `<Modulus>${foreignModulus}</Modulus>`))).estado,
    ).toBe('21');
    expect(await tokenAnswer('no es XML <')).toMatchObject({ estado: '02' });
  });

  it('answers 05 for a certificate of another CA and -07 for a holder the SII does not know', async () => {
    const now = new Date();
    const foreign = issuePersonCertificate(
      createCa(now),
      { rut: sii.credentials.factorings[0]!.autorizado.rut, nombre: 'X' },
      'x',
      personValidity(now),
    );
    expect((await tokenAnswer(signSeed(await askSeed(sii), foreign, 'x'))).estado).toBe('05');
    const stranger = issuePersonCertificate(
      readState(sii.stateDir)!.ca,
      { rut: '11111111-1', nombre: 'DESCONOCIDO' },
      'x',
      personValidity(now),
    );
    expect((await tokenAnswer(signSeed(await askSeed(sii), stranger, 'x'))).estado).toBe('-07');
  });
});
