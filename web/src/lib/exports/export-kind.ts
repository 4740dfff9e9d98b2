import type { CesionView } from '@domain/cession';
import type { FactoringFeatures } from '@domain/factoring-features';
import { buildCartaGuiaSheet } from './carta-guia-rows';
import { buildCesionesSheet } from './cesiones-rows';
import type { ExportSheet } from '@domain/exports/export-sheet';
import { buildFlagSheet } from './flag-export-rows';

/** The Excel exports of the monitoring screens (core-platform §9). */
export type ExportKind = 'cesiones' | 'anulados' | 'rebajados' | 'cartaGuia';

/** Button text of each export. */
export const EXPORT_LABELS: Record<ExportKind, string> = {
  cesiones: 'Exportar a excel',
  anulados: 'Exportar a excel',
  rebajados: 'Exportar a excel',
  cartaGuia: 'Carta Guia',
};

/**
 * True when the factoring may see the export: CartaGuia only with features.cartaGuia (core-platform §6); on a search
 * screen (the accepted, rejected, annulled and reduced lists, core-platform §2 "Cession search screens": 'Exportar a
 * excel' "only for one specific privileged cessionary") only with features.exportarExcel; the Cesiones screen's export
 * of what is on screen (§2 "Cesiones screen") always.
 * @param features the factoring's settings; null (unknown or loading) offers only the Cesiones screen's export.
 * @param searchScreen the button is on a search screen.
 */
export function isExportEnabled(kind: ExportKind, features: FactoringFeatures | null, searchScreen = false): boolean {
  if (kind === 'cartaGuia') return features?.cartaGuia === true;
  return !searchScreen || features?.exportarExcel === true;
}

/**
 * Builds the sheet of an export kind from the rows on screen, with the factoring's features
 * (exportacionEnriquecida adds 'Estado Nómina' to the cession export) and the clock `now` for day counts.
 */
export function buildExportSheet(
  kind: ExportKind,
  rows: readonly CesionView[],
  features: FactoringFeatures | null,
  now: Date,
): ExportSheet {
  switch (kind) {
    case 'cesiones':
      return buildCesionesSheet(rows, { enriquecida: features?.exportacionEnriquecida === true, now });
    case 'anulados':
    case 'rebajados':
      return buildFlagSheet(kind, rows, now);
    case 'cartaGuia':
      return buildCartaGuiaSheet(rows);
  }
}
