import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';
import type { CessionSearch } from '@web/lib/cessions/search-criteria';
import { cesionView } from '@tests/support/cession-factory';

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}
const sent: Sent[] = [];
let answer: (variables: Record<string, unknown>) => unknown = () => ({
  page: { items: [], nextToken: null, ultimaActualizacion: null },
});
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (query: string, variables: Record<string, unknown>) => {
    sent.push({ query, variables });
    return answer(variables);
  },
}));

const { addCesionChunk, cesionPages, FIRST_PAGE_LIMIT, PAGE_LIMIT } = await import('@web/lib/cessions/get-cesiones');

const search: CessionSearch = { fechaInicio: '2019-04-01', fechaTermino: '2019-04-30', rut: '', folio: 0 };
const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));

/** A server of three pages: tokens 't1', 't2', then null; `ultimaActualizacion` on every page. */
function threePages(variables: Record<string, unknown>) {
  const token = variables.nextToken as string | null;
  const next = { null: 't1', t1: 't2', t2: null }[String(token) as 'null' | 't1' | 't2'];
  return {
    page: {
      items: [cesionView({ id: `after-${token}` })],
      nextToken: next,
      ultimaActualizacion: '2019-04-08T14:40:00.000Z',
    },
  };
}

async function readAll(list: 'adquiridas' | 'cedidas' | 'adeudadas' = 'adquiridas', signal?: AbortSignal) {
  const chunks = [];
  for await (const chunk of cesionPages({ list }, '76389992-6', search, signal)) chunks.push(chunk);
  return chunks;
}

beforeEach(() => {
  sent.length = 0;
  answer = threePages;
});

describe('cession list pages (core-platform §7)', () => {
  it('asks a small first page, then pages of the server maximum, passing each nextToken back', async () => {
    const chunks = await readAll();
    expect(sent.map((s) => [s.variables.limit, s.variables.nextToken])).toEqual([
      [FIRST_PAGE_LIMIT, null],
      [PAGE_LIMIT, 't1'],
      [PAGE_LIMIT, 't2'],
    ]);
    expect(FIRST_PAGE_LIMIT).toBeLessThan(PAGE_LIMIT);
    expect(chunks.map((c) => c.last)).toEqual([false, false, true]);
  });

  it('sends rut and folio as null when the form leaves them empty, and tipoFiltro only for the acquired list', async () => {
    await readAll('cedidas');
    expect(sent[0]?.variables).toMatchObject({ rut: null, folio: null, rutFactoring: '76389992-6' });
    expect(sent[0]?.variables).not.toHaveProperty('tipoFiltro');
  });

  it('sends operations valid against schema.graphql for the three lists', async () => {
    for (const list of ['adquiridas', 'cedidas', 'adeudadas'] as const) await readAll(list);
    for (const { query } of sent) expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it('stops between pages once aborted', async () => {
    const controller = new AbortController();
    const chunks = [];
    for await (const chunk of cesionPages({ list: 'adquiridas' }, '76389992-6', search, controller.signal)) {
      chunks.push(chunk);
      controller.abort();
    }
    expect(chunks).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('fails instead of looping when the server repeats a token', async () => {
    answer = () => ({ page: { items: [], nextToken: 'same', ultimaActualizacion: null } });
    await expect(readAll()).rejects.toThrow('La paginación repitió el token same');
  });

  it('accumulates pages in API order, with the first page refresh instant and complete on the last page', async () => {
    const chunks = await readAll();
    const progress = chunks.map((_, i) => chunks.slice(0, i + 1).reduce(addCesionChunk, null));
    expect(progress.map((p) => p?.cesiones.map((c) => c.id))).toEqual([
      ['after-null'],
      ['after-null', 'after-t1'],
      ['after-null', 'after-t1', 'after-t2'],
    ]);
    expect(progress.map((p) => p?.complete)).toEqual([false, false, true]);
    expect(progress[2]?.ultimaActualizacion).toBe('2019-04-08T14:40:00.000Z');
  });
});
