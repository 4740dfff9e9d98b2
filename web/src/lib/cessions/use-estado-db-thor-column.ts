import type { CesionView } from '@domain/cession';
import { useSelectedCompany } from '@web/lib/company/company-context';
import { useFactoringFeatures } from '@web/lib/factoring/get-factoring-features';
import { hasNominaStatus } from './estado-db-thor';

/**
 * Whether a cession table shows the Estado DBThor column (core-platform §6 "one specific rut gets the Estado DBThor
 * column"): the selected factoring's record enables estadoDBThor and the rows carry nómina data (acquired lists).
 * Needs the CompanyProvider and the query client of the signed-in shell.
 */
export function useEstadoDbThorColumn(cesiones: readonly CesionView[]): boolean {
  const { selected } = useSelectedCompany();
  const features = useFactoringFeatures(selected?.rut ?? null);
  return features.data?.estadoDBThor === true && hasNominaStatus(cesiones);
}
