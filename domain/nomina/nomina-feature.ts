/**
 * Which factorings load a nómina. core-platform §6 gives 'Carga Nomina' and the Estado DBThor column to
 * "one specific cessionary", and the column is filled only from that upload (§3 "Nomina row"), so both hang on
 * the same feature setting of the factoring record (domain/factoring-features.ts): `estadoDBThor`.
 * This function is the only place that says so; a separate switch would change only its body.
 */
import type { FactoringFeatures } from '../factoring-features';

/**
 * True when the factoring may upload a nómina ('Carga Nómina', createNomina) and its acquired cessions carry
 * estadoNomina / Estado DBThor (core-platform §6).
 * @param features the factoring's settings (readFactoringFeatures); null (no record) gives false.
 */
export function loadsNomina(features: Pick<FactoringFeatures, 'estadoDBThor'> | null | undefined): boolean {
  return features?.estadoDBThor === true;
}
