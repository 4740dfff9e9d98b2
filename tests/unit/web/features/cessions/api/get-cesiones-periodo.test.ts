import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/id-token', () => ({ idTokenAuthorization: async () => ({ Authorization: 'token' }) }));
vi.mock('@web/lib/demo-mode', () => ({ demoAnswer: <T>(value: T) => value, demoRequest: <T>(value: T) => value }));

const { getCesionesPeriodo } = await import('@web/features/cessions/api/get-cesiones-periodo');

const search = { fechaInicio: '2019-05-01', fechaTermino: '2019-05-31', rut: '', folio: 0 } as Parameters<
  typeof getCesionesPeriodo
>[2];
const criteria = { tipoFecha: 'vencimiento', mntCesionInicial: null, mntCesionFinal: null } as Parameters<
  typeof getCesionesPeriodo
>[3];

afterEach(() => vi.unstubAllGlobals());

describe('getCesionesPeriodo', () => {
  it('asks page after page with the nextToken of each answer and joins them in order', async () => {
    const answers = [
      { Cesiones: [{ folio: 1 }], nextToken: 'a' },
      { Cesiones: [], nextToken: 'b' },
      { Cesiones: [{ folio: 2 }, { folio: 3 }], nextToken: null },
    ];
    const bodies: Array<Record<string, unknown>> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return new Response(JSON.stringify(answers[bodies.length - 1]), { status: 200 });
      }),
    );
    const result = await getCesionesPeriodo('http://api/', '76389992-6', search, criteria);
    expect(result.cesiones.map((cesion) => cesion.folio)).toEqual([1, 2, 3]);
    expect(bodies.map((body) => body.nextToken)).toEqual([null, 'a', 'b']);
    expect(bodies.every((body) => body.tipoFecha === 'vencimiento' && body.rutCesionario === '76389992-6')).toBe(true);
  });

  it("stops at a failing page with the spec's error instead of showing part of the answer", async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ++calls === 1
          ? new Response(JSON.stringify({ Cesiones: [{ folio: 1 }], nextToken: 'a' }))
          : new Response('{}', { status: 502 }),
      ),
    );
    await expect(getCesionesPeriodo('http://api/', '76389992-6', search, criteria)).rejects.toThrow(
      'Error al cargar cesiones. Código de estado: 502',
    );
  });
});
