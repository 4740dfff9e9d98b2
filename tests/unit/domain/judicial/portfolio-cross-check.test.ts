import { describe, expect, it } from 'vitest';
import type { JudicialRecords } from '@domain/judicial/judicial-records';
import {
  crossChecked,
  litigantRuts,
  PORTFOLIO_ALERTS,
  type PortfolioMarks,
} from '@domain/judicial/portfolio-cross-check';

const CLIENTE = '76354771-K';
const DEUDOR = '96500001-1';
const OTRO = '77360390-1';

const records = (competencia: 'civil' | 'cobranza', litigantes: [string, string | null][]): JudicialRecords => ({
  casos: [{ rol: 'C-1-2026', fechaIngreso: null, caratulado: 'X/Y', tribunal: '1º Juzgado Civil', competencia }],
  litigantes: litigantes.map(([participante, rut]) => ({
    rol: 'C-1-2026',
    participante,
    persona: rut ? 'Jurídica' : 'Natural',
    nombre: participante,
    rut,
  })),
});
const marks: PortfolioMarks = new Map([
  [CLIENTE, ['cliente']],
  [DEUDOR, ['deudor']],
]);

describe('the portfolio cross-check of a judicial result', () => {
  it('marks each litigant whose RUT is a client or debtor, however the portal writes it', () => {
    const result = crossChecked(
      records('civil', [
        ['DTE.', '96.500.001-1'],
        ['DDO.', '76354771-k'],
        ['AB.DTE', null],
        ['DDO.', OTRO],
      ]),
      marks,
    );
    expect(result.litigantes.map((l) => l.cartera)).toEqual([['deudor'], ['cliente'], [], []]);
  });

  it("flags a client sued by a portfolio debtor, not one sued by someone else or by the debtor's lawyer", () => {
    const flagged = crossChecked(
      records('civil', [
        ['DTE.', DEUDOR],
        ['DDO.', CLIENTE],
      ]),
      marks,
    );
    expect(flagged.casos[0]!.alertasCartera).toEqual([PORTFOLIO_ALERTS.clienteDemandadoPorDeudor]);
    const byOther = crossChecked(
      records('civil', [
        ['DTE.', OTRO],
        ['DDO.', CLIENTE],
      ]),
      marks,
    );
    expect(byOther.casos[0]!.alertasCartera).toEqual([]);
    const lawyer = crossChecked(
      records('civil', [
        ['AB.DTE', DEUDOR],
        ['DDO.', CLIENTE],
      ]),
      marks,
    );
    expect(lawyer.casos[0]!.alertasCartera).toEqual([]);
  });

  it('flags a portfolio debtor sued in cobranza, not in another competencia nor as plaintiff', () => {
    const cobranza = crossChecked(
      records('cobranza', [
        ['DTE.', OTRO],
        ['DDO.', DEUDOR],
      ]),
      marks,
    );
    expect(cobranza.casos[0]!.alertasCartera).toEqual([PORTFOLIO_ALERTS.deudorEnCobranza]);
    expect(
      crossChecked(
        records('civil', [
          ['DTE.', OTRO],
          ['DDO.', DEUDOR],
        ]),
        marks,
      ).casos[0]!.alertasCartera,
    ).toEqual([]);
    expect(
      crossChecked(
        records('cobranza', [
          ['DTE.', DEUDOR],
          ['DDO.', OTRO],
        ]),
        marks,
      ).casos[0]!.alertasCartera,
    ).toEqual([]);
  });

  it('looks up each valid litigant RUT once, normalised, and never a natural person or a malformed RUT', () => {
    const result = records('civil', [
      ['DTE.', '96.500.001-1'],
      ['DDO.', DEUDOR],
      ['AB.DTE', null],
      ['DDO.', '12345678-0'],
    ]);
    expect(litigantRuts(result)).toEqual([DEUDOR]);
  });
});
