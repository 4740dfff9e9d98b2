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

/** The legend of the estado badges: each colour and what it means (client-radar.md §3). */
export const ESTADO_LEGEND: ReadonlyArray<{ badge: EstadoBadgeClass; label: string; text: string }> = [
  { badge: 'text-bg-success', label: 'Activo', text: 'clave del SII válida, información al día' },
  { badge: 'text-bg-secondary', label: 'Inactivo', text: 'información sin actualizar' },
  { badge: 'text-bg-danger', label: 'Error Password', text: 'clave del SII incorrecta (también "Password inválida")' },
  { badge: 'text-bg-primary', label: 'Otro', text: 'otro estado informado' },
];
