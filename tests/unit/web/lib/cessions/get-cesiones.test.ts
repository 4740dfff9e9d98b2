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

/** Rows of each window on the test server, and the most it answers at once (as the real one's byte budget cuts). */
const WINDOW_ROWS = 250;
const ANSWER_ROWS = 120;

/**
 * A server that pages each window's WINDOW_ROWS rows by offset: at most `limit` and ANSWER_ROWS rows per answer,
 * nextToken the offset of the next row (null after the last); ids '<window's first day>#<row>'; `ultimaActualizacion`
 * on every page.
 */
function pagedServer(variables: Record<string, unknown>) {
  const from = Number(variables.nextToken ?? 0);
  const to = Math.min(WINDOW_ROWS, from + Math.min(Number(variables.limit), ANSWER_ROWS));
  return {
    page: {
      items: Array.from({ length: to - from }, (_, i) =>
        cesionView({ id: `${String(variables.fechaInicio)}#${from + i}` }),
      ),
      nextToken: to < WINDOW_ROWS ? String(to) : null,
      ultimaActualizacion: '2019-04-08T14:40:00.000Z',
    },
  };
}

/** Every row of both windows, in API order. */
const allRows = ['2019-04-01', '2019-04-16'].flatMap((day) =>
  Array.from({ length: WINDOW_ROWS }, (_, row) => `${day}#${row}`),
);

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
  answer = pagedServer;
});

describe('cession list pages (core-platform §7)', () => {
  it('reads the window as two halves at once, the first half asked small and whole together, then page by page', async () => {
    const chunks = await readAll();
    expect(PARALLEL_WINDOWS).toBe(2);
    expect(FIRST_PAGE_LIMIT).toBeLessThan(ANSWER_ROWS);
    expect(sentFor('2019-04-01')).toEqual([
      ['2019-04-15', FIRST_PAGE_LIMIT, null],
      ['2019-04-15', PAGE_LIMIT, null],
      ['2019-04-15', PAGE_LIMIT, '120'],
      ['2019-04-15', PAGE_LIMIT, '240'],
    ]);
    expect(sentFor('2019-04-16')).toEqual([
      ['2019-04-30', PAGE_LIMIT, null],
      ['2019-04-30', PAGE_LIMIT, '120'],
      ['2019-04-30', PAGE_LIMIT, '240'],
    ]);
    // The three first pages leave at once, before any page that waits for a token.
    expect(sent.slice(0, 3).map((s) => s.variables.nextToken)).toEqual([null, null, null]);
    expect(chunks.map((c) => c.cesiones.length)).toEqual([
      FIRST_PAGE_LIMIT,
      120 - FIRST_PAGE_LIMIT,
      120,
      10,
      120,
      120,
      10,
    ]);
    expect(chunks.map((c) => c.last)).toEqual([false, false, false, false, false, false, true]);
  });

  it('hands every row over once, in API order, whichever page answers first', async () => {
    for (const slow of [FIRST_PAGE_LIMIT, PAGE_LIMIT]) {
      sent.length = 0;
      answer = async (variables) => {
        const late = variables.fechaInicio === '2019-04-01' && variables.limit === slow && !variables.nextToken;
        if (late) await new Promise((resolve) => setTimeout(resolve, 20));
        return pagedServer(variables);
      };
      expect(ids(await readAll())).toEqual(allRows);
    }
  });

  it('follows no token of the small first page, and ends the half there when it holds every row', async () => {
    answer = (variables) => ({
      page: { items: [cesionView({ id: String(variables.fechaInicio) })], nextToken: null, ultimaActualizacion: null },
    });
    const chunks = await readAll();
    expect(ids(chunks)).toEqual(['2019-04-01', '2019-04-16']);
    expect(sentFor('2019-04-01').map(([, limit]) => limit)).toEqual([FIRST_PAGE_LIMIT, PAGE_LIMIT]);
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
      return pagedServer(variables);
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
    expect(progress.map((p) => p?.cesiones.length)).toEqual([100, 120, 240, 250, 370, 490, 500]);
    expect(progress[6]?.cesiones.map((c) => c.id)).toEqual(allRows);
    expect(progress.map((p) => p?.complete)).toEqual([false, false, false, false, false, false, true]);
    expect(progress[6]?.ultimaActualizacion).toBe('2019-04-08T14:40:00.000Z');
  });
});
