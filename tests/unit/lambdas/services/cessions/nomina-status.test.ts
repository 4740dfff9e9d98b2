import { describe, expect, it } from 'vitest';
import { withNominaStatus } from '@lambdas/services/cessions/nomina-status';
import { cesionView } from '@tests/support/cession-factory';

const EMISOR = { rut: '76354771-K', razonSocial: 'EMISORA LIMITADA' };
const OTRO_FACTORING = { rut: '77360390-1', razonSocial: 'FACTORING PREVIO S.A.' };
const DEUDOR = { rut: '96790240-3', razonSocial: 'DEUDORA S.A.' };

describe('withNominaStatus (estadoNomina and Estado DBThor, core-platform §3, §6)', () => {
  const rows = [
    { rutClient: EMISOR.rut, rutDebtor: DEUDOR.rut, folio: 170, estado: 'VIGENTE' },
    { rutClient: EMISOR.rut, rutDebtor: DEUDOR.rut, folio: 171, estado: 'PAGADO' },
  ];

  it('matches on cedente, deudor and folio, and marks the unlisted documents', () => {
    const cesiones = [
      cesionView({ id: 'a', folio: 170, cedente: EMISOR, deudor: DEUDOR }),
      cesionView({ id: 'b', folio: 172, cedente: EMISOR, deudor: DEUDOR }),
      cesionView({ id: 'c', folio: 171, cedente: EMISOR, deudor: { rut: '96874030-K', razonSocial: 'OTRA' } }),
    ];
    expect(withNominaStatus(rows, cesiones).map((c) => [c.id, c.estadoNomina, c.estadoDbThor])).toEqual([
      ['a', 'En nómina', 'VIGENTE'],
      ['b', 'No está en nómina', null],
      ['c', 'No está en nómina', null],
    ]);
  });

  it('tries the emisor as the client when a re-ceded document has another cedente', () => {
    const [cesion] = withNominaStatus(rows, [
      cesionView({ folio: 171, emisor: EMISOR, cedente: OTRO_FACTORING, deudor: DEUDOR }),
    ]);
    expect(cesion).toMatchObject({ estadoNomina: 'En nómina', estadoDbThor: 'PAGADO' });
  });

  it('leaves the other fields and the input untouched', () => {
    const original = cesionView({ folio: 170, cedente: EMISOR, deudor: DEUDOR });
    const [joined] = withNominaStatus(rows, [original]);
    expect(original.estadoNomina).toBeNull();
    expect(original).not.toHaveProperty('estadoDbThor');
    expect(joined).toEqual({ ...original, estadoNomina: 'En nómina', estadoDbThor: 'VIGENTE' });
  });

  it('gives every document "No está en nómina" when the factoring never loaded one', () => {
    expect(withNominaStatus([], [cesionView()]).map((c) => c.estadoNomina)).toEqual(['No está en nómina']);
  });
});
