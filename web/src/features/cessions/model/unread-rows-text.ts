/**
 * The note of the rows of the SII's answers that could not be read ('N filas del SII no se
 * pudieron leer'), in the singular for one row.
 */
export function unreadRowsText(total: number): string {
  return total === 1
    ? '1 fila del SII no se pudo leer'
    : `${total.toLocaleString('es-CL')} filas del SII no se pudieron leer`;
}
