import { describe, expect, it } from 'vitest';
import { carteraView } from '@domain/cartera/cartera-view';
import { parseCarteraLimits } from '@domain/cartera/limits';
import { applyChanges, type PartyAggregate } from '@domain/cartera/party-aggregate';
import type { CessionRecord } from '@domain/cession';
import { limitUsage, limitUsages, type LimitedParty } from '@domain/reportes/limit-usage';
import { cessionRecord } from '@tests/support/cession-factory';

const NOW = new Date('2026-11-23T15:00:00Z');
const A = { rut: '96874030-K', razonSocial: 'DEUDOR A' };
const B = { rut: '96519800-8', razonSocial: 'DEUDOR B' };
const C = { rut: '76399752-9', razonSocial: 'CEDENTE UNO' };

let folio = 1;
const held = (deudor: typeof A, montoCedido: number): CessionRecord =>
  cessionRecord({ folio: folio++, deudor, cedente: C, montoCedido, fechaVencimiento: '2026-12-01', alertas: [] });

function aggregates(records: CessionRecord[]): PartyAggregate[] {
  const parties = new Map<string, PartyAggregate>();
  applyChanges(
    parties,
    records.map((after) => ({ before: null, after })),
  );
  return [...parties.values()];
}

const party = (overrides: Partial<LimitedParty>): LimitedParty => ({
  tipo: 'deudor',
  rut: A.rut,
  razonSocial: A.razonSocial,
  documentos: 1,
  monto: 600,
  participacion: 0.6,
  participacionMaxima: null,
  montoMaximo: null,
  excesos: [],
  ...overrides,
});

describe('limitUsages over the Cartera view', () => {
  // A holds 600 and B 400 of a 1,000 portfolio; debtors may hold 50 % at most, and A 700 CLP.
  const view = carteraView(
    aggregates([held(A, 600), held(B, 300), held(B, 100)]),
    parseCarteraLimits({
      deudorParticipacionMaxima: 0.5,
      porRut: [{ tipo: 'deudor', rut: A.rut, montoMaximo: 700 }],
    }),
    NOW,
  );

  it('ranks the debtors by the use of their tightest limit and flags a breach as Cartera does', () => {
    const usages = limitUsages(view.deudores, view.total.monto, '');
    expect(usages.map((u) => u.rut)).toEqual([A.rut, B.rut]);
    // A: 60 % of a 50 % share is 1.2 of it; 600 of 700 CLP is less.
    expect(usages[0]!.uso).toBeCloseTo(1.2);
    expect(usages[0]!.excesos).toHaveLength(1);
    expect(usages[1]!.uso).toBeCloseTo(0.8);
    expect(usages[1]!.excesos).toEqual([]);
  });

  it('gives the CLP a party may still take before its share passes the limit, negative when over', () => {
    const [a, b] = limitUsages(view.deudores, view.total.monto, '');
    // B: (0.5 · 1,000 − 400) / 0.5 = 200, and then it holds 600 of 1,200: exactly 50 %.
    expect(b!.disponible).toBe(200);
    // A is 200 over the share's room ((500 − 600) / 0.5), tighter than the 100 left of its 700 CLP ceiling.
    expect(a!.disponible).toBe(-200);
  });

  it('narrows to the filtered RUT and leaves out the kind without limits', () => {
    expect(limitUsages(view.deudores, view.total.monto, B.rut).map((u) => u.rut)).toEqual([B.rut]);
    expect(limitUsages(view.cedentes, view.total.monto, '')).toEqual([]);
  });
});

describe('limitUsage', () => {
  it('is null for a party under no limit', () => {
    expect(limitUsage(party({}), 1_000)).toBeNull();
  });

  it('reads a CLP ceiling alone as monto over the ceiling and the CLP left', () => {
    expect(limitUsage(party({ montoMaximo: 800 }), 1_000)).toMatchObject({ uso: 0.75, disponible: 200 });
  });

  it('caps no amount under a 100 % share', () => {
    expect(limitUsage(party({ participacionMaxima: 1 }), 1_000)).toMatchObject({ uso: 0.6, disponible: null });
  });
});
