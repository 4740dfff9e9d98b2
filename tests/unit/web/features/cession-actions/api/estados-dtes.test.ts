import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DteConsulta } from '@domain/consulta-previa/folio-range';

vi.mock('@web/lib/id-token', () => ({ idTokenAuthorization: async () => ({ Authorization: 'token' }) }));
const { fetchEstadosDtes } = await import('@web/features/cession-actions/api/estados-dtes');

const REST = 'http://rest.local/';
const dtes = (count: number): DteConsulta[] =>
  Array.from({ length: count }, (_, i) => ({ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: i + 1 }));

/**
 * Answers each request with one row per document it sent, holding the requests until `atOnce` are in flight and then
 * answering the last one first, and records the most in flight at once.
 */
function answerInReverse(atOnce: number) {
  const bodies: DteConsulta[][] = [];
  const held: Array<() => void> = [];
  let most = 0;
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    const sent = (JSON.parse(String(init.body)) as { dtes: DteConsulta[] }).dtes;
    bodies.push(sent);
    await new Promise<void>((release) => {
      held.push(release);
      most = Math.max(most, held.length);
      if (held.length === atOnce)
        held
          .splice(0)
          .reverse()
          .forEach((answer) => answer());
    });
    const estadosDTES = sent.map((dte) => ({ ...dte, estado: 'No Cedido' }));
    return new Response(JSON.stringify({ estadosDTES }), { status: 200 });
  });
  return { bodies, most: () => most };
}

describe('fetchEstadosDtes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends up to 20 documents in one request', async () => {
    const world = answerInReverse(1);
    const rows = await fetchEstadosDtes(REST, '76389992-6', dtes(20));
    expect(world.bodies.map((body) => body.length)).toEqual([20]);
    expect(rows.map((row) => row.folioDTE)).toEqual(dtes(20).map((dte) => dte.folioDTE));
  });

  it('splits 35 documents into two parallel requests and merges their estadosDTES in the documents’ order', async () => {
    const world = answerInReverse(2);
    const rows = await fetchEstadosDtes(REST, '76389992-6', dtes(35));
    expect(world.bodies.map((body) => body.length)).toEqual([20, 15]);
    expect(world.most()).toBe(2);
    expect(rows.map((row) => row.folioDTE)).toEqual(dtes(35).map((dte) => dte.folioDTE));
  });

  it('throws the §7 text with the status of a non-OK answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 502 }));
    await expect(fetchEstadosDtes(REST, '76389992-6', dtes(25))).rejects.toThrow(
      'Error al cargar detalle cesiones. Código de estado: 502',
    );
  });
});
