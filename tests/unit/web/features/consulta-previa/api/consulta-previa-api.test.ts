import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';

const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (query: string, variables: Record<string, unknown>) => {
    sent.push({ query, variables });
    return { consultaPrevia: [] };
  },
}));

const { consultaPrevia } = await import('@web/features/consulta-previa/api/consulta-previa');

describe('consultaPrevia operation', () => {
  it('is valid against schema.graphql and sends the single form as inputDTE', async () => {
    await consultaPrevia({ rut: '76354771-K', tipo: 33, rango: '1,2,5-8' }, '76389992-6');
    expect(sent).toHaveLength(1);
    const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
    expect(validate(schema, parse(sent[0]!.query)).map((error) => error.message)).toEqual([]);
    expect(sent[0]!.variables).toEqual({
      inputDTE: { rut: '76354771-K', tipo: 33, rango: '1,2,5-8' },
      rutFactoring: '76389992-6',
    });
  });
});
