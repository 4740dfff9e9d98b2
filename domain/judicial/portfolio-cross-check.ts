/**
 * The portfolio cross-check of a judicial result (beyond the peers, issue 'The judicial radar' §5): each litigant whose
 * RUT is one of the factoring's clients (a cedente of its Cartera) or debtors (a deudor of its Cartera) is marked, and
 * a case where that matters to a factoring is flagged: a portfolio debtor sued in cobranza, or a client sued by a
 * portfolio debtor. Only a legal person's RUT is kept (judicial-records.ts), so a natural person is never matched.
 */
import { isValidRut, normalizeRut } from '../rut';
import type { JudicialCase, JudicialLitigant, JudicialRecords } from './judicial-records';

/** Which side of the factoring's portfolio a RUT is on. */
export type PortfolioMark = 'cliente' | 'deudor';

/** How a litigant's mark reads on a result. */
export const PORTFOLIO_MARK_TEXTS: Readonly<Record<PortfolioMark, string>> = {
  cliente: 'Cliente de la cartera',
  deudor: 'Deudor de la cartera',
};

/** The flags of a case, as the issue words them. */
export const PORTFOLIO_ALERTS = {
  deudorEnCobranza: 'Deudor de su cartera demandado en cobranza',
  clienteDemandadoPorDeudor: 'Cliente demandado por un deudor',
} as const;

/** A litigant with its portfolio marks ([] when none, or when its RUT is not kept). */
export interface MarkedLitigant extends JudicialLitigant {
  cartera: PortfolioMark[];
}

/** A case with its portfolio flags ({@link PORTFOLIO_ALERTS}; [] when none). */
export interface CheckedCase extends JudicialCase {
  alertasCartera: string[];
}

/** A result cross-checked against the portfolio. */
export interface CrossCheckedRecords {
  casos: CheckedCase[];
  litigantes: MarkedLitigant[];
}

/** The portfolio marks of each RUT ('NNNNNNNN-D', upper-case K) that is a client or debtor of the factoring. */
export type PortfolioMarks = ReadonlyMap<string, readonly PortfolioMark[]>;

/** The distinct valid RUTs of a result's litigants (legal persons), normalised: those to look up in the portfolio. */
export function litigantRuts(records: JudicialRecords): string[] {
  return [...new Set(records.litigantes.flatMap((l) => matchable(l.rut) ?? []))];
}

/**
 * The result with each litigant marked and each case flagged: 'Deudor de su cartera demandado en cobranza' when a
 * defendant ('DDO.') of a cobranza case is a portfolio debtor; 'Cliente demandado por un deudor' when a defendant is a
 * client and a plaintiff ('DTE.') a portfolio debtor. A lawyer's role ('AB.DTE') is neither side.
 * @param marks as {@link PortfolioMarks}.
 */
export function crossChecked(records: JudicialRecords, marks: PortfolioMarks): CrossCheckedRecords {
  const litigantes = records.litigantes.map((l) => {
    const rut = matchable(l.rut);
    return { ...l, cartera: rut ? [...(marks.get(rut) ?? [])] : [] };
  });
  const casos = records.casos.map((caso) => {
    const of = litigantes.filter((l) => l.rol === caso.rol);
    const sued = (mark: PortfolioMark) => of.some((l) => DEFENDANT.test(l.participante) && l.cartera.includes(mark));
    const suing = (mark: PortfolioMark) => of.some((l) => PLAINTIFF.test(l.participante) && l.cartera.includes(mark));
    const alertasCartera: string[] = [];
    if (caso.competencia === 'cobranza' && sued('deudor')) alertasCartera.push(PORTFOLIO_ALERTS.deudorEnCobranza);
    if (sued('cliente') && suing('deudor')) alertasCartera.push(PORTFOLIO_ALERTS.clienteDemandadoPorDeudor);
    return { ...caso, alertasCartera };
  });
  return { casos, litigantes };
}

const DEFENDANT = /^DDO\b/i;
const PLAINTIFF = /^DTE\b/i;

/** The RUT as the portfolio keys it, or null when none is kept or the portal's is not a valid RUT. */
const matchable = (rut: string | null) => (rut && isValidRut(rut) ? normalizeRut(rut) : null);
