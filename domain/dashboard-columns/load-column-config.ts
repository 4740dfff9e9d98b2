/**
 * Loading of /dashboard-columns-config.json with the fallback of client-radar.md §8: an unparsable text gives
 * 'Error al parsear configuración: JSON inválido', an invalid definition 'Error al cargar la configuración de
 * columnas'; both fall back to {@link DEFAULT_COLUMN_CONFIG}.
 */
import { DEFAULT_COLUMN_CONFIG } from './default-column-config';
import type { ColumnConfig } from './types';
import { validateColumnConfig } from './validate-column-config';

/** Warning for a file whose text is not JSON (client-radar.md §8). */
export const INVALID_JSON_WARNING = 'Error al parsear configuración: JSON inválido';

/** Warning for a file whose definition does not validate (client-radar.md §8). */
export const INVALID_CONFIG_WARNING = 'Error al cargar la configuración de columnas';

/** The configuration to use, the warning to show (null when the file was used) and the validation errors. */
export interface LoadedColumnConfig {
  config: ColumnConfig;
  warning: string | null;
  errors: string[];
}

/**
 * Picks the column configuration to use.
 * @param json the file's text (parsed here) or its already parsed content.
 * @returns the validated file, or the default with a warning (and the validation errors, when any). Never throws.
 */
export function loadColumnConfig(json: unknown): LoadedColumnConfig {
  let content = json;
  if (typeof json === 'string') {
    try {
      content = JSON.parse(json);
    } catch {
      return { config: DEFAULT_COLUMN_CONFIG, warning: INVALID_JSON_WARNING, errors: [] };
    }
  }
  const validation = validateColumnConfig(content);
  return validation.ok
    ? { config: validation.config, warning: null, errors: [] }
    : { config: DEFAULT_COLUMN_CONFIG, warning: INVALID_CONFIG_WARNING, errors: validation.errors };
}
