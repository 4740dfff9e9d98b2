import { describe, expect, it, vi } from 'vitest';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { enrollClientRoute } from '@lambdas/rest/api/enroll-client';
import type { RestDeps } from '@lambdas/rest/types';
import { SiiError, type SiiErrorCode } from '@lambdas/sii/web/errors';
import type { ClaveInfo } from '@lambdas/store/credential-repository';
import { anaIdentity } from '@tests/support/identity-factory';
import { memoryLoginAttempts } from '@tests/support/memory-login-attempts';
import { UNUSED_STORES } from '@tests/support/store-stubs';
import { UNUSED_CLIENT_RADAR } from '@tests/support/unused-client-radar';

const ST_CAPITAL = '76389992-6';
const CLIENT = '76354771-K';
const NOW = new Date('2026-11-20T13:00:00.000Z');
const ANA = anaIdentity({ registrarCliente: '1' });
const WRONG = 'La password del SII es incorrecta. Comuníquese con el cliente para actualizarlas.';
const OK = 'Empresa registrada correctamente. Sus datos del SII estarán disponibles en unos minutos.';
const OK_ANSWER = { success: true, message: OK };

function setup(options: { login?: SiiErrorCode; stored?: ClaveInfo | null; enqueueFails?: boolean } = {}) {
  const credentials = {
    ...UNUSED_STORES.credentials,
    putClave: vi.fn(async () => undefined),
    getClaveInfo: vi.fn(async () => options.stored ?? null),
    recordEstado: vi.fn(async () => undefined),
  };
  const verifyClave = vi.fn(async () => {
    if (options.login) throw new SiiError(options.login, { operation: 'CAutInicio', rut: CLIENT });
  });
  const send = vi.fn(async () => {
    if (options.enqueueFails) throw new Error('cola de trabajos no configurada');
  });
  const deps: RestDeps = {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    ...UNUSED_CLIENT_RADAR,
    credentials,
    // ST CAPITAL pays for the enroller (client-radar §6): the trial gate is tested over the API.
    factorings: {
      ...UNUSED_STORES.factorings,
      get: async (rut) => ({
        rut,
        razonSocial: 'ST CAPITAL S.A.',
        features: {},
        acceso: { contratadas: { enrolador: '2999-12-31' } },
      }),
    },
    siiLogin: { verifyClave },
    loginAttempts: memoryLoginAttempts(),
    jobs: { send },
    now: () => NOW,
  };
  const post = (body: unknown, identity = ANA, query: Record<string, string> = {}) =>
    enrollClientRoute.handle({ identity, params: {}, query, body }, deps).then((reply) => reply.body);
  return { credentials, verifyClave, send, post };
}

describe('POST /api/tasks/add-client-task (client-radar §7)', () => {
  it('logs the company in as itself, stores its clave as Activo and enqueues its first sync', async () => {
    const { post, verifyClave, credentials, send } = setup();
    expect(await post({ rut: '76.354.771-k', password: 'clave del cliente' })).toEqual({ success: true, message: OK });
    expect(verifyClave).toHaveBeenCalledWith({ rutUsuario: CLIENT, clave: 'clave del cliente' }, CLIENT);
    expect(credentials.putClave).toHaveBeenCalledWith(
      expect.objectContaining({ rutFactoring: ST_CAPITAL }),
      { kind: 'cliente', rutCliente: CLIENT },
      {
        rutUsuario: CLIENT,
        clave: 'clave del cliente',
        estado: 'Activo',
        verificadaEn: NOW.toISOString(),
        registradaEn: NOW.toISOString(),
        registradaPor: 'ana@stcapital.cl',
      },
    );
    expect(send).toHaveBeenCalledWith([{ kind: 'client-sync', rutFactoring: ST_CAPITAL, rutCliente: CLIENT }]);
  });

  it("still succeeds when the task cannot be enqueued, with the spec's note", async () => {
    const { post, credentials } = setup({ enqueueFails: true });
    expect(await post({ rut: CLIENT, password: 'x' })).toEqual({
      success: true,
      message: `${OK} La tarea de procesamiento se creará automáticamente en breve.`,
    });
    expect(credentials.putClave).toHaveBeenCalled();
  });

  it.each([
    ['a wrong clave', 'clave-incorrecta', null, WRONG],
    ['a wrong clave of a company whose working clave is stored', 'clave-incorrecta', 'Activo', WRONG],
    ['a wrong clave of a company already marked Error Password', 'clave-incorrecta', 'Error Password', WRONG],
    [
      'a locked clave',
      'clave-bloqueada',
      null,
      new SiiError('clave-bloqueada', { operation: '', rut: CLIENT }).userMessage,
    ],
  ] as const)('refuses %s and changes nothing: no clave, no estado, no job', async (_, login, estado, message) => {
    const stored: ClaveInfo | null = estado && {
      rutUsuario: CLIENT,
      estado,
      mensaje: null,
      verificadaEn: null,
      registradaEn: null,
      registradaPor: null,
      claveGuardada: true,
    };
    const { post, credentials, send } = setup({ login, stored });
    expect(await post({ rut: CLIENT, password: 'mala' })).toEqual({ success: false, message });
    expect(credentials.putClave).not.toHaveBeenCalled();
    expect(credentials.recordEstado).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('answers an unavailable SII without recording anything', async () => {
    const { post, credentials, send } = setup({ login: 'sii-no-disponible' });
    const answer = (await post({ rut: CLIENT, password: 'x' })) as { success: boolean; message: string };
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(
      'El SII no está disponible en este momento; la clave no se guardó. Intente nuevamente en unos minutos.',
    );
    expect(credentials.recordEstado).not.toHaveBeenCalled();
    expect(credentials.putClave).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    [{ rut: '', password: 'x' }, 'RUT y contraseña son obligatorios.'],
    [{ rut: CLIENT }, 'RUT y contraseña son obligatorios.'],
    [null, 'RUT y contraseña son obligatorios.'],
    [{ rut: '76354771-1', password: 'x' }, 'RUT no es válido.'],
  ])('refuses %j before any login', async (body, message) => {
    const { post, verifyClave } = setup();
    await expect(post(body)).rejects.toEqual(new BadRequestError(message));
    expect(verifyClave).not.toHaveBeenCalled();
  });

  it('needs registrarCliente and a factoring of the user', async () => {
    const { post, verifyClave } = setup();
    await expect(post({ rut: CLIENT, password: 'x' }, anaIdentity())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(post({ rut: CLIENT, password: 'x' }, ANA, { factoring: '77360390-1' })).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    expect(verifyClave).not.toHaveBeenCalled();
  });

  it('sends at most 3 checks of one RUT to the SII per hour, from every factoring together, then answers in Spanish', async () => {
    const { post, verifyClave, credentials } = setup();
    for (const clave of ['c1', 'c2', 'c3'])
      expect(await post({ rut: CLIENT, password: clave })).toMatchObject(OK_ANSWER);
    const otherFactoring = {
      ...ANA,
      rutCesionario: '96790240-3',
      companies: [{ rut: '96790240-3', razonSocial: 'FACTORING C S.A.', flags: ANA.companies[0]!.flags }],
    };
    for (const identity of [ANA, otherFactoring]) {
      expect(await post({ rut: CLIENT, password: 'otra' }, identity)).toEqual({
        success: false,
        message: 'Demasiados intentos para este RUT. Intente nuevamente en una hora.',
      });
    }
    expect(verifyClave).toHaveBeenCalledTimes(3);
    expect(credentials.recordEstado).not.toHaveBeenCalled();
  });

  it('never sends a clave the SII refused to the SII again: it is refused as the SII did', async () => {
    const { post, verifyClave } = setup({ login: 'clave-incorrecta' });
    expect(await post({ rut: CLIENT, password: 'mala' })).toEqual({ success: false, message: WRONG });
    expect(await post({ rut: CLIENT, password: 'mala' })).toEqual({ success: false, message: WRONG });
    expect(verifyClave).toHaveBeenCalledTimes(1);
  });
});
