/** The address parameter of '/radar-judicial' naming the RUT to ask at once. */
export const JUDICIAL_RUT_PARAM = 'rut';

/** '/radar-judicial?rut={rut}': the judicial radar asking `rut` ('NNNNNNNN-D') on arrival. */
export function judicialRadarPath(rut: string): string {
  return `/radar-judicial?${new URLSearchParams({ [JUDICIAL_RUT_PARAM]: rut })}`;
}
