import type { CesionView } from '@domain/cession';

/**
 * True when some document is already re-assigned (estadoCesion ''), which is when the acquired screen
 * shows the 'Mostrar Recesiones' checkbox (core-platform §2, §3).
 */
export function hasRecesiones(cesiones: readonly Pick<CesionView, 'estadoCesion'>[]): boolean {
  return cesiones.some((cesion) => cesion.estadoCesion === '');
}

/**
 * The rows shown for the 'Mostrar Recesiones' checkbox (core-platform §4): all of them when checked,
 * otherwise the rows whose estadoCesion is not empty. Returns the input array itself when nothing is hidden.
 */
export function filterRecesiones<T extends Pick<CesionView, 'estadoCesion'>>(
  cesiones: readonly T[],
  show: boolean,
): readonly T[] {
  return show ? cesiones : cesiones.filter((cesion) => cesion.estadoCesion !== '');
}
