import { describe, expect, it, vi } from 'vitest';
import { rutFromBody } from '@domain/rut';
import { credentialResolvers } from '@lambdas/graphql/credentials/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { TOO_MANY_FILES_MESSAGE } from '@domain/credentials/supporting-files';
import { SiiError } from '@lambdas/sii/web/errors';
import type { CertificateInfo } from '@lambdas/store/credential-repository';
import { anaIdentity } from '@tests/support/identity-factory';
import { AcceptedIssuers } from '@lambdas/sii/certificate/accepted-issuers';
import { makePkcs12, testCa } from '@tests/support/pkcs12-factory';
import { memoryLoginAttempts } from '@tests/support/memory-login-attempts';
import { UNUSED_STORES } from '@tests/support/store-stubs';

const ST_CAPITAL = '76389992-6';
const NOW = new Date();
const ANA = anaIdentity({ firmaDigital: '1' });
/** The scope the resolvers resolve for ST CAPITAL, as the credential store receives it. */
const SCOPE = expect.objectContaining({ rutFactoring: ST_CAPITAL });

function credentialStore() {
  return {
    putCertificate: vi.fn(async () => undefined),
    getCertificateInfo: vi.fn(async (): Promise<CertificateInfo | null> => null),
    deleteCertificate: vi.fn(async () => true),
    putClave: vi.fn(async () => undefined),
    getClaveInfo: vi.fn(async () => null),
  };
}

function depsWith(credentials = credentialStore(), verifyClave = vi.fn(async () => undefined)): GraphqlDeps {
  return {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    credentials,
    siiLogin: { verifyClave },
    certificateIssuers: new AcceptedIssuers([testCa().certPem]),
    loginAttempts: memoryLoginAttempts(),
    now: () => NOW,
  };
}

const call = (field: string, args: Record<string, unknown>, deps: GraphqlDeps, identity = ANA) =>
  credentialResolvers[field]!({ args, identity, deps });

const PFX = makePkcs12().toString('base64');
const INSERT = {
  rutEmpresa: ST_CAPITAL,
  rutFirmante: '12.345.678-5',
  certificado: PFX,
  clave: 'clave-pfx',
  nombre: ' Juan Pérez ',
};

describe('insertCertificadoDigital', () => {
  it('stores a good certificate with its facts, the file and its password, and answers its term', async () => {
    const store = credentialStore();
    const answer = await call('Mutation.insertCertificadoDigital', INSERT, depsWith(store));
    expect(answer).toMatchObject({
      nombre: 'Juan Pérez',
      titular: 'JUAN PEREZ SOTO',
      rutTitular: '12345678-5',
      rutFirmante: '12345678-5',
      vencido: false,
      porVencer: false,
    });
    expect(answer).not.toHaveProperty('cargadoPor');
    const [scope, stored] = store.putCertificate.mock.calls[0] as unknown as [
      { rutFactoring: string },
      CertificateInfo & { pfx: Buffer; password: string },
    ];
    expect(scope.rutFactoring).toBe(ST_CAPITAL);
    expect(stored).toMatchObject({
      cargadoPor: 'ana@stcapital.cl',
      cargadoEn: NOW.toISOString(),
      password: 'clave-pfx',
    });
    expect(Buffer.from(stored.pfx).toString('base64')).toBe(PFX);
  });

  it.each([
    [{ rutFirmante: '' }, 'Campo rut no puede estar vacío.'],
    [{ rutFirmante: '12345678-0' }, 'Formato no es válido'],
    [{ clave: '' }, 'Clave no puede estar vacía.'],
    [{ nombre: '' }, 'Nombre no puede estar vacío.'],
    [{ certificado: '' }, 'Debe agregar un archivo PFX y la clave correspondiente.'],
    [{ clave: 'otra' }, 'La clave del certificado digital no es correcta.'],
    [
      { rutFirmante: '11.111.111-1' },
      'El RUT del certificado (12.345.678-5) no corresponde al RUT del firmante (11.111.111-1).',
    ],
  ])('refuses %j with its message, storing nothing', async (change, message) => {
    const store = credentialStore();
    const result = call('Mutation.insertCertificadoDigital', { ...INSERT, ...change }, depsWith(store));
    await expect(result).rejects.toEqual(new BadRequestError(message));
    expect(store.putCertificate).not.toHaveBeenCalled();
  });

  it("stores up to 2 supporting images or PDFs under the factoring's prefix with the certificate, and lists them", async () => {
    const store = credentialStore();
    const put = vi.fn(async (_key: string, _bytes: Uint8Array, _type: string) => undefined);
    const deps = { ...depsWith(store), documents: { ...UNUSED_STORES.documents, putDocument: put } };
    const adjuntos = [
      { nombre: 'cédula.jpg', contenido: Buffer.from('jpeg').toString('base64') },
      { nombre: 'Poder.PDF', contenido: Buffer.from('%PDF-1.4').toString('base64') },
    ];
    const answer = await call('Mutation.insertCertificadoDigital', { ...INSERT, adjuntos }, deps);
    expect(answer).toMatchObject({
      adjuntos: [
        { nombre: 'cédula.jpg', bytes: 4 },
        { nombre: 'Poder.PDF', bytes: 8 },
      ],
    });
    expect(put.mock.calls.map(([key, , type]) => [key, type])).toEqual([
      [`firma-digital/${ST_CAPITAL}/${NOW.getTime()}/1-c_dula.jpg`, 'image/jpeg'],
      [`firma-digital/${ST_CAPITAL}/${NOW.getTime()}/2-Poder.PDF`, 'application/pdf'],
    ]);
    const [, stored] = store.putCertificate.mock.calls[0] as unknown as [unknown, CertificateInfo];
    expect(stored.adjuntos?.map((adjunto) => adjunto.key)).toEqual(put.mock.calls.map(([key]) => key));
  });

  it('deletes the supporting files of the certificate it replaces, and of a deleted one, after the record', async () => {
    const store = credentialStore();
    const old = {
      nombre: 'Antiguo',
      adjuntos: [{ nombre: 'Poder.PDF', bytes: 8, key: 'firma-digital/x/1/1-Poder.PDF' }],
    };
    store.getCertificateInfo.mockResolvedValue(old as CertificateInfo);
    const removed = vi.fn(async (_keys: readonly string[]) => undefined);
    const documents = {
      ...UNUSED_STORES.documents,
      putDocument: vi.fn(async () => undefined),
      deleteDocuments: removed,
    };
    const deps = { ...depsWith(store), documents };

    await call('Mutation.insertCertificadoDigital', INSERT, deps);
    expect(removed).toHaveBeenCalledWith(['firma-digital/x/1/1-Poder.PDF']);
    expect(store.putCertificate.mock.invocationCallOrder[0]).toBeLessThan(removed.mock.invocationCallOrder[0]!);

    removed.mockClear();
    expect(await call('Mutation.deleteCertificadoDigital', { rutEmpresa: ST_CAPITAL }, deps)).toBe(true);
    expect(removed).toHaveBeenCalledWith(['firma-digital/x/1/1-Poder.PDF']);
    expect(store.deleteCertificate.mock.invocationCallOrder[0]).toBeLessThan(removed.mock.invocationCallOrder[0]!);
  });

  it.each([
    [['a.png', 'b.pdf', 'c.jpg'], TOO_MANY_FILES_MESSAGE],
    [['contrato.docx'], 'El archivo contrato.docx no es una imagen ni un PDF.'],
    [['otro.pfx'], 'El archivo otro.pfx no es una imagen ni un PDF.'],
  ])('refuses the supporting files %j with its message, storing nothing', async (names, message) => {
    const store = credentialStore();
    const put = vi.fn(async () => undefined);
    const deps = { ...depsWith(store), documents: { ...UNUSED_STORES.documents, putDocument: put } };
    const adjuntos = names.map((nombre) => ({ nombre, contenido: 'AAAA' }));
    const result = call('Mutation.insertCertificadoDigital', { ...INSERT, adjuntos }, deps);
    await expect(result).rejects.toEqual(new BadRequestError(message));
    expect(put).not.toHaveBeenCalled();
    expect(store.putCertificate).not.toHaveBeenCalled();
  });

  it('gives a signed link to a stored supporting file by name, and NotFound for another name', async () => {
    const store = credentialStore();
    store.getCertificateInfo.mockResolvedValue({
      nombre: 'Juan Pérez',
      adjuntos: [{ nombre: 'Poder.PDF', bytes: 8, key: 'firma-digital/x/1/1-Poder.PDF' }],
    } as CertificateInfo);
    const signed = vi.fn(async (key: string, name: string) => `https://s3.example/${key}?name=${name}`);
    const deps = { ...depsWith(store), documents: { ...UNUSED_STORES.documents, signedDownloadUrl: signed } };
    const args = { rutFactoring: ST_CAPITAL, nombre: 'Poder.PDF' };
    expect(await call('Query.adjuntoCertificadoDigital', args, deps)).toEqual({
      url: 'https://s3.example/firma-digital/x/1/1-Poder.PDF?name=Poder.PDF',
      nombre: 'Poder.PDF',
    });
    await expect(call('Query.adjuntoCertificadoDigital', { ...args, nombre: 'otro.pdf' }, deps)).rejects.toThrow(
      'Archivo no encontrado',
    );
    await expect(
      call('Query.adjuntoCertificadoDigital', args, deps, anaIdentity({ firmaDigital: '0' })),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses without firmaDigital and for a foreign factoring before reading anything', async () => {
    const store = credentialStore();
    await expect(
      call('Mutation.insertCertificadoDigital', INSERT, depsWith(store), anaIdentity({ firmaDigital: '0' })),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      call('Mutation.insertCertificadoDigital', { ...INSERT, rutEmpresa: '77360390-1' }, depsWith(store)),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      call('Mutation.insertCertificadoDigital', { ...INSERT, rutFirmante: '' }, depsWith(store), anaIdentity()),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(store.putCertificate).not.toHaveBeenCalled();
  });

  it('refuses a missing argument', async () => {
    await expect(
      call('Mutation.insertCertificadoDigital', { rutEmpresa: ST_CAPITAL }, depsWith()),
    ).rejects.toBeInstanceOf(BadRequestError);
  });
});

describe('certificadoDigital and deleteCertificadoDigital', () => {
  const INFO: CertificateInfo = {
    nombre: 'Juan',
    titular: 'JUAN',
    rutTitular: '12345678-5',
    rutFirmante: '12345678-5',
    emisor: 'CA',
    validoDesde: '2025-01-01T00:00:00.000Z',
    validoHasta: new Date(NOW.getTime() + 10 * 86_400_000).toISOString(),
    serie: '01',
    cargadoEn: '2025-06-01T00:00:00.000Z',
    cargadoPor: 'ana@stcapital.cl',
  };

  it('answers the stored facts with the warning 10 days ahead, and null when none', async () => {
    const store = credentialStore();
    store.getCertificateInfo.mockResolvedValueOnce(INFO);
    const answer = await call('Query.certificadoDigital', { rutFactoring: '76.389.992-6' }, depsWith(store));
    expect(answer).toMatchObject({ diasParaVencer: 10, porVencer: true, vencido: false, rutTitular: '12345678-5' });
    expect(store.getCertificateInfo).toHaveBeenCalledWith(SCOPE);
    expect(await call('Query.certificadoDigital', { rutFactoring: ST_CAPITAL }, depsWith(store))).toBeNull();
  });

  it('deletes for the factoring only with the flag', async () => {
    const store = credentialStore();
    expect(await call('Mutation.deleteCertificadoDigital', { rutEmpresa: ST_CAPITAL }, depsWith(store))).toBe(true);
    expect(store.deleteCertificate).toHaveBeenCalledWith(SCOPE);
    await expect(
      call('Mutation.deleteCertificadoDigital', { rutEmpresa: ST_CAPITAL }, depsWith(store), anaIdentity()),
    ).rejects.toBeInstanceOf(ForbiddenError);
    expect(store.deleteCertificate).toHaveBeenCalledTimes(1);
  });
});

describe('guardarClaveSiiFactoring', () => {
  const ARGS = { rutFactoring: ST_CAPITAL, rutUsuario: '11.111.111-1', clave: 'mi clave' };

  it('logs in for the factoring with the typed clave, then stores it as Activo', async () => {
    const store = credentialStore();
    const verifyClave = vi.fn(async () => undefined);
    const answer = await call('Mutation.guardarClaveSiiFactoring', ARGS, depsWith(store, verifyClave));
    expect(verifyClave).toHaveBeenCalledWith({ rutUsuario: '11111111-1', clave: 'mi clave' }, ST_CAPITAL);
    expect(answer).toEqual({
      rutUsuario: '11111111-1',
      estado: 'Activo',
      mensaje: null,
      verificadaEn: NOW.toISOString(),
      registradaEn: NOW.toISOString(),
    });
    expect(store.putClave).toHaveBeenCalledWith(
      SCOPE,
      { kind: 'registro' },
      {
        rutUsuario: '11111111-1',
        clave: 'mi clave',
        estado: 'Activo',
        verificadaEn: NOW.toISOString(),
        registradaEn: NOW.toISOString(),
        registradaPor: 'ana@stcapital.cl',
      },
    );
  });

  it.each(['clave-incorrecta', 'clave-bloqueada', 'sin-permiso', 'sii-no-disponible'] as const)(
    'answers the SII message of %s and stores nothing',
    async (code) => {
      const store = credentialStore();
      const error = new SiiError(code, { operation: 'CAutInicio', rut: '11111111-1' });
      const result = call(
        'Mutation.guardarClaveSiiFactoring',
        ARGS,
        depsWith(
          store,
          vi.fn(async () => Promise.reject(error)),
        ),
      );
      const message =
        code === 'sii-no-disponible'
          ? 'El SII no está disponible en este momento; la clave no se guardó. Intente nuevamente en unos minutos.'
          : error.userMessage;
      await expect(result).rejects.toEqual(new BadRequestError(message));
      expect(store.putClave).not.toHaveBeenCalled();
    },
  );

  it("refuses a fourth clave check of one RUT within the hour, and the factoring's 21st over any RUTs, before the SII is asked", async () => {
    const verifyClave = vi.fn(async () => undefined);
    const deps = depsWith(credentialStore(), verifyClave);
    for (let index = 0; index < 3; index += 1) await call('Mutation.guardarClaveSiiFactoring', ARGS, deps);
    await expect(call('Mutation.guardarClaveSiiFactoring', ARGS, deps)).rejects.toEqual(
      new BadRequestError('Demasiados intentos para este RUT. Intente nuevamente en una hora.'),
    );
    expect(verifyClave).toHaveBeenCalledTimes(3);
    for (let body = 2; body <= 18; body += 1) {
      await call('Mutation.guardarClaveSiiFactoring', { ...ARGS, rutUsuario: rutFromBody(body * 1_000_000) }, deps);
    }
    expect(verifyClave).toHaveBeenCalledTimes(20);
    const another = { ...ARGS, rutUsuario: rutFromBody(19_000_000) };
    await expect(call('Mutation.guardarClaveSiiFactoring', another, deps)).rejects.toEqual(
      new BadRequestError('Demasiados intentos de clave desde su empresa. Intente nuevamente en una hora.'),
    );
    expect(verifyClave).toHaveBeenCalledTimes(20);
  });

  it('checks the form before logging in', async () => {
    const verifyClave = vi.fn(async () => undefined);
    await expect(
      call('Mutation.guardarClaveSiiFactoring', { ...ARGS, clave: '' }, depsWith(credentialStore(), verifyClave)),
    ).rejects.toEqual(new BadRequestError('Clave no puede estar vacía.'));
    expect(verifyClave).not.toHaveBeenCalled();
  });

  it('reads the stored facts with the flag only', async () => {
    const store = credentialStore();
    expect(await call('Query.claveSiiFactoring', { rutFactoring: ST_CAPITAL }, depsWith(store))).toBeNull();
    expect(store.getClaveInfo).toHaveBeenCalledWith(SCOPE, { kind: 'registro' });
    await expect(
      call('Query.claveSiiFactoring', { rutFactoring: ST_CAPITAL }, depsWith(store), anaIdentity()),
    ).rejects.toBeInstanceOf(ForbiddenError);
  });
});
