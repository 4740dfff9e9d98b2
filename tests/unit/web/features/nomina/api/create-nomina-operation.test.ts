import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';

const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const received: unknown[] = [];

// Runs the web app's operation text and variables against schema.graphql, with a root resolver that records its
// arguments.
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (source: string, variableValues: Record<string, unknown>) => {
    const rootValue = {
      createNomina: (args: unknown) => {
        received.push(args);
        return { success: true, body: 'Nómina cargada con éxito!', filas: 1 };
      },
    };
    const result = await graphql({ schema, source, variableValues, rootValue });
    if (result.errors) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data;
  },
}));

const { createNomina } = await import('@web/features/nomina/api/create-nomina');

describe('createNomina operation of the web app', () => {
  it('sends {Nominas: {data, empresa}} as schema.graphql declares it and reads the answer', async () => {
    const row = { rutClient: '76354771-K', rutDebtor: '96790240-3', folio: 170, estado: 'VIGENTE' };
    const answer = await createNomina('76389992-6', [row]);
    expect(answer).toEqual({ success: true, body: 'Nómina cargada con éxito!', filas: 1 });
    expect(JSON.parse(JSON.stringify(received))).toEqual([{ Nominas: { empresa: '76389992-6', data: [row] } }]);
  });
});
