/**
 * Everything one client's database is built from, already parsed (gather-client-input.ts reads it from the
 * SII files; the benchmark draws it directly).
 */
import type { ClientLedger } from '@domain/client-db/librocv-rows';
import type { CesionRow, HistorialIvaRow, TgrCobranzaRow, TgrDeudaRow } from '@domain/client-db/row-types';

/** The inputs of {@link writeClientDb}. */
export interface ClientDbInput {
  rutFactoring: string;
  rutCliente: string;
  razonSocialCliente: string;
  /**
   * The client's SII login state (client-radar.md §3): 'Activo', 'Inactivo' (no clave), 'Error Password', 'Bloqueada';
   * written to empresas.estado, metadata.siiStatus and metadata.passwordValida (client-detail.md §2 'Acceso
   * Restringido' when it is not 'Activo').
   */
  estado: string;
  ledger: ClientLedger;
  cesiones: CesionRow[];
  /** Names of every RUT met (counterparties, factorings), 'NNNNNNNN-D' → razón social. */
  razonesSociales: ReadonlyMap<string, string>;
  historialIva: HistorialIvaRow[];
  tgr: { deudas: TgrDeudaRow[]; cobranzas: TgrCobranzaRow[] };
  /** The clock: today's Chile day decides which due dates have passed. */
  now: Date;
  /** sha-256 hex of the inputs, written to metadata.contentHash. */
  contentHash: string;
}
