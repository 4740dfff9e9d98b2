import { KPI_IDS, type KpiId } from '../kpi-ids';
import { KPI_DEFAULT_SCALES, type KpiOrder } from '../kpi-scales';
import { defaultRadarConfig, perKpi, type KpiThresholds, type RadarConfig } from './radar-config';

/** What a configuration check found: the configuration when error-free, errors, and warnings that do not stop it. */
export interface RadarConfigCheck {
  config: RadarConfig | null;
  errors: string[];
  warnings: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const KNOWN: ReadonlySet<string> = new Set(KPI_IDS);

function checkEnabled(enabled: unknown, errors: string[], warnings: string[]): Record<KpiId, boolean> | null {
  if (!isObject(enabled)) {
    errors.push('Configuration must have an "enabled" object');
    return null;
  }
  const missing = KPI_IDS.filter((id) => !(id in enabled));
  if (missing.length > 0) errors.push(`Missing enabled cards: ${missing.join(', ')}`);
  if (Object.keys(enabled).some((key) => !KNOWN.has(key))) warnings.push('Unknown cards will be ignored');
  for (const id of KPI_IDS)
    if (id in enabled && typeof enabled[id] !== 'boolean')
      errors.push(`Card "${id}" must have a boolean value, got ${typeof enabled[id]}`);
  if (KPI_IDS.every((id) => enabled[id] === false)) warnings.push('No cards are enabled - dashboard will be empty');
  return perKpi((id) => enabled[id] === true);
}

function checkOrder(order: unknown, errors: string[]): Record<KpiId, KpiOrder> {
  const defaults = defaultRadarConfig().order;
  if (order === undefined) return defaults;
  if (!isObject(order)) {
    errors.push('Configuration "order" must be an object');
    return defaults;
  }
  return perKpi((id) => {
    const value = order[id];
    if (value === undefined) return defaults[id];
    if (value === 'good-first' || value === 'bad-first') return value;
    errors.push(`Order "${id}" must be "good-first" or "bad-first"`);
    return defaults[id];
  });
}

function checkPair(id: KpiId, entry: unknown, order: KpiOrder, errors: string[]): KpiThresholds | null {
  if (!isObject(entry)) {
    errors.push(`Threshold "${id}" must be an object`);
    return null;
  }
  const { bad, regular } = entry;
  if (typeof bad !== 'number' || typeof regular !== 'number' || !Number.isFinite(bad) || !Number.isFinite(regular)) {
    errors.push(`Threshold "${id}" must have numeric bad and regular`);
    return null;
  }
  const { min, max } = KPI_DEFAULT_SCALES[id];
  if (Math.min(bad, regular) < min || Math.max(bad, regular) > max)
    errors.push(`Threshold "${id}" must lie between ${min} and ${max}`);
  if (order === 'good-first' && !(bad > regular)) errors.push(`Threshold "${id}": bad must be greater than regular`);
  if (order === 'bad-first' && !(bad < regular)) errors.push(`Threshold "${id}": bad must be less than regular`);
  return { bad, regular };
}

/**
 * Checks a radar configuration read from an imported JSON file, a template or a request (client-radar.md §5 'Radar
 * config'): `enabled` an object with a boolean for every card (unknown cards only warn; none enabled warns),
 * `thresholds` an object with numeric bad and regular per KPI within its range, bad above regular for lower-is-better
 * KPIs and below it otherwise; `order` optional ('good-first' | 'bad-first' per KPI, defaults of client-radar §9).
 * @returns the configuration (unknown cards dropped) when there is no error, with the Spanish-spec messages as written.
 */
export function checkRadarConfig(input: unknown): RadarConfigCheck {
  const errors: string[] = [];
  const warnings: string[] = [];
  const source = isObject(input) ? input : {};
  const enabled = checkEnabled(source.enabled, errors, warnings);
  const order = checkOrder(source.order, errors);
  let thresholds: Record<KpiId, KpiThresholds> | null = null;
  if (!isObject(source.thresholds)) errors.push('Configuration must have a "thresholds" object');
  else {
    const given = source.thresholds;
    const missing = KPI_IDS.filter((id) => !(id in given));
    if (missing.length > 0) errors.push(`Missing thresholds: ${missing.join(', ')}`);
    const pairs = KPI_IDS.filter((id) => id in given).map((id) => [id, checkPair(id, given[id], order[id], errors)]);
    thresholds = Object.fromEntries(pairs) as Record<KpiId, KpiThresholds>;
  }
  const config = errors.length === 0 && enabled && thresholds ? { enabled, thresholds, order } : null;
  return { config, errors, warnings };
}

/** The error a rejected update reports (client-radar.md §5: 'Invalid configuration: ...'). */
export function invalidConfigurationMessage(errors: readonly string[]): string {
  return `Invalid configuration: ${errors.join('; ')}`;
}

/**
 * The name a configuration is saved or loaded under, trimmed.
 * @throws Error 'Configuration name is required' for anything but a non-empty string (client-radar.md §5).
 */
export function configurationName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '') throw new Error('Configuration name is required');
  return name.trim();
}
