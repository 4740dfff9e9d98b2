import type { AcceptanceState } from '@domain/cartera/acceptance';
import type { AgingBucket } from '@domain/cartera/aging';
import type { PartyKind } from '@domain/cartera/party-aggregate';
import type { CarteraParty } from '@domain/cartera/cartera-view';
import type { RedFlag } from '@domain/red-flags/red-flag';
import type { CausaJudicial } from '@domain/wire/schema-types';

/**
 * A debtor or cedente of 'Cartera' as `cartera` returns it (schema.graphql CarteraParte, domain CarteraParty), with the
 * court cases that raise its red flag 'Causa judicial nueva' (domain/cartera/judicial-flag.ts).
 */
export type CarteraParte = CarteraParty & { causasJudicialesNuevas: CausaJudicial[] };

/** The concentration limits (schema.graphql LimitesCartera); shares as fractions. */
export interface LimitesCartera {
  deudorParticipacionMaxima: number | null;
  cedenteParticipacionMaxima: number | null;
  porRut: { tipo: PartyKind; rut: string; montoMaximo: number }[];
}

/** The whole view (schema.graphql Cartera). */
export interface Cartera {
  generadaEn: string;
  construidaEn: string | null;
  total: { documentos: number; monto: number; documentosConAlertas: number };
  deudores: CarteraParte[];
  cedentes: CarteraParte[];
  vencimientos: { tramo: AgingBucket; etiqueta: string; documentos: number; monto: number }[];
  aceptacion: { estado: AcceptanceState; etiqueta: string; documentos: number; monto: number }[];
  pendientes: { diasRestantes: number | null; documentos: number; monto: number }[];
  limites: LimitesCartera;
  puedeEditarLimites: boolean;
}

/** A held document of the drill-down (schema.graphql CarteraDocumento). */
export interface CarteraDocumento {
  tipoDTE: number;
  folio: number;
  emisor: { rut: string; razonSocial: string };
  deudor: { rut: string; razonSocial: string };
  cedente: { rut: string; razonSocial: string };
  montoCedido: number;
  montoDocumento: number;
  fechaEmision: string;
  fechaCesion: string;
  fechaVencimiento: string | null;
  tramo: AgingBucket;
  estado: AcceptanceState;
  diasRestantes: number | null;
  alertas: RedFlag[];
}

/** One page of the drill-down (schema.graphql CarteraDocumentos): total counts the whole narrowed list. */
export interface CarteraDocumentosPage {
  documentos: CarteraDocumento[];
  total: { documentos: number; monto: number };
  nextToken: string | null;
}

/** What the drill-down shows: one party, optionally narrowed. */
export interface DrillDown {
  tipo: PartyKind;
  rut: string;
  razonSocial: string;
  tramo: AgingBucket | null;
  estado: AcceptanceState | null;
  conAlertas: boolean;
}

/** Selection of the limits' fields. */
export const LIMITES_FIELDS = 'deudorParticipacionMaxima cedenteParticipacionMaxima porRut { tipo rut montoMaximo }';

/** Spanish names of the two party kinds. */
export const PARTY_LABELS: Readonly<Record<PartyKind, { singular: string; plural: string }>> = {
  deudor: { singular: 'Deudor', plural: 'Deudores' },
  cedente: { singular: 'Cedente', plural: 'Cedentes' },
};

/** '25,3 %' of a fraction, es-CL. */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toLocaleString('es-CL', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
}
