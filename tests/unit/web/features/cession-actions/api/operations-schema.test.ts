import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql, parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';
import { envio } from '@tests/unit/web/lib/cessions/envio';

const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const received: Array<{ field: string; args: unknown }> = [];
const answer = {
  statusCode: 400,
  AECs: [
    {
      rutEmisor: '76354771-K',
      folio: 170,
      tipo: 33,
      error: null,
      envio: envio({ trackId: '1', enviadoEn: '2019-04-10T15:00:00Z' }),
    },
  ],
  AECsError: [{ rutEmisor: '76354771-K', folio: 171, tipo: 33, error: 'Documento no encontrado', envio: null }],
};

// Runs the web app's operation text and variables against schema.graphql, with root resolvers that record their
// arguments.
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (source: string, variableValues: Record<string, unknown>) => {
    const record = (field: string) => (args: unknown) => {
      received.push({ field, args: JSON.parse(JSON.stringify(args)) });
      return answer;
    };
    const rootValue = {
      cesionMasiva: record('cesionMasiva'),
      cesionMasivaGrilla: record('cesionMasivaGrilla'),
      devolverCesiones: record('devolverCesiones'),
      enviosAec: (args: unknown) => {
        received.push({ field: 'enviosAec', args: JSON.parse(JSON.stringify(args)) });
        return [{ rutEmisor: answer.AECs[0]!.rutEmisor, tipo: 33, folio: 170, envio: answer.AECs[0]!.envio }];
      },
    };
    const result = await graphql({ schema, source, variableValues, rootValue });
    if (result.errors) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data;
  },
}));

const { cesionMasiva } = await import('@web/features/cession-actions/api/cesion-masiva');
const { devolverCesiones } = await import('@web/features/cession-actions/api/devolver-cesiones');
const { enviosAec } = await import('@web/features/cession-actions/api/get-envios-aec');
const { CESION_FIELDS } = await import('@web/lib/cessions/cesion-fields');

describe('cession action operations of the web app', () => {
  it('send cesionMasiva as schema.graphql declares it and read the whole answer', async () => {
    const data = {
      rutCesionario: '77777777-7',
      data: [
        { rutEmisor: '76354771-K', tipo: 33, folio: 170, fechaVencimiento: '2019-05-30' },
        {
          rutEmisor: '76354771-K',
          tipo: 33,
          folio: 171,
          fechaVencimiento: '2019-05-30',
          rutDeudor: '96790240-3',
          valorDocto: 1000,
        },
      ],
    };
    expect(await cesionMasiva('76389992-6', data)).toEqual(answer);
    expect(received.at(-1)).toEqual({
      field: 'cesionMasiva',
      args: { rutFactoring: '76389992-6', cesionMasivaData: data },
    });
  });

  it("send the grid's mass cession as cesionMasivaGrilla, which the server guards with cederPorGrilla", async () => {
    const data = { rutCesionario: '77777777-7', data: [{ rutEmisor: '76354771-K', tipo: 33, folio: 170 }] };
    expect(await cesionMasiva('76389992-6', data, 'grilla')).toEqual(answer);
    expect(received.at(-1)).toEqual({
      field: 'cesionMasivaGrilla',
      args: { rutFactoring: '76389992-6', cesionMasivaData: data },
    });
  });

  it('send devolverCesiones with DteInput documents', async () => {
    const dtes = [{ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 170, idSecuencia: 2 }];
    expect(await devolverCesiones('76389992-6', dtes)).toEqual(answer);
    expect(received.at(-1)).toEqual({ field: 'devolverCesiones', args: { rutFactoring: '76389992-6', dtes } });
  });

  it("ask enviosAec for the factoring's envíos with every envío field", async () => {
    expect(await enviosAec('76389992-6')).toEqual([
      { rutEmisor: '76354771-K', tipo: 33, folio: 170, envio: answer.AECs[0]!.envio },
    ]);
    expect(received.at(-1)).toEqual({ field: 'enviosAec', args: { rutFactoring: '76389992-6' } });
  });

  it('ask the cession lists for each document envío', () => {
    const query = `query { archivosElectronicoDeCesionRecuperados(fechaInicio: "2019-04-01", fechaTermino: "2019-04-30", rutFactoring: "76389992-6") { items { ${CESION_FIELDS} } } }`;
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
    expect(CESION_FIELDS).toMatch(
      /envio \{ trackId estado estadoSii glosa etiqueta tipoAccion rutCesionario enviadoEn \}/,
    );
  });
});
