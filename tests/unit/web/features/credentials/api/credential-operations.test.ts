import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '@tests/support/fixtures';

const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
const received: Record<string, unknown[]> = {};

const CERTIFICADO = {
  nombre: 'Juan',
  titular: 'JUAN PEREZ',
  rutTitular: '12345678-5',
  rutFirmante: '12345678-5',
  emisor: 'CA',
  validoDesde: '2025-01-01T00:00:00.000Z',
  validoHasta: '2027-01-01T00:00:00.000Z',
  serie: '01',
  diasParaVencer: 400,
  porVencer: false,
  vencido: false,
  cargadoEn: '2026-01-01T00:00:00.000Z',
  adjuntos: [{ nombre: 'poder.pdf', bytes: 8 }],
};
const CLAVE = {
  rutUsuario: '11111111-1',
  estado: 'Activo',
  mensaje: null,
  verificadaEn: '2026-01-01T00:00:00.000Z',
  registradaEn: '2026-01-01T00:00:00.000Z',
};

const record = (field: string, answer: unknown) => (args: unknown) => {
  (received[field] ??= []).push(args);
  return answer;
};

// Runs the web app's operation texts and variables against schema.graphql, with root resolvers that record their
// arguments.
vi.mock('@web/lib/graphql', () => ({
  runGraphql: async (source: string, variableValues: Record<string, unknown>) => {
    const rootValue = {
      certificadoDigital: record('certificadoDigital', CERTIFICADO),
      insertCertificadoDigital: record('insertCertificadoDigital', CERTIFICADO),
      deleteCertificadoDigital: record('deleteCertificadoDigital', true),
      claveSiiFactoring: record('claveSiiFactoring', null),
      guardarClaveSiiFactoring: record('guardarClaveSiiFactoring', CLAVE),
    };
    const result = await graphql({ schema, source, variableValues, rootValue });
    if (result.errors) throw new Error(result.errors.map((e) => e.message).join('; '));
    return result.data;
  },
}));

const { getCertificadoDigital } = await import('@web/features/credentials/api/get-certificado-digital');
const { insertCertificadoDigital } = await import('@web/features/credentials/api/insert-certificado-digital');
const { deleteCertificadoDigital } = await import('@web/features/credentials/api/delete-certificado-digital');
const { getClaveSiiFactoring } = await import('@web/features/credentials/api/get-clave-sii-factoring');
const { guardarClaveSiiFactoring } = await import('@web/features/credentials/api/guardar-clave-sii-factoring');
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('the Firma Digital operations of the web app against schema.graphql', () => {
  it('reads the certificate and the clave facts', async () => {
    expect(await getCertificadoDigital('76389992-6')).toEqual(CERTIFICADO);
    expect(await getClaveSiiFactoring('76389992-6')).toBeNull();
    expect(plain(received.certificadoDigital)).toEqual([{ rutFactoring: '76389992-6' }]);
  });

  it('uploads with the insertCertificadoDigital payload of core-platform §7', async () => {
    const upload = {
      rutEmpresa: '76389992-6',
      rutFirmante: '12345678-5',
      certificado: 'TUlJ',
      clave: 'p',
      nombre: 'Juan',
      adjuntos: [{ nombre: 'poder.pdf', contenido: 'JVBERg==' }],
    };
    expect(await insertCertificadoDigital(upload)).toEqual(CERTIFICADO);
    expect(plain(received.insertCertificadoDigital)).toEqual([upload]);
  });

  it('deletes and saves the clave', async () => {
    expect(await deleteCertificadoDigital('76389992-6')).toBe(true);
    expect(await guardarClaveSiiFactoring('76389992-6', '11111111-1', 'c')).toEqual(CLAVE);
    expect(plain(received.guardarClaveSiiFactoring)).toEqual([
      { rutFactoring: '76389992-6', rutUsuario: '11111111-1', clave: 'c' },
    ]);
  });
});
