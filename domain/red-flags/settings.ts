/**
 * The per-factoring settings of the debtor claim-rate red flag (rule DEUDOR_RECLAMADOR), read from the factoring
 * record's `features` map (lambdas/store/factoring-repository.ts) next to its switches (domain/factoring-features.ts).
 */

/** Claim rate in percent (0-100) a debtor must reach, and documents of that debtor it takes to judge. */
export interface RedFlagSettings {
  umbralReclamosPct: number;
  minimoDocumentos: number;
}

/** Keys of the settings in the `features` map. */
export const RED_FLAG_SETTING_KEYS = {
  umbral: 'alertaReclamosUmbralPct',
  minimo: 'alertaReclamosMinimoDocumentos',
} as const;

/** 20% of at least 5 documents: a debtor that claims one invoice in five is a risk a desk wants to see. */
export const DEFAULT_RED_FLAG_SETTINGS: RedFlagSettings = { umbralReclamosPct: 20, minimoDocumentos: 5 };

/**
 * Reads the settings from a factoring record's `features` map: the umbral when it is a number in (0, 100], the
 * minimum when it is a whole number of at least 1; anything else (missing map, missing key, wrong value) gives
 * the default of {@link DEFAULT_RED_FLAG_SETTINGS}.
 */
export function readRedFlagSettings(features: Readonly<Record<string, unknown>> | null | undefined): RedFlagSettings {
  const umbral = features?.[RED_FLAG_SETTING_KEYS.umbral];
  const minimo = features?.[RED_FLAG_SETTING_KEYS.minimo];
  return {
    umbralReclamosPct:
      typeof umbral === 'number' && umbral > 0 && umbral <= 100 ? umbral : DEFAULT_RED_FLAG_SETTINGS.umbralReclamosPct,
    minimoDocumentos:
      typeof minimo === 'number' && Number.isInteger(minimo) && minimo >= 1
        ? minimo
        : DEFAULT_RED_FLAG_SETTINGS.minimoDocumentos,
  };
}
