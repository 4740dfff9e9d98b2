/**
 * 'Cartera' at one instant: exposure by debtor and by cedente with share and rank, the aging
 * tramos, the acceptance mix and the concentration limits' breaches, read from the aggregates the refresh keeps
 * (party-aggregate.ts). Amounts CLP (montoCedido); shares as fractions of the portfolio's total.
 */
import type { RedFlagRule } from '../red-flags/red-flag';
import { RED_FLAG_RULES } from '../red-flags/red-flag';
import { ACCEPTANCE_LABELS, ACCEPTANCE_STATES, acceptanceAt, type AcceptanceState } from './acceptance';
import { AGING_BUCKETS, AGING_LABELS, agingBucket, type AgingBucket } from './aging';
import type { CarteraLimits } from './limits';
import { parseCellKey, type PartyAggregate, type PartyKind } from './party-aggregate';

/** Documents and CLP. */
export interface Totals {
  documentos: number;
  monto: number;
}

/** One debtor or cedente in the ranking. */
export interface CarteraParty extends Totals {
  tipo: PartyKind;
  rut: string;
  razonSocial: string;
  /** 1 for the largest exposure. */
  ranking: number;
  /** monto / the portfolio's monto (0 when the portfolio is empty). */
  participacion: number;
  documentosConAlertas: number;
  alertas: { regla: RedFlagRule; documentos: number }[];
  /** The limits that apply to it (null when none is set). */
  participacionMaxima: number | null;
  montoMaximo: number | null;
  /** Spanish reasons of each limit it exceeds; empty when none. */
  excesos: string[];
}

/** The whole view. */
export interface CarteraView {
  total: Totals & { documentosConAlertas: number };
  deudores: CarteraParty[];
  cedentes: CarteraParty[];
  vencimientos: (Totals & { tramo: AgingBucket; etiqueta: string })[];
  aceptacion: (Totals & { estado: AcceptanceState; etiqueta: string })[];
  /** The pending documents by days left (null: no reception date), fewest days first. */
  pendientes: (Totals & { diasRestantes: number | null })[];
}

const percent = (fraction: number) => `${(fraction * 100).toLocaleString('es-CL', { maximumFractionDigits: 1 })} %`;
const clp = (amount: number) => `$${Math.round(amount).toLocaleString('es-CL')}`;

/**
 * Builds the view from the aggregates at `now` (tramos and the 8-day lapse move with the clock). Every document has
 * one debtor, so the totals, tramos and mix are summed over the debtor aggregates. Parties are ranked by monto, larger
 * first (ties by RUT). A party exceeds a limit when its share is strictly above its kind's participacionMaxima or its
 * monto strictly above the montoMaximo set for its RUT.
 */
export function carteraView(parties: readonly PartyAggregate[], limits: CarteraLimits, now: Date): CarteraView {
  const aging = new Map<AgingBucket, Totals>(AGING_BUCKETS.map((tramo) => [tramo, { documentos: 0, monto: 0 }]));
  const mix = new Map<AcceptanceState, Totals>(
    ACCEPTANCE_STATES.map((estado) => [estado, { documentos: 0, monto: 0 }]),
  );
  const pending = new Map<number | null, Totals>();
  const total = { documentos: 0, monto: 0, documentosConAlertas: 0 };
  const add = (totals: Totals, [documentos, monto]: readonly [number, number]) => {
    totals.documentos += documentos;
    totals.monto += monto;
  };
  const sums = parties.map((party) => {
    const sum = { documentos: 0, monto: 0, documentosConAlertas: 0 };
    for (const [key, cell] of Object.entries(party.cells)) {
      const { fechaVencimiento, aceptacion, conAlertas } = parseCellKey(key);
      add(sum, cell);
      if (conAlertas) sum.documentosConAlertas += cell[0];
      if (party.tipo !== 'deudor') continue;
      add(aging.get(agingBucket(fechaVencimiento, now))!, cell);
      const { estado, diasRestantes } = acceptanceAt(aceptacion, now);
      add(mix.get(estado)!, cell);
      if (estado === 'pendiente') {
        if (!pending.has(diasRestantes)) pending.set(diasRestantes, { documentos: 0, monto: 0 });
        add(pending.get(diasRestantes)!, cell);
      }
    }
    if (party.tipo === 'deudor') {
      add(total, [sum.documentos, sum.monto]);
      total.documentosConAlertas += sum.documentosConAlertas;
    }
    return { party, sum };
  });
  const ranked = (tipo: PartyKind): CarteraParty[] => {
    const share = tipo === 'deudor' ? limits.deudorParticipacionMaxima : limits.cedenteParticipacionMaxima;
    return sums
      .filter(({ party }) => party.tipo === tipo)
      .sort((a, b) => b.sum.monto - a.sum.monto || a.party.rut.localeCompare(b.party.rut))
      .map(({ party, sum }, index) => {
        const participacion = total.monto > 0 ? sum.monto / total.monto : 0;
        const montoMaximo =
          limits.porRut.find((limit) => limit.tipo === tipo && limit.rut === party.rut)?.montoMaximo ?? null;
        const excesos: string[] = [];
        if (share !== null && participacion > share)
          excesos.push(`Participación ${percent(participacion)} sobre el máximo de ${percent(share)}`);
        if (montoMaximo !== null && sum.monto > montoMaximo)
          excesos.push(`Monto ${clp(sum.monto)} sobre el máximo de ${clp(montoMaximo)}`);
        return {
          tipo,
          rut: party.rut,
          razonSocial: party.razonSocial,
          ranking: index + 1,
          documentos: sum.documentos,
          monto: sum.monto,
          participacion,
          documentosConAlertas: sum.documentosConAlertas,
          alertas: RED_FLAG_RULES.filter((regla) => party.reglas[regla]).map((regla) => ({
            regla,
            documentos: party.reglas[regla]!,
          })),
          participacionMaxima: share,
          montoMaximo,
          excesos,
        };
      });
  };
  return {
    total,
    deudores: ranked('deudor'),
    cedentes: ranked('cedente'),
    vencimientos: AGING_BUCKETS.map((tramo) => ({ tramo, etiqueta: AGING_LABELS[tramo], ...aging.get(tramo)! })),
    aceptacion: ACCEPTANCE_STATES.map((estado) => ({
      estado,
      etiqueta: ACCEPTANCE_LABELS[estado],
      ...mix.get(estado)!,
    })),
    pendientes: [...pending.entries()]
      .sort(([a], [b]) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY))
      .map(([diasRestantes, totals]) => ({ diasRestantes, ...totals })),
  };
}
