/**
 * The SII's 13 "tramos según ventas" (annual sales bands in UF of the Nómina de empresas and the SII's company
 * statistics; Ley 20.416 bands split further): 1 sin ventas / sin información; 2-4 micro; 5-7 pequeña; 8-9 mediana;
 * 10-13 grande. They are the size codes of the client list (client-radar.md §3 "Size codes").
 */

/** A band: its code and the highest annual sales in UF it holds (Infinity for the last). */
export interface TramoVentas {
  codigo: number;
  hastaUf: number;
}

/** Codes 2..13 with their upper bounds in UF (code 1 is "no sales"). */
export const TRAMOS_VENTAS: readonly TramoVentas[] = [
  { codigo: 1, hastaUf: 0 },
  { codigo: 2, hastaUf: 200 },
  { codigo: 3, hastaUf: 600 },
  { codigo: 4, hastaUf: 2_400 },
  { codigo: 5, hastaUf: 5_000 },
  { codigo: 6, hastaUf: 10_000 },
  { codigo: 7, hastaUf: 25_000 },
  { codigo: 8, hastaUf: 50_000 },
  { codigo: 9, hastaUf: 100_000 },
  { codigo: 10, hastaUf: 200_000 },
  { codigo: 11, hastaUf: 600_000 },
  { codigo: 12, hastaUf: 1_000_000 },
  { codigo: 13, hastaUf: Infinity },
];

/** Code for a company without sales or without information. */
export const SIN_INFORMACION = 1;

/**
 * The tramo of a year's sales.
 * @param ventasUf net annual sales in UF (0 or less: no sales).
 * @returns the code 1..13: the first band whose upper bound is at or above the sales.
 */
export function tramoSegunVentas(ventasUf: number): number {
  if (!(ventasUf > 0)) return SIN_INFORMACION;
  return TRAMOS_VENTAS.find((tramo) => ventasUf <= tramo.hastaUf)?.codigo ?? SIN_INFORMACION;
}
