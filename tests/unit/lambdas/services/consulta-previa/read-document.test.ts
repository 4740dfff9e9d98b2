import { describe, expect, it } from 'vitest';
import type { EstCesionAnswer } from '@domain/sii-web/rpetc-answers';
import { readDocument } from '@lambdas/services/consulta-previa/read-document';
import type { RegistrySession } from '@lambdas/services/consulta-previa/registry-session';
import { SiiError } from '@lambdas/sii/web/errors';

const FACTORING = '76389992-6';
const DTE = { rutEmisor: '76354771-K', tipoDTE: 33, folio: 170 };

const answer = (estado: number, glosa = '', rutTenedor: string | null = null): EstCesionAnswer => ({
  estado,
  glosa,
  rutTenedor,
  fechaUltimaAnotacion: null,
  rutCobranza: null,
  dirCobranza: null,
  decJurada: null,
});

/** A session whose registry answers are given; the other questions fail (their failure must not matter here). */
function session(
  estCesion: () => Promise<EstCesionAnswer>,
  relac: () => Promise<EstCesionAnswer> = async () => answer(0, '', FACTORING),
): RegistrySession {
  const down = async (): Promise<never> => {
    throw new SiiError('sii-no-disponible', { operation: 'x' });
  };
  return {
    getEstCesion: estCesion,
    getEstCesionRelac: relac,
    consultarDocDteCedible: down,
    fetchEvents: down,
    fetchReceptionDate: down,
    close: async () => undefined,
  };
}

const read = (s: RegistrySession) => readDocument(s, FACTORING, DTE);

describe('readDocument: the registry (RPETC-WS §3.3 ESTADO codes)', () => {
  it('ESTADO 2 is not ceded; ESTADO 0 then getEstCesionRelac names the holder', async () => {
    expect((await read(session(async () => answer(2, 'Error No se encontró información')))).registro).toEqual({
      kind: 'no-cedido',
    });
    const held = await read(session(async () => answer(0, 'Documento Cedido')));
    expect(held).toMatchObject({
      registro: { kind: 'cedido', tenedor: FACTORING },
      failure: null,
      glosaEstado: 'Documento Cedido',
    });
  });

  it('getEstCesionRelac -15 (not linked) means someone else holds it; another answer or a failure leaves the holder unknown', async () => {
    const ceded = async () => answer(0, 'Documento Cedido');
    expect((await read(session(ceded, async () => answer(-15, 'no vinculada')))).registro).toEqual({
      kind: 'cedido',
      tenedor: null,
    });
    expect((await read(session(ceded, async () => answer(1, 'Error de datos')))).registro).toEqual({
      kind: 'cedido-sin-tenedor',
    });
    const failing = await read(
      session(ceded, async () => {
        throw new SiiError('respuesta-invalida', { operation: 'getEstCesionRelac' });
      }),
    );
    expect(failing.registro).toEqual({ kind: 'cedido-sin-tenedor' });
  });

  it('an unreachable SII is sin-conexion; another failure or ESTADO is sin-estado; the other questions are null', async () => {
    const down = await read(
      session(async () => {
        throw new SiiError('sii-no-disponible', { operation: 'getEstCesion' });
      }),
    );
    expect(down).toMatchObject({
      registro: { kind: 'desconocido' },
      failure: 'sin-conexion',
      cedible: null,
      eventos: null,
      fechaRecepcion: null,
    });
    const noCert = await read(
      session(async () => {
        throw new SiiError('sin-credenciales', { operation: 'getEstCesion', rut: FACTORING });
      }),
    );
    expect(noCert).toMatchObject({ failure: 'sin-estado', glosaEstado: expect.stringMatching(/Falta la credencial/) });
    expect(await read(session(async () => answer(1, 'Error de datos')))).toMatchObject({
      failure: 'sin-estado',
      glosaEstado: 'ESTADO 1: Error de datos',
    });
  });
});
