import type { RadarConfig } from './radar-config';
import { checkRadarConfig, type RadarConfigCheck } from './radar-config-validation';

/** The JSON file 'Exportar' writes and 'Importar' reads: the configuration's maps with its name and description. */
export interface RadarConfigFile extends RadarConfig {
  name: string;
  description: string;
}

/** The text of an exported configuration (pretty-printed JSON of {@link RadarConfigFile}). */
export function exportRadarConfig(file: RadarConfigFile): string {
  const { name, description, enabled, thresholds, order } = file;
  return `${JSON.stringify({ name, description, enabled, thresholds, order }, null, 2)}\n`;
}

/**
 * Reads an imported file (client-radar.md §4 'import'): its JSON checked as a radar configuration (§5), with the name
 * and description it carries ('' when absent).
 * @returns the check; one error 'El archivo no es un JSON válido' when the text does not parse.
 */
export function importRadarConfig(text: string): RadarConfigCheck & { name: string; description: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { config: null, errors: ['El archivo no es un JSON válido'], warnings: [], name: '', description: '' };
  }
  const source = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { ...checkRadarConfig(parsed), name: asText(source.name), description: asText(source.description) };
}
