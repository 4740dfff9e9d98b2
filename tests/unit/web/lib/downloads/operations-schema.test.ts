import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';

const sent: Array<{ query: string; variables: Record<string, unknown> }> = [];
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (query: string, variables: Record<string, unknown>) => {
    sent.push({ query, variables });
    return new Proxy({}, { get: () => null });
  },
}));

const { getAecFile } = await import('@web/lib/downloads/get-aec-file');
const { getPdfFile } = await import('@web/lib/downloads/get-pdf-file');
const { getCertificate } = await import('@web/lib/downloads/get-certificate');
const { getCertificadoAceptacionReclamo } = await import('@web/lib/downloads/get-certificado-aceptacion-reclamo');
const { getMovimientos } = await import('@web/lib/downloads/get-movimientos');
const { getCertificateMasivo } = await import('@web/lib/downloads/get-certificate-masivo');
const { getCesionesPdf } = await import('@web/lib/downloads/get-cesiones-pdf');
const { getFactoringFeatures } = await import('@web/lib/factoring/get-factoring-features');

const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const key = { rutEmisor: '76354771-K', tipo: 33, folio: 170, idSecuencia: 2, rutFactoring: '76389992-6' };
const dtes = [{ rutEmisor: '76354771-K', tipoDTE: 33, folioDTE: 170, idSecuencia: 2 }];

describe('download and export operations', () => {
  it('are valid against schema.graphql, so a contract change fails here and not in the browser', async () => {
    await Promise.allSettled([
      getAecFile(key),
      getPdfFile(key),
      getCertificate(key),
      getCertificadoAceptacionReclamo(key),
      getMovimientos({
        folio: 170,
        rutEmisor: key.rutEmisor,
        tipoDocumento: 33,
        rutFactoring: key.rutFactoring,
        rznEmisor: 'EMISORA',
      }),
      getCertificateMasivo({
        rutEmpresa: key.rutFactoring,
        tipoConsulta: 'adquiridas',
        fechaCesionDesde: '2019-04-01',
        fechaCesionHasta: '2019-04-30',
        dtes,
      }),
      getCesionesPdf(key.rutFactoring, dtes),
      getFactoringFeatures(key.rutFactoring),
    ]);
    expect(sent).toHaveLength(8);
    for (const { query } of sent) {
      expect(
        validate(schema, parse(query)).map((error) => error.message),
        query,
      ).toEqual([]);
    }
  });
});
