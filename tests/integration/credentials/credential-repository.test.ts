import { rmSync } from 'node:fs';
import path from 'node:path';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalSealer } from '@lambdas/platform/sealing/local-sealer';
import { SealedSecretError, SealerUnavailableError } from '@lambdas/platform/sealing/sealer';
import { StoredCredentialSource } from '@lambdas/sii/credential-source';
import { CredentialRepository, type CertificateInfo } from '@lambdas/store/credential-repository';
import { storeDemoCredentials } from '@infra/local/demo-credential-store';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { startLocalEngines, type LocalEngines } from '../../support/local-engines';
import { makePkcs12, testCa } from '../../support/pkcs12-factory';
import { systemScope } from '@lambdas/access/system-scope';

const FACTORING = '76389992-6';
const CLIENT = '76354771-K';
const CERT_PASSWORD = 'pfx-secreto-4821';
const REGISTRY_CLAVE = 'clave-registro-7731';
const CLIENT_CLAVE = 'clave-cliente-9902';
const INFO: CertificateInfo = {
  nombre: 'Juan Pérez',
  titular: 'JUAN PEREZ SOTO',
  rutTitular: '12345678-5',
  rutFirmante: '12345678-5',
  emisor: 'Autoridad Certificadora de Prueba',
  validoDesde: '2025-01-01T00:00:00.000Z',
  validoHasta: '2027-01-01T00:00:00.000Z',
  serie: '0a1b2c3d',
  cargadoEn: '2026-11-20T13:00:00.000Z',
  cargadoPor: 'ana@stcapital.cl',
  adjuntos: [{ nombre: 'poder.pdf', bytes: 8, key: 'firma-digital/76389992-6/1/1-poder.pdf' }],
};
const SEALED_FIELDS = ['secreto', 'ciphertext', 'wrappedKey', 'iv', 'tag', 'keyRef'];

describe('CredentialRepository over dynalite with the LocalSealer', () => {
  let engines: LocalEngines;
  let repo: CredentialRepository;
  let keyDir = '';
  const pfx = makePkcs12({ password: CERT_PASSWORD });

  const rawItems = async () =>
    (await engines.doc.send(new ScanCommand({ TableName: engines.config.tables.credentials }))).Items ?? [];

  beforeAll(async () => {
    engines = await startLocalEngines();
    // The key file lives outside the engines' data directory, as config.secrets.localKeyFile should.
    keyDir = `${engines.dataDir}-keys`;
    repo = new CredentialRepository(
      engines.doc,
      engines.config.tables.credentials,
      new LocalSealer(path.join(keyDir, 'master.key')),
    );
    await repo.putCertificate(systemScope(FACTORING), { ...INFO, pfx, password: CERT_PASSWORD });
    await repo.putClave(
      systemScope(FACTORING),
      { kind: 'registro' },
      {
        rutUsuario: '11111111-1',
        clave: REGISTRY_CLAVE,
        estado: 'Activo',
        verificadaEn: INFO.cargadoEn,
        registradaEn: INFO.cargadoEn,
        registradaPor: 'ana',
      },
    );
    await repo.putClave(
      systemScope(FACTORING),
      { kind: 'cliente', rutCliente: CLIENT },
      {
        rutUsuario: CLIENT,
        clave: CLIENT_CLAVE,
        estado: 'Activo',
        verificadaEn: INFO.cargadoEn,
        registradaEn: INFO.cargadoEn,
        registradaPor: 'ana',
      },
    );
  }, 60_000);

  afterAll(async () => {
    await engines?.stop();
    if (keyDir) rmSync(keyDir, { recursive: true, force: true });
  });

  it('opens what it stored: the PFX bytes and password, and each clave', async () => {
    const opened = await repo.openCertificate(systemScope(FACTORING));
    expect(Buffer.from(opened!.pfx).equals(pfx)).toBe(true);
    expect(opened!.password).toBe(CERT_PASSWORD);
    expect(await repo.openClave(systemScope(FACTORING), { kind: 'registro' })).toEqual({
      rutUsuario: '11111111-1',
      clave: REGISTRY_CLAVE,
      estado: 'Activo',
    });
    expect(await repo.openClave(systemScope(FACTORING), { kind: 'cliente', rutCliente: CLIENT })).toEqual({
      rutUsuario: CLIENT,
      clave: CLIENT_CLAVE,
      estado: 'Activo',
    });
    expect(await repo.openCertificate(systemScope('77360390-1'))).toBeNull();
  });

  it('keeps no plaintext secret in the DynamoDB items', async () => {
    const raw = JSON.stringify(await rawItems());
    for (const secret of [CERT_PASSWORD, REGISTRY_CLAVE, CLIENT_CLAVE]) {
      expect(raw).not.toContain(secret);
      expect(raw).not.toContain(Buffer.from(secret).toString('base64'));
    }
    expect(raw).not.toContain(pfx.toString('base64').slice(0, 64));
    expect(raw).toContain('"keyRef":"local:');
  });

  it('answers public facts only from its info and list methods', async () => {
    const info = await repo.getCertificateInfo(systemScope(FACTORING));
    expect(info).toEqual(INFO);
    const clave = await repo.getClaveInfo(systemScope(FACTORING), { kind: 'registro' });
    expect(clave).toEqual({
      rutUsuario: '11111111-1',
      estado: 'Activo',
      mensaje: null,
      verificadaEn: INFO.cargadoEn,
      registradaEn: INFO.cargadoEn,
      registradaPor: 'ana',
      claveGuardada: true,
    });
    const clients = await repo.listClients(systemScope(FACTORING));
    expect(clients.map((c) => c.rutCliente)).toEqual([CLIENT]);
    for (const answer of [info, clave, ...clients]) {
      const text = JSON.stringify(answer);
      for (const field of SEALED_FIELDS) expect(Object.keys(answer!)).not.toContain(field);
      expect(text).not.toMatch(/clave-|pfx-secreto/);
    }
  });

  it('binds a sealed secret to its item: copied to another item it does not open', async () => {
    const { Item } = await engines.doc.send(
      new GetCommand({
        TableName: engines.config.tables.credentials,
        Key: { rutFactoring: FACTORING, sk: 'registro' },
      }),
    );
    const stolen = { ...Item!, rutFactoring: '77360390-1' };
    await engines.doc.send(new PutCommand({ TableName: engines.config.tables.credentials, Item: stolen }));
    await expect(repo.openClave(systemScope('77360390-1'), { kind: 'registro' })).rejects.toBeInstanceOf(
      SealedSecretError,
    );
  });

  it('records login outcomes over a stored clave and keeps it sealed', async () => {
    const subject = { kind: 'cliente', rutCliente: CLIENT } as const;
    await repo.recordEstado(systemScope(FACTORING), subject, {
      estado: 'Error Password',
      mensaje: 'refused',
      verificadaEn: '2026-11-21T10:00:00.000Z',
    });
    expect(await repo.getClaveInfo(systemScope(FACTORING), subject)).toMatchObject({
      estado: 'Error Password',
      mensaje: 'refused',
      claveGuardada: true,
      registradaPor: 'ana',
    });
    const source = new StoredCredentialSource(repo, () => new Date('2026-11-22T10:00:00.000Z'));
    expect(await source.client(systemScope(FACTORING), CLIENT)).toBeNull();
    await source.recordLogin(systemScope(FACTORING), subject, { estado: 'Activo' });
    expect(await repo.getClaveInfo(systemScope(FACTORING), subject)).toMatchObject({
      estado: 'Activo',
      mensaje: null,
      verificadaEn: '2026-11-22T10:00:00.000Z',
    });
    expect(await source.client(systemScope(FACTORING), CLIENT)).toEqual({ rutUsuario: CLIENT, clave: CLIENT_CLAVE });
    expect((await source.factoring(systemScope(FACTORING))).certificado?.password).toBe(CERT_PASSWORD);
  });

  it('records a refused enrolment of a new client without a clave, and nothing for an absent registry clave', async () => {
    const subject = { kind: 'cliente', rutCliente: '96790240-3' } as const;
    await repo.recordEstado(systemScope(FACTORING), subject, {
      estado: 'Error Password',
      mensaje: 'mala',
      verificadaEn: '2026-11-21T10:00:00.000Z',
    });
    expect((await repo.listClients(systemScope(FACTORING))).find((c) => c.rutCliente === '96790240-3')).toEqual({
      rutCliente: '96790240-3',
      rutUsuario: '96790240-3',
      estado: 'Error Password',
      mensaje: 'mala',
      verificadaEn: '2026-11-21T10:00:00.000Z',
      registradaEn: null,
      registradaPor: null,
      claveGuardada: false,
    });
    expect(await repo.openClave(systemScope(FACTORING), subject)).toBeNull();
    await repo.recordEstado(
      systemScope('96790240-3'),
      { kind: 'registro' },
      { estado: 'Activo', mensaje: null, verificadaEn: '2026-11-21T10:00:00.000Z' },
    );
    expect(await repo.getClaveInfo(systemScope('96790240-3'), { kind: 'registro' })).toBeNull();
  });

  it('deletes the certificate once', async () => {
    const other = '77360390-1';
    await repo.putCertificate(systemScope(other), { ...INFO, pfx, password: CERT_PASSWORD });
    expect(await repo.deleteCertificate(systemScope(other))).toBe(true);
    expect(await repo.deleteCertificate(systemScope(other))).toBe(false);
    expect(await repo.getCertificateInfo(systemScope(other))).toBeNull();
  });

  it('stores the demo credentials sealed, once, leaving what is already stored', async () => {
    const demo = '96790240-3';
    const entries = [
      {
        rutFactoring: demo,
        certificado: { pfx, password: CERT_PASSWORD, rutFirmante: '12345678-5', nombre: 'Demo' },
        registro: { rutUsuario: '11111111-1', clave: 'demo-registro' },
        clientes: [
          { rutCliente: CLIENT, clave: 'demo-cliente' },
          { rutCliente: '96790240-3', clave: 'demo-otro' },
        ],
      },
    ];
    const now = new Date();
    const issuers = new AcceptedIssuers([testCa().certPem]);
    expect(await storeDemoCredentials(repo, entries, now, issuers)).toEqual({ certificados: 1, claves: 3 });
    expect(await storeDemoCredentials(repo, entries, now, issuers)).toEqual({ certificados: 0, claves: 0 });
    expect((await repo.getCertificateInfo(systemScope(demo)))?.rutTitular).toBe('12345678-5');
    expect(await repo.openClave(systemScope(demo), { kind: 'cliente', rutCliente: CLIENT })).toEqual({
      rutUsuario: CLIENT,
      clave: 'demo-cliente',
      estado: 'Activo',
    });
    expect(JSON.stringify(await rawItems())).not.toContain('demo-cliente');
  });

  it('refuses to store or open without a sealer, but still reads public facts', async () => {
    const unsealed = new CredentialRepository(engines.doc, engines.config.tables.credentials, null);
    await expect(
      unsealed.putClave(
        systemScope(FACTORING),
        { kind: 'registro' },
        { rutUsuario: '1-9', clave: 'x', estado: 'Activo', verificadaEn: null, registradaEn: 'x', registradaPor: 'x' },
      ),
    ).rejects.toBeInstanceOf(SealerUnavailableError);
    await expect(unsealed.openCertificate(systemScope(FACTORING))).rejects.toBeInstanceOf(SealerUnavailableError);
    expect((await unsealed.getCertificateInfo(systemScope(FACTORING)))?.rutTitular).toBe('12345678-5');
  });
});
