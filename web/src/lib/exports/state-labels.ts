import type { AceptadoState, FlagState } from '@domain/event-types';

/** Cell text of a state with no event list (core-platform §4 'eventos: null', "no information"). */
export const SIN_INFORMACION = 'Sin información';

const ACEPTADO_LABELS: Record<AceptadoState['state'], string> = {
  si: 'Sí',
  no: 'No',
  Pendiente: 'Pendiente',
  'eventos: null': SIN_INFORMACION,
};

/** Cell text of the acceptance state (core-platform §4): 'Sí', 'No', 'Pendiente' or 'Sin información'. */
export function aceptadoLabel(aceptado: AceptadoState): string {
  return ACEPTADO_LABELS[aceptado.state];
}

/** Cell text of an annulled / reduced state (core-platform §4): 'Sí', 'No' or 'Sin información'. */
export function flagLabel(flag: FlagState): string {
  if (flag.state === 'si') return 'Sí';
  return flag.state === 'no' ? 'No' : SIN_INFORMACION;
}

/** Date of a flag that is set ('yyyy-MM-dd HH:mm:ss' Chile), else null. */
export function flagDate(flag: FlagState): string | null {
  return flag.state === 'si' ? (flag.fecha ?? null) : null;
}
