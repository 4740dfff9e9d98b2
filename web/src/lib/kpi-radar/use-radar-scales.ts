import { useMemo } from 'react';
import { defaultRadarConfig, radarScales } from '@domain/kpis/radar-config/radar-config';
import { radarConfigOf } from '@domain/kpis/radar-config/radar-config-wire';
import { useSelectedCompany } from '../company/company-context';
import type { RadarScales } from './kpi-class-of';
import { useRadarConfig } from './radar-config-query';

/**
 * The KPI scales and shown cards the selected factoring saved in 'Configuración Radar' (client-radar.md §3), for the
 * radar and the client list's classes; the defaults of client-radar §9 before any save or when the configuration
 * cannot be read.
 * @returns null while the configuration loads, so nothing is classified by the defaults first.
 */
export function useRadarScales(): RadarScales | null {
  const { selected } = useSelectedCompany();
  const query = useRadarConfig(selected?.rut ?? null);
  const kpis = query.data?.kpis;
  const loading = query.isPending;
  return useMemo(() => {
    if (loading) return null;
    const config = kpis ? radarConfigOf(kpis) : defaultRadarConfig();
    return { scales: radarScales(config), enabled: config.enabled };
  }, [kpis, loading]);
}
