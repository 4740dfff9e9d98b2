import type { SiiRole } from './sii-role';

/**
 * One row of the SII "cesiones en período" answer (TXT ';' or XML form), columns as the SII names them.
 * Dates 'yyyy-MM-dd'; fechaCesion 'yyyy-MM-dd HH:mm' (Chile local time); amounts CLP integers;
 * e-mails null when the SII writes 'null' or leaves them empty.
 */
export interface PeriodCessionRow {
  vendedor: string;
  estadoCesion: string;
  deudor: string;
  mailDeudor: string | null;
  tipoDoc: number;
  nombreDoc: string;
  folioDoc: number;
  fchEmisDte: string;
  mntTotal: number;
  cedente: string;
  rzCedente: string;
  mailCedente: string | null;
  cesionario: string;
  rzCesionario: string;
  /** One address, or several joined with ';' as the SII writes them (SII-PROTOCOLS.md §4 quirk 1). */
  mailCesionario: string | null;
  fchCesion: string;
  mntCesion: number;
  fchVencimiento: string | null;
}

/** The DATOS_CONSULTA header of a period answer. */
export interface PeriodQueryHeader {
  rut: string;
  role: SiiRole;
  /** 'yyyy-MM-dd' */
  desde: string;
  /** 'yyyy-MM-dd' */
  hasta: string;
}

/**
 * A problem of a bad row of a period file: its 1-based line (TXT) or element index (XML), the column at fault (null
 * when the row as a whole is wrong, e.g. its column count) and the reason in Spanish. A row with several bad columns
 * gives one problem per column.
 */
export interface PeriodRowError {
  line: number;
  field: string | null;
  message: string;
}

/** A parsed period answer: the good rows are always kept, bad rows are reported beside them. */
export interface PeriodAnswer {
  header: PeriodQueryHeader;
  rows: PeriodCessionRow[];
  errors: PeriodRowError[];
}
