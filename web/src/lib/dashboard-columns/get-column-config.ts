import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COLUMN_CONFIG } from '@domain/dashboard-columns/default-column-config';
import {
  INVALID_CONFIG_WARNING,
  loadColumnConfig,
  type LoadedColumnConfig,
} from '@domain/dashboard-columns/load-column-config';

/** Path of the static column file (client-radar.md §7 "GET /dashboard-columns-config.json (static)"). */
export const COLUMN_CONFIG_PATH = '/dashboard-columns-config.json';

/**
 * Loads the column definition file and validates it (domain/dashboard-columns loadColumnConfig).
 * @param fetchFn injected fetch. @returns the configuration to use; when the file cannot be read, the default
 *   configuration with 'Error al cargar la configuración de columnas' (client-radar.md §8). Never throws.
 */
export async function getColumnConfig(fetchFn: typeof fetch = fetch): Promise<LoadedColumnConfig> {
  try {
    const response = await fetchFn(COLUMN_CONFIG_PATH, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return loadColumnConfig(await response.text());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: DEFAULT_COLUMN_CONFIG, warning: INVALID_CONFIG_WARNING, errors: [reason] };
  }
}

/** Query hook for {@link getColumnConfig}: read once per session. */
export function useColumnConfig() {
  return useQuery({ queryKey: ['dashboardColumnConfig'], queryFn: () => getColumnConfig(), staleTime: Infinity });
}
