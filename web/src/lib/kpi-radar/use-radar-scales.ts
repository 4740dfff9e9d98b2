import { useMemo } from 'react';
import type { KpiId } from '@domain/kpis/kpi-ids';
import type { KpiScale } from '@domain/kpis/kpi-scales';
import { defaultRadarConfig, radarScales } from '@domain/kpis/radar-config/radar-config';
import { radarConfigOf } from '@domain/kpis/radar-config/radar-config-wire';
import { useSelectedCompany } from '../company/company-context';
import { useRadarConfig } from './radar-config-query';

/**
 * The KPI scales and shown cards the selected factoring saved in 'Configuración Radar' (client-radar.md §3), for the
 * radar and the client list's classes; the defaults of client-radar §9 while loading, before any save, or when the
 * configuration cannot be read.
 */
export function useRadarScales(): {
  scales: Record<KpiId, KpiScale>;
  enabled: Record<KpiId, boolean>;
  loading: boolean;
} {
  const { selected } = useSelectedCompany();
  const query = useRadarConfig(selected?.rut ?? null);
  const kpis = query.data?.kpis;
  return useMemo(() => {
    const config = kpis ? radarConfigOf(kpis) : defaultRadarConfig();
    return { scales: radarScales(config), enabled: config.enabled, loading: query.isPending };
  }, [kpis, query.isPending]);
}
