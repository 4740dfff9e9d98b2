import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KpiRadarWire } from '@domain/kpis/radar-config/radar-config-wire';
import type { ConfiguracionRadar } from '@domain/wire/schema-types';
import { runGraphql } from '@web/lib/graphql';
import { RADAR_CONFIG_FIELDS, radarConfigKey } from '@web/lib/kpi-radar/radar-config-query';

const SAVE = /* GraphQL */ `
  mutation GuardarConfiguracionRadar($rutFactoring: String!, $kpis: [KpiRadarInput!]!, $nombre: String,
    $descripcion: String, $activar: Boolean!, $autoguardado: Boolean) {
    guardarConfiguracionRadar(rutFactoring: $rutFactoring, kpis: $kpis, nombre: $nombre, descripcion: $descripcion,
      activar: $activar, autoguardado: $autoguardado) { ${RADAR_CONFIG_FIELDS} }
  }
`;

const DELETE = /* GraphQL */ `
  mutation EliminarConfiguracionRadar($rutFactoring: String!, $nombre: String!) {
    eliminarConfiguracionRadar(rutFactoring: $rutFactoring, nombre: $nombre) { ${RADAR_CONFIG_FIELDS} }
  }
`;

/** What one save sends (schema.graphql guardarConfiguracionRadar). */
export interface RadarConfigSaveInput {
  kpis: KpiRadarWire[];
  nombre?: string | null;
  descripcion?: string | null;
  activar: boolean;
  autoguardado?: boolean;
}

/**
 * Save and delete of the factoring's radar configurations; each answer replaces the cached configuration, so the
 * radar and the client list follow at once.
 * @throws (through the mutations) ApiError with the server's reason ('Invalid configuration: ...', a template name).
 */
export function useRadarConfigMutations(rutFactoring: string) {
  const queryClient = useQueryClient();
  const store = (data: ConfiguracionRadar) => queryClient.setQueryData(radarConfigKey(rutFactoring), data);
  const save = useMutation({
    mutationFn: async (input: RadarConfigSaveInput) =>
      (await runGraphql<{ guardarConfiguracionRadar: ConfiguracionRadar }>(SAVE, { rutFactoring, ...input }))
        .guardarConfiguracionRadar,
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: async (nombre: string) =>
      (await runGraphql<{ eliminarConfiguracionRadar: ConfiguracionRadar }>(DELETE, { rutFactoring, nombre }))
        .eliminarConfiguracionRadar,
    onSuccess: store,
  });
  return { save, remove };
}
