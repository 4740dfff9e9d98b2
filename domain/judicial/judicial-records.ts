/**
 * What a sweep of the Poder Judicial's case search keeps of a RUT's court records (client-radar.md §3 'Judicial
 * response': judicialData {casos, litigantes}). Only what the purpose needs is kept (Ley 21.719): a natural-person
 * litigant is reduced to name and role, its RUT dropped; a legal person keeps its RUT, which the portfolio cross-check
 * needs.
 */
import type { Competencia } from './tribunals';

/** One court case of the RUT, identified by its rol within its tribunal. */
export interface JudicialCase {
  rol: string;
  /** Filing date 'yyyy-MM-dd'; null when the portal gives none (or its empty date, 31/12/1969). */
  fechaIngreso: string | null;
  caratulado: string;
  /** The tribunal's name. */
  tribunal: string;
  competencia: Competencia;
}

/** One litigant of a case ('DDO.' demandado, 'DTE.' demandante...). */
export interface JudicialLitigant {
  rol: string;
  participante: string;
  /** 'Natural' or 'Jurídica'. */
  persona: string;
  nombre: string;
  /** The RUT of a legal person; null for a natural person (not kept). */
  rut: string | null;
}

/** The records one tribunal answered for the RUT. */
export interface JudicialRecords {
  casos: JudicialCase[];
  litigantes: JudicialLitigant[];
}

/**
 * A litigant as kept: a natural person's RUT dropped.
 * @param litigant as the portal lists it, with its RUT.
 */
export function keptLitigant(litigant: Omit<JudicialLitigant, 'rut'> & { rut: string }): JudicialLitigant {
  return { ...litigant, rut: isLegalPerson(litigant.persona) ? litigant.rut : null };
}

/** Whether a litigant's `persona` ('Natural', 'Jurídica') is a legal person, whose RUT is kept. */
export function isLegalPerson(persona: string): boolean {
  return /jur[ií]dica/i.test(persona);
}
