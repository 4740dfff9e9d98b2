/** A Bootstrap contextual colour of a badge. */
export type BadgeColour = 'success' | 'warning' | 'info' | 'primary' | 'light' | 'dark' | 'secondary';

const COLOURS: Readonly<Record<string, BadgeColour>> = {
  'recibida y pagada': 'success',
  pagada: 'success',
  'con giro y sin pago': 'warning',
  'sin pago': 'warning',
  recibida: 'info',
  'con giro': 'primary',
  procesada: 'light',
  'sin declaraciones': 'dark',
};

/**
 * The badge colour of an IVA declaration's estado (client-detail.md §4 "IVA history status colours"): success for
 * 'Recibida y pagada' and 'Pagada', warning for 'Con giro y sin pago' and 'Sin pago', info for 'Recibida', primary
 * for 'Con giro', light for 'Procesada', dark for 'Sin declaraciones', secondary for 'Presentada' and anything else.
 * Case and surrounding spaces do not matter.
 */
export function ivaEstadoColour(estado: string): BadgeColour {
  return COLOURS[estado.trim().toLowerCase()] ?? 'secondary';
}
