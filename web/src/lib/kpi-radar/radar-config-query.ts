import { useQuery } from '@tanstack/react-query';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import { runGraphql } from '../graphql';

const KPIS = 'kpis { kpi activo bad regular orden }';

/** The selection of a ConfiguracionRadar (schema.graphql), shared by the query and the editor's mutations. */
export const RADAR_CONFIG_FIELDS = `${KPIS} nombre guardadaEn guardadaPor
  guardadas { nombre descripcion guardadaEn autoguardada ${KPIS} }
  historial { en usuario accion nombre activada }`;

const GET = /* GraphQL */ `
  query ConfiguracionRadar($rutFactoring: String!) {
    configuracionRadar(rutFactoring: $rutFactoring) { ${RADAR_CONFIG_FIELDS} }
  }
`;

/** React Query key of a factoring's radar configuration; the editor writes its answers under it. */
export const radarConfigKey = (rutFactoring: string) => ['configuracionRadar', rutFactoring] as const;

/**
 * The factoring's KPI radar configuration (`configuracionRadar`, needs radarClientes): the one its radar follows, its
 * named configurations and the history of changes.
 * @throws ApiError with the server's reason or a transport failure.
 */
export async function getRadarConfig(rutFactoring: string): Promise<ConfiguracionRadar> {
  return (await runGraphql<{ configuracionRadar: ConfiguracionRadar }>(GET, { rutFactoring })).configuracionRadar;
}

/** Query hook of {@link getRadarConfig}; idle while `rutFactoring` is null. */
export function useRadarConfig(rutFactoring: string | null) {
  return useQuery({
    queryKey: radarConfigKey(rutFactoring ?? ''),
    queryFn: () => getRadarConfig(rutFactoring ?? ''),
    enabled: rutFactoring !== null,
  });
}
