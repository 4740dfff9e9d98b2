/**
 * Errors of AEC reading: which rule of the SII's AEC format (AEC_v10.xsd, Cesion_v10.xsd) or of
 * cl-sii's AEC model (cl_sii.rtc.data_models_aec) an AEC breaks.
 */
import { SiiXmlError } from '../xml/read-sii-xml';

/**
 * The rule an AEC breaks: 'format' (a value with the wrong shape, e.g. a RUT or date), 'not-cedible' (tipoDTE
 * not 33/34/43/46), 'sequence' (SeqCesion not 1..n in order, max 40), 'id-dte' (a cesión's IdDTE differs from
 * the ceded DTE), 'monto' (MontoCesion negative or above MntTotal), 'chain' (a cedente is not the previous
 * cesionario), 'caratula' (Caratula RutCedente/RutCesionario differ from the last cesión).
 */
export type AecRule = 'format' | 'not-cedible' | 'sequence' | 'id-dte' | 'monto' | 'chain' | 'caratula';

/** An AEC that is well-formed XML but breaks a rule; `rule` names it, the message explains it in Spanish. */
export class AecValidationError extends SiiXmlError {
  constructor(
    readonly rule: AecRule,
    message: string,
  ) {
    super(`AEC inválido (${rule}): ${message}`);
    this.name = 'AecValidationError';
  }
}
