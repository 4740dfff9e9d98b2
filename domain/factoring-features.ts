/**
 * Per-factoring feature settings: the switches that the spec ties to "specific factoring companies"
 * (core-platform §2 "Cession search screens", §3 "Excel export columns", §6 "Other gates"), stored on the
 * factoring record (table `factorings`, attribute `features`: a map of name -> boolean) instead of
 * hard-coded tax ids.
 */

import { isWhitelisted } from './whitelist';

/** The feature switches of one factoring. Every switch is off unless the factoring record turns it on. */
export interface FactoringFeatures {
  /** The extended acquired search form and POST /v1/jwt/cesiones-periodo (core-platform §2). */
  busquedaExtendida: boolean;
  /** Tipo Fecha (emisión, vencimiento) enabled in the extended search; off = fecha de cesión only. */
  tipoFechaHabilitado: boolean;
  /** The 'Exportar a excel' button of the search screens (core-platform §2). */
  exportarExcel: boolean;
  /** The Carta Guia excel button, CartaGuia.xlsx (core-platform §6). */
  cartaGuia: boolean;
  /** The Estado DBThor column (core-platform §6). */
  estadoDBThor: boolean;
  /** The richer export with nomina status and Estado DBThor (core-platform §3). */
  exportacionEnriquecida: boolean;
  /** The Riesgo tab of the client detail (client-detail.md §2 Tabs, §6). */
  riesgo: boolean;
  /** 'Reportes' and its 'Informe ARC' view, /reportes and /informeARC (core-platform §2, §6). */
  reportes: boolean;
  /**
   * The sidebar's Radar group for every user of the factoring (core-platform §6 "Radar items": shown only to
   * whitelisted users or the factorings that have it); {@link featuresForUser} also turns it on for a whitelisted user.
   */
  radar: boolean;
  /**
   * The Herramientas exception of core-platform §6 ("herramientas, except for one specific cessionary"): its users get
   * no Webhooks item and every webhook operation is refused, whatever their herramientas flag says.
   */
  sinWebhooks: boolean;
}

/** What the server and the Webhooks screen say where the factoring holds `sinWebhooks`. */
export const WEBHOOKS_NOT_ENABLED_MESSAGE = 'Los webhooks no están habilitados para este factoring.';

/** The keys of {@link FactoringFeatures}, as stored in the factoring record's `features` map. */
export const FACTORING_FEATURE_KEYS = [
  'busquedaExtendida',
  'tipoFechaHabilitado',
  'exportarExcel',
  'cartaGuia',
  'estadoDBThor',
  'exportacionEnriquecida',
  'riesgo',
  'reportes',
  'radar',
  'sinWebhooks',
] as const satisfies readonly (keyof FactoringFeatures)[];

/**
 * Reads the feature settings from a factoring record's `features` map (lambdas/store/factoring-repository.ts).
 * Only the value `true` turns a switch on; missing keys, other values and unknown keys are ignored, and a
 * missing map (factoring not registered) gives every switch off.
 */
export function readFactoringFeatures(stored: Readonly<Record<string, unknown>> | null | undefined): FactoringFeatures {
  const features = {} as FactoringFeatures;
  for (const key of FACTORING_FEATURE_KEYS) features[key] = stored?.[key] === true;
  return features;
}

/**
 * The feature settings as one user of the factoring sees them: {@link readFactoringFeatures}, with `radar` also on
 * when the user is whitelisted (domain/whitelist.ts; core-platform §6 "Radar items").
 * @param stored the factoring record's `features` map (null when the factoring has no record).
 * @param username the caller's Cognito username.
 */
export function featuresForUser(
  stored: Readonly<Record<string, unknown>> | null | undefined,
  username: string,
): FactoringFeatures {
  const features = readFactoringFeatures(stored);
  return { ...features, radar: features.radar || isWhitelisted(stored, username) };
}
