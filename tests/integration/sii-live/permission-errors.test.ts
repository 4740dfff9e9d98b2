/**
 * Refusals about who may act, as the real SII web client meets them at the local SII: no permission on the company
 * ('sin-permiso': a factoring's authorized person representing the other factoring, getEstCesionRelac for a company
 * it may not act for — ESTADO 10 — and the AEC of a chain the factoring is no party to), a certificate from another
 * CA ('certificado-rechazado' at the TLS login, ERR 37, and at getToken, ESTADO 05) and no credential at all
 * ('sin-credenciales', nothing sent). Each error carries its Spanish message for the user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAec } from '@domain/aec/parse';
import type { CertificateCredential } from '@lambdas/platform/sii-credentials';
import type { LoginResult } from '@lambdas/sii/web/client-api';
import { makePkcs12 } from '../../support/pkcs12-factory';
import {
  expectSiiError,
  startSiiLive,
  withCertificateOnly,
  withClave,
  type SiiLive,
} from '../../support/sii-live-harness';
import { itLeavesNoSecrets } from '../../support/sii-live-secrets';
import { dtesWithAec, worldDtes } from '../../support/sii-live-world';

let live: SiiLive;
let foreign: CertificateCredential;

beforeAll(async () => {
  live = await startSiiLive();
  const person = live.sii.credentials.factorings[0]!.autorizado;
  // The authorized person's own RUT and name, but issued by a CA the SII does not know.
  foreign = {
    pfx: makePkcs12({ sanRut: person.rut, nombre: person.nombre, password: 'pfx-de-otra-ca' }),
    password: 'pfx-de-otra-ca',
  };
});

afterAll(async () => {
  await live?.stop();
});

const factoring = (i: number) => live.sii.credentials.factorings[i]!;
const JUNE = { desde: '2025-06-01', hasta: '2025-06-30' };
const sinPermiso = (rut: string) => `El usuario ${rut} no tiene permiso en el SII para actuar por la empresa.`;

describe('sin-permiso', () => {
  it("refuses a factoring's authorized person representing the other factoring, tells the login outcome, logs out", async () => {
    const [own, other] = [factoring(0), factoring(1)];
    const credentials = { rutEmpresa: other.rutEmpresa, clave: withClave(own).clave, certificado: null };
    const logins: LoginResult[] = [];
    const gateway = live.client.factoringGateway(credentials, live.capture.archive(), (result) => logins.push(result));
    const query = { rut: other.rutEmpresa, role: 'cesionario', ...JUNE } as const;
    await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers(query),
      'sin-permiso',
      sinPermiso(own.autorizado.rut),
    );
    await gateway.close();
    expect(logins).toMatchObject([{ ok: false, error: { code: 'sin-permiso' } }]);
    expect(live.sii.control.openSessions(own.autorizado.rut)).toBe(0);
    await expectSiiError(
      live.capture,
      live.client.verifyClave(credentials.clave!, other.rutEmpresa),
      'sin-permiso',
      sinPermiso(own.autorizado.rut),
    );
    expect(live.sii.control.openSessions(own.autorizado.rut)).toBe(0);
  });

  it('refuses getEstCesionRelac for a company the certificate holder may not act for (ESTADO 10)', async () => {
    const [dte] = await dtesWithAec(live.files, { rut: factoring(0).rutEmpresa, role: 'cesionario', ...JUNE });
    const gateway = live.client.factoringGateway(withClave(factoring(0)), live.capture.archive());
    const error = await expectSiiError(
      live.capture,
      gateway.getEstCesionRelac(dte!, factoring(1).rutEmpresa),
      'sin-permiso',
      'El usuario no tiene permiso en el SII para actuar por la empresa.',
    );
    expect(error.context.detail).toMatch(/^ESTADO 10: /);
    await gateway.close();
  });

  it('refuses the AEC of a DTE whose chain the factoring is no party to', async () => {
    const { rutEmpresa } = factoring(0);
    let foreignDte;
    for (const dte of worldDtes(live.world)) {
      const aec = parseAec((await live.files.fetchAec(dte))!.bytes);
      const parties = [
        aec.dte.rutEmisor,
        aec.dte.rutReceptor,
        ...aec.cesiones.flatMap((c) => [c.cedente.rut, c.cesionario.rut]),
      ];
      if (!parties.includes(rutEmpresa)) {
        foreignDte = dte;
        break;
      }
    }
    const gateway = live.client.factoringGateway(withClave(factoring(0)), live.capture.archive());
    await expectSiiError(live.capture, gateway.fetchAec(foreignDte!), 'sin-permiso', sinPermiso(rutEmpresa));
    await gateway.close();
  });
});

describe('certificado-rechazado', () => {
  it('refuses a certificate of another CA at the TLS login (ERR 37) and at getToken (ESTADO 05), asking once', async () => {
    const f = factoring(0);
    const message = `El SII rechazó el certificado digital de ${f.autorizado.rut}.`;
    const gateway = live.client.factoringGateway(
      { ...withCertificateOnly(f), certificado: foreign },
      live.capture.archive(),
    );
    live.sii.control.resetRequests();
    const portal = await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', ...JUNE }),
      'certificado-rechazado',
      message,
    );
    expect(portal.context.detail).toContain('ERR 37');
    const [dte] = await dtesWithAec(live.files, { rut: f.rutEmpresa, role: 'cesionario', ...JUNE });
    const token = await expectSiiError(live.capture, gateway.fetchEvents(dte!), 'certificado-rechazado', message);
    expect(token.context.detail).toMatch(/^ESTADO 0?5: /);
    await expectSiiError(live.capture, gateway.getEstCesion(dte!), 'certificado-rechazado', message);
    await gateway.close();
    expect([live.served('CAutInicio'), live.served('getToken'), live.served('getEstCesion')]).toEqual([1, 1, 0]);
    await expectSiiError(live.capture, live.client.verifyCertificate(foreign), 'certificado-rechazado', message);
  });

  it("accepts the factoring's own certificate in verifyCertificate", async () => {
    await expect(live.client.verifyCertificate(withClave(factoring(0)).certificado!)).resolves.toBeUndefined();
  });
});

describe('sin-credenciales', () => {
  it('without clave or certificate every call fails before anything is sent', async () => {
    const { rutEmpresa } = factoring(0);
    const message = `Falta la credencial del SII de ${rutEmpresa} para esta consulta: cargue su certificado digital o su clave.`;
    const [dte] = await dtesWithAec(live.files, { rut: rutEmpresa, role: 'cesionario', ...JUNE });
    live.sii.control.resetRequests();
    const gateway = live.client.factoringGateway(
      { rutEmpresa, clave: null, certificado: null },
      live.capture.archive(),
    );
    await expectSiiError(
      live.capture,
      gateway.fetchPeriodAnswers({ rut: rutEmpresa, role: 'cesionario', ...JUNE }),
      'sin-credenciales',
      message,
    );
    await expectSiiError(live.capture, gateway.fetchAec(dte!), 'sin-credenciales', message);
    await expectSiiError(live.capture, gateway.fetchEvents(dte!), 'sin-credenciales', message);
    await expectSiiError(live.capture, gateway.getEstCesion(dte!), 'sin-credenciales', message);
    await gateway.close();
    expect(live.sii.control.requests()).toEqual([]);
  });

  it('with a clave but no certificate reads the period answers and refuses the token services only', async () => {
    const f = factoring(0);
    const [dte] = await dtesWithAec(live.files, { rut: f.rutEmpresa, role: 'cesionario', ...JUNE });
    const gateway = live.client.factoringGateway({ ...withClave(f), certificado: null }, live.capture.archive());
    expect((await gateway.fetchPeriodAnswers({ rut: f.rutEmpresa, role: 'cesionario', ...JUNE })).length).toBe(1);
    await expectSiiError(
      live.capture,
      gateway.fetchReceptionDate(dte!),
      'sin-credenciales',
      `Falta la credencial del SII de ${f.rutEmpresa} para esta consulta: cargue su certificado digital o su clave.`,
    );
    await gateway.close();
  });
});

itLeavesNoSecrets(
  () => live,
  () => ({ certificates: [foreign] }),
);
