import { describe, expect, it } from 'vitest';
import { executiveDocuments, executivePortfolios, figuresByExecutive } from '@domain/reportes/executive-figures';
import { cesionView } from '@tests/support/cession-factory';

const cedente = (rut: string) => ({ cedente: { rut, razonSocial: `CLIENTE ${rut}` } });

describe('figuresByExecutive', () => {
  const documents = [
    cesionView({ ...cedente('1-9'), montoCedido: 100 }),
    cesionView({ ...cedente('1-9'), montoCedido: 50 }),
    cesionView({ ...cedente('2-7'), montoCedido: 300 }),
    cesionView({ ...cedente('3-5'), montoCedido: 10 }),
    // A cedente the client list does not hold.
    cesionView({ ...cedente('9-9'), montoCedido: 1_000 }),
  ];
  const clients = [
    { rut: '1-9', ejecutivos: ['ana@f.cl'] },
    { rut: '2-7', ejecutivos: ['ana@f.cl', 'luis@f.cl'] },
    { rut: '3-5', ejecutivos: [] },
    { rut: '4-3', ejecutivos: ['sin-cesiones@f.cl'] },
  ];

  it("sums each executive's clients' cessions, a shared client in both, the unassigned apart, strangers in none", () => {
    const rows = figuresByExecutive(documents, clients);
    expect(rows.map((r) => [r.ejecutivo, r.clientes, r.documentos, r.montoCedido])).toEqual([
      ['ana@f.cl', ['1-9', '2-7'], 3, 450],
      ['luis@f.cl', ['2-7'], 1, 300],
      ['', ['3-5'], 1, 10],
      ['sin-cesiones@f.cl', ['4-3'], 0, 0],
    ]);
  });

  it("lists an executive's documents by its clients' RUTs, in input order", () => {
    expect(executiveDocuments(documents, ['2-7', '1-9']).map((d) => d.montoCedido)).toEqual([100, 50, 300]);
  });
});

describe('executivePortfolios', () => {
  it('gives each executive its clients, a shared client to both, and the unassigned under the empty name', () => {
    const portfolios = executivePortfolios([
      { rut: '1-9', ejecutivos: ['ana@f.cl'] },
      { rut: '2-7', ejecutivos: ['luis@f.cl', 'ana@f.cl'] },
      { rut: '3-5', ejecutivos: [] },
    ]);
    expect(Object.fromEntries(portfolios)).toEqual({ 'ana@f.cl': ['1-9', '2-7'], 'luis@f.cl': ['2-7'], '': ['3-5'] });
  });
});
