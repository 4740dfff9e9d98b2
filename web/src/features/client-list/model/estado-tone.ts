/** Colours of the SII password state badge (client-radar.md §3 "Tax-authority password status"). */

/** Bootstrap badge classes: green, grey, red, blue. */
export type EstadoBadgeClass = 'text-bg-success' | 'text-bg-secondary' | 'text-bg-danger' | 'text-bg-primary';

const TONES: Readonly<Record<string, EstadoBadgeClass>> = {
  Activo: 'text-bg-success',
  Inactivo: 'text-bg-secondary',
  'Password inválida': 'text-bg-danger',
  'Error Password': 'text-bg-danger',
};

/**
 * The badge class of a company's estado: Activo green, Inactivo grey, Password inválida and Error Password red,
 * any other value (or none) blue (client-radar.md §3). The match is exact after trimming.
 */
export function estadoBadgeClass(estado: string | null): EstadoBadgeClass {
  return TONES[estado?.trim() ?? ''] ?? 'text-bg-primary';
}
