import { alertCase, judicialAlertTitle } from '../alerts/alert-text';
import { JUDICIAL_ALERT_TYPE } from '../alerts/alert-types';
import { isLegalPerson, type JudicialCase, type JudicialRecords } from '../judicial/judicial-records';
import type { Competencia } from '../judicial/tribunals';

/**
 * The webhook event of a new court case, the same happening as the alert of that type (a new case is both an alert
 * and a webhook event): a finished sweep of a RUT the factoring holds as a client (cedente) or debtor found a case its
 * previous sweep did not have.
 */
export const JUDICIAL_CASE_EVENT_TYPE = JUDICIAL_ALERT_TYPE;

/** How the factoring holds the RUT in its Cartera. */
export type CarteraRelation = 'cliente' | 'deudor';

/**
 * A litigant of the case as a subscriber gets it: a natural person reduced to name and role (its RUT is never kept,
 * Ley 21.719), a legal person with its RUT.
 */
export interface JudicialCaseEventLitigant {
  /** The role in the case: 'DDO.' demandado, 'DTE.' demandante... */
  participante: string;
  /** 'Natural' or 'Jurídica'. */
  persona: string;
  nombre: string;
  /** The RUT of a legal person; null for a natural person. */
  rut: string | null;
}

/** The body of a 'judicial.causa-nueva' delivery: the factoring's own RUT of its Cartera and the case, nothing else. */
export interface JudicialCaseEvent {
  /** Deterministic: `judicial.causa-nueva|{rutFactoring}|{rut}|{tribunal}|{rol}`. */
  id: string;
  tipo: typeof JUDICIAL_CASE_EVENT_TYPE;
  /** normalised RUT 'NNNNNNNN-D' of the factoring the event belongs to */
  rutFactoring: string;
  /** ISO instant the sweep that found the case finished */
  fecha: string;
  /** The client or debtor of the factoring's Cartera the case is about, with its name there ('' when unknown). */
  parte: { rut: string; razonSocial: string; relacion: CarteraRelation };
  causa: {
    rol: string;
    /** The tribunal's name. */
    tribunal: string;
    competencia: Competencia;
    /** 'yyyy-MM-dd', or null when the portal gives none */
    fechaIngreso: string | null;
    caratulado: string;
    litigantes: JudicialCaseEventLitigant[];
  };
  /** Spanish one line, as the alert's title: 'Causa judicial nueva: Rol {rol} ({tribunal}) de {name or RUT}'. */
  detalle: string;
}

/** The deterministic id of the new case `caso` of `rut` told to the factoring `rutFactoring`. */
export function judicialCaseEventId(rutFactoring: string, rut: string, caso: Pick<JudicialCase, 'tribunal' | 'rol'>) {
  return [JUDICIAL_CASE_EVENT_TYPE, rutFactoring, rut, caso.tribunal, caso.rol].join('|');
}

/**
 * The webhook event of a new case of a RUT of the factoring's Cartera.
 * @param rutFactoring the factoring told (its own RUT is the only factoring the body names).
 * @param parte the RUT as the factoring's Cartera holds it.
 * @param caso the new case, from the RUT's sweep.
 * @param litigantes the sweep's litigants (every case's); only those of the case's rol are told, a natural person's RUT
 *   dropped even if a record still had it.
 * @param fecha ISO instant the sweep finished.
 */
export function judicialCaseEvent(
  rutFactoring: string,
  parte: JudicialCaseEvent['parte'],
  caso: JudicialCase,
  litigantes: JudicialRecords['litigantes'],
  fecha: string,
): JudicialCaseEvent {
  const { rol, tribunal, competencia, fechaIngreso, caratulado } = caso;
  return {
    id: judicialCaseEventId(rutFactoring, parte.rut, caso),
    tipo: JUDICIAL_CASE_EVENT_TYPE,
    rutFactoring,
    fecha,
    parte,
    causa: {
      rol,
      tribunal,
      competencia,
      fechaIngreso,
      caratulado,
      litigantes: litigantes
        .filter((litigant) => litigant.rol === rol)
        .map(({ participante, persona, nombre, rut }) => ({
          participante,
          persona,
          nombre,
          rut: isLegalPerson(persona) ? rut : null,
        })),
    },
    detalle: judicialAlertTitle(alertCase(parte, caso)),
  };
}
