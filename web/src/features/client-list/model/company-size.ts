/** Size codes of the client list (client-radar.md §3 "Size codes"). */

/** Label of the SII size segment for codes 2..13, in order (code 1 and anything else: 'Sin Información'). */
const SIZE_LABELS: Readonly<Record<number, string>> = {
  2: 'Micro E. R1',
  3: 'Micro E. R2',
  4: 'Micro E. R3',
  5: 'Pequeña E. R1',
  6: 'Pequeña E. R2',
  7: 'Pequeña E. R3',
  8: 'Mediana E. R1',
  9: 'Mediana E. R2',
  10: 'Gran E. R1',
  11: 'Gran E. R2',
  12: 'Gran E. R3',
  13: 'Gran E. R4',
};

/** Text for code 1 and for a missing or unknown code. */
export const NO_SIZE_LABEL = 'Sin Información';

/**
 * The size label of a company: 1 Sin Información; 2-4 Micro E. R1-R3; 5-7 Pequeña E. R1-R3; 8-9 Mediana E. R1-R2;
 * 10-13 Gran E. R1-R4 (client-radar.md §3). A missing or unknown code gives 'Sin Información'.
 * @param code the tamano column (integer 1..13) or null.
 */
export function sizeLabel(code: number | null): string {
  return (code !== null && SIZE_LABELS[code]) || NO_SIZE_LABEL;
}
