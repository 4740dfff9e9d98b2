import type { CesionView } from '@domain/cession';

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim();

/**
 * The rows whose emisor, cedente, cesionario or deudor razón social contains `text` (case- and
 * accent-insensitive): the name half of 'Rut o Razón Social' on the owed screen (core-platform §2), which the
 * API cannot filter (it takes a RUT). Returns the input itself when `text` is empty or absent.
 */
export function filterByRazonSocial<T extends Pick<CesionView, 'emisor' | 'cedente' | 'cesionario' | 'deudor'>>(
  cesiones: readonly T[],
  text: string | undefined,
): readonly T[] {
  const wanted = normalise(text ?? '');
  if (!wanted) return cesiones;
  return cesiones.filter((c) =>
    [c.emisor, c.cedente, c.cesionario, c.deudor].some((party) => normalise(party.razonSocial).includes(wanted)),
  );
}
