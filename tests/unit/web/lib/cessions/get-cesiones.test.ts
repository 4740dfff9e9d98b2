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

const { addCesionChunk, cesionPages, FIRST_PAGE_LIMIT, PAGE_LIMIT, PARALLEL_WINDOWS } =
  await import('@web/lib/cessions/get-cesiones');

const search: CessionSearch = { fechaInicio: '2019-04-01', fechaTermino: '2019-04-30', rut: '', folio: 0 };
const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));

/**
 * A server of three pages per window: tokens 't1', 't2', then null; each item's id names its window's first day and
 * the token it was asked with; `ultimaActualizacion` on every page.
 */
function threePages(variables: Record<string, unknown>) {
  const token = variables.nextToken as string | null;
  const next = { null: 't1', t1: 't2', t2: null }[String(token) as 'null' | 't1' | 't2'];
  return {
    page: {
      items: [cesionView({ id: `${String(variables.fechaInicio)}-after-${token}` })],
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

/** The requests sent for the window starting on `fechaInicio`: [fechaTermino, limit, nextToken]. */
const sentFor = (fechaInicio: string) =>
  sent
    .filter((s) => s.variables.fechaInicio === fechaInicio)
    .map((s) => [s.variables.fechaTermino, s.variables.limit, s.variables.nextToken]);

const ids = (chunks: Array<{ cesiones: Array<{ id: string }> }>) => chunks.flatMap((c) => c.cesiones.map((x) => x.id));

beforeEach(() => {
  sent.length = 0;
  answer = threePages;
});

describe('cession list pages (core-platform §7)', () => {
  it('reads the window as two halves at once, each page by page, the first small and the others of the maximum', async () => {
    const chunks = await readAll();
    expect(PARALLEL_WINDOWS).toBe(2);
    expect(sentFor('2019-04-01')).toEqual([
      ['2019-04-15', FIRST_PAGE_LIMIT, null],
      ['2019-04-15', PAGE_LIMIT, 't1'],
      ['2019-04-15', PAGE_LIMIT, 't2'],
    ]);
    expect(sentFor('2019-04-16')).toEqual([
      ['2019-04-30', PAGE_LIMIT, null],
      ['2019-04-30', PAGE_LIMIT, 't1'],
      ['2019-04-30', PAGE_LIMIT, 't2'],
    ]);
    expect(sent).toHaveLength(6);
    // Both halves start at once: the second half's first page is asked before the first half's second one.
    expect(sent.findIndex((s) => s.variables.fechaInicio === '2019-04-16')).toBeLessThan(
      sent.findIndex((s) => s.variables.nextToken === 't1'),
    );
    expect(FIRST_PAGE_LIMIT).toBeLessThan(PAGE_LIMIT);
    expect(chunks.map((c) => c.last)).toEqual([false, false, false, false, false, true]);
  });

  it('hands the pages over in window order (API order) even when the later half answers first', async () => {
    answer = async (variables) => {
      if (variables.fechaInicio === '2019-04-01') await new Promise((resolve) => setTimeout(resolve, 20));
      return threePages(variables);
    };
    expect(ids(await readAll())).toEqual([
      '2019-04-01-after-null',
      '2019-04-01-after-t1',
      '2019-04-01-after-t2',
      '2019-04-16-after-null',
      '2019-04-16-after-t1',
      '2019-04-16-after-t2',
    ]);
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

  it('asks no page once aborted', async () => {
    answer = async (variables) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return threePages(variables);
    };
    const controller = new AbortController();
    const chunks = [];
    let atAbort = 0;
    for await (const chunk of cesionPages({ list: 'adquiridas' }, '76389992-6', search, controller.signal)) {
      chunks.push(chunk);
      atAbort = sent.length;
      controller.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(chunks).toHaveLength(1);
    expect(sent).toHaveLength(atAbort);
    expect(atAbort).toBe(3);
  });

  it('fails instead of looping when the server repeats a token', async () => {
    answer = () => ({ page: { items: [], nextToken: 'same', ultimaActualizacion: null } });
    await expect(readAll()).rejects.toThrow('La paginación repitió el token same');
  });

  it('accumulates pages in API order, with the first page refresh instant and complete on the last page', async () => {
    const chunks = await readAll();
    const progress = chunks.map((_, i) => chunks.slice(0, i + 1).reduce(addCesionChunk, null));
    expect(progress.map((p) => p?.cesiones.length)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(progress[5]?.cesiones.map((c) => c.id)).toEqual(ids(chunks));
    expect(progress.map((p) => p?.complete)).toEqual([false, false, false, false, false, true]);
    expect(progress[5]?.ultimaActualizacion).toBe('2019-04-08T14:40:00.000Z');
  });
});
