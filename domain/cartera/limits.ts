/**
 * The concentration limits a factoring sets for 'Cartera': the largest share of the held portfolio
 * any one debtor or any one cedente may reach, and a CLP ceiling for a named debtor or cedente.
 */
import { isValidRut, normalizeRut } from '../rut';
import type { PartyKind } from './party-aggregate';

/** A CLP ceiling for one named debtor or cedente. */
export interface RutLimit {
  tipo: PartyKind;
  /** 'NNNNNNNN-D' */
  rut: string;
  montoMaximo: number;
}

/** A factoring's limits; shares as fractions (0.25 = 25 %), null when not set. */
export interface CarteraLimits {
  deudorParticipacionMaxima: number | null;
  cedenteParticipacionMaxima: number | null;
  porRut: RutLimit[];
}

/** No limit set. */
export const NO_LIMITS: CarteraLimits = {
  deudorParticipacionMaxima: null,
  cedenteParticipacionMaxima: null,
  porRut: [],
};

/** A limit the factoring cannot save, with the Spanish message the screen shows. */
export class InvalidLimitError extends Error {}

/**
 * Checks and normalises limits as the screen sends them.
 * @throws InvalidLimitError 'La participación máxima debe estar entre 0 y 100 %' for a share outside (0, 1];
 *   'El monto máximo debe ser un entero positivo' for a ceiling that is not a positive whole CLP amount;
 *   'RUT inválido: ...' for a RUT whose check digit does not match; 'Límite repetido para ...' when a debtor or cedente
 *   has two.
 */
export function parseCarteraLimits(input: {
  deudorParticipacionMaxima?: number | null;
  cedenteParticipacionMaxima?: number | null;
  porRut?: readonly { tipo: string; rut: string; montoMaximo: number }[] | null;
}): CarteraLimits {
  const share = (value: number | null | undefined) => {
    if (value === null || value === undefined) return null;
    if (!(Number.isFinite(value) && value > 0 && value <= 1))
      throw new InvalidLimitError('La participación máxima debe estar entre 0 y 100 %');
    return value;
  };
  const seen = new Set<string>();
  const porRut = (input.porRut ?? []).map((limit) => {
    if (limit.tipo !== 'deudor' && limit.tipo !== 'cedente')
      throw new InvalidLimitError(`Tipo de límite inválido: '${limit.tipo}'`);
    if (!isValidRut(limit.rut)) throw new InvalidLimitError(`RUT inválido: '${limit.rut}'`);
    const rut = normalizeRut(limit.rut);
    if (!(Number.isInteger(limit.montoMaximo) && limit.montoMaximo > 0))
      throw new InvalidLimitError('El monto máximo debe ser un entero positivo');
    if (seen.has(`${limit.tipo}#${rut}`)) throw new InvalidLimitError(`Límite repetido para el ${limit.tipo} ${rut}`);
    seen.add(`${limit.tipo}#${rut}`);
    return { tipo: limit.tipo, rut, montoMaximo: limit.montoMaximo } satisfies RutLimit;
  });
  return {
    deudorParticipacionMaxima: share(input.deudorParticipacionMaxima),
    cedenteParticipacionMaxima: share(input.cedenteParticipacionMaxima),
    porRut,
  };
}
