/**
 * Consistency rules of a parsed AEC, as cl-sii validates them (cl_sii.rtc.data_models_aec.AecXml and
 * CesionAecXml; cl_sii.rtc.constants: TIPO_DTE_CEDIBLES, SeqCesion 1..40, MontoCesion >= 0).
 */
import { isCedible } from '../dte-types';
import { AecValidationError } from './errors';
import type { AecCaratula, AecCesion, AecDteIdentity } from './types';

/** The IdDTE block of one DocumentoCesion (Cesion_v10.xsd). */
export type AecIdDte = Pick<
  AecDteIdentity,
  'tipoDTE' | 'rutEmisor' | 'rutReceptor' | 'folio' | 'fechaEmision' | 'montoTotal'
>;

/** A cesión as read, with the IdDTE it declares. */
export interface ReadCesion {
  cesion: AecCesion;
  idDte: AecIdDte;
}

/** Highest SeqCesion the SII accepts ("Formato Archivo Electrónico de Cesión": 1 hasta 40). */
export const MAX_SEQ_CESION = 40;

const ID_DTE_FIELDS: ReadonlyArray<keyof AecIdDte> = [
  'tipoDTE',
  'rutEmisor',
  'rutReceptor',
  'folio',
  'fechaEmision',
  'montoTotal',
];

/**
 * Checks an AEC's rules, in this order: the DTE is cedible; at least one cesión; SeqCesion is 1..n in document
 * order (n at most 40); every IdDTE equals the ceded DTE; every MontoCesion is between 0 and MntTotal; every
 * cedente is the previous cesión's cesionario; the Caratula's RutCedente/RutCesionario equal the last cesión's.
 * @throws AecValidationError naming the broken rule.
 */
export function validateAec(caratula: AecCaratula, dte: AecDteIdentity, cesiones: readonly ReadCesion[]): void {
  if (!isCedible(dte.tipoDTE)) {
    throw new AecValidationError('not-cedible', `el tipo de DTE ${dte.tipoDTE} no es cedible (33, 34, 43, 46)`);
  }
  if (cesiones.length === 0) throw new AecValidationError('sequence', 'el AEC no contiene cesiones');
  cesiones.forEach(({ cesion, idDte }, index) => {
    checkSequence(cesion.seq, index + 1);
    checkIdDte(cesion.seq, idDte, dte);
    checkMonto(cesion, dte.montoTotal);
    const previous = cesiones[index - 1]?.cesion;
    if (previous && previous.cesionario.rut !== cesion.cedente.rut) {
      throw new AecValidationError(
        'chain',
        `el cedente de la cesión ${cesion.seq} (${cesion.cedente.rut}) no es el cesionario de la cesión ` +
          `${previous.seq} (${previous.cesionario.rut})`,
      );
    }
  });
  const last = cesiones[cesiones.length - 1]!.cesion;
  if (caratula.rutCedente !== last.cedente.rut || caratula.rutCesionario !== last.cesionario.rut) {
    throw new AecValidationError(
      'caratula',
      `la Caratula (${caratula.rutCedente} -> ${caratula.rutCesionario}) no coincide con la última cesión ` +
        `(${last.cedente.rut} -> ${last.cesionario.rut})`,
    );
  }
}

function checkSequence(seq: number, expected: number): void {
  if (seq !== expected || seq > MAX_SEQ_CESION) {
    throw new AecValidationError(
      'sequence',
      `SeqCesion ${seq} en la posición ${expected}: las cesiones deben numerarse 1..n en orden, sin saltos (máximo ${MAX_SEQ_CESION})`,
    );
  }
}

function checkIdDte(seq: number, idDte: AecIdDte, dte: AecDteIdentity): void {
  for (const field of ID_DTE_FIELDS) {
    if (idDte[field] !== dte[field]) {
      throw new AecValidationError(
        'id-dte',
        `IdDTE de la cesión ${seq}: ${field} ${idDte[field]} no coincide con el DTE cedido (${dte[field]})`,
      );
    }
  }
}

function checkMonto(cesion: AecCesion, montoTotal: number): void {
  if (cesion.montoCesion < 0 || cesion.montoCesion > montoTotal) {
    throw new AecValidationError(
      'monto',
      `MontoCesion ${cesion.montoCesion} de la cesión ${cesion.seq} fuera de rango: debe estar entre 0 y MntTotal ${montoTotal}`,
    );
  }
}
