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
 * when the row as a whole is wrong, e.g. its column count) and the reason in Spanish, with the document as the row
 * still shows it (its columns split apart). A row with several bad columns gives one problem per column.
 */
export interface PeriodRowError extends ShownDocument {
  line: number;
  field: string | null;
  message: string;
}

/**
 * Which document a bad row names, as its columns are written (so the analyst can look it up): TIPO_DOC, FOLIO_DOC,
 * and the cedente as 'RZ_CEDENTE (CEDENTE)' (either alone when the other is blank); null when blank or when the row
 * could not be split into its columns.
 */
export interface ShownDocument {
  tipo: string | null;
  folio: string | null;
  cedente: string | null;
}

/** A parsed period answer: the good rows are always kept, bad rows are reported beside them. */
export interface PeriodAnswer {
  header: PeriodQueryHeader;
  rows: PeriodCessionRow[];
  errors: PeriodRowError[];
}
