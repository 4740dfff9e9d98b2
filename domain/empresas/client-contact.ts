/**
 * The contact of a client company (client list correo and telefono, client-radar.md §3 "Company row") as the SII
 * documents show it: MAIL_CEDENTE of the "cesiones en período" answers, and CorreoEmisor / Telefono of the DTEs it
 * issued (DTE_v10.xsd Encabezado/Emisor, read from their AECs).
 */

/** What one SII document says about the contact, and when (cession time 'yyyy-MM-dd HH:mm', Chile). */
export interface ContactObservation {
  fecha: string;
  correo: string | null;
  telefono: string | null;
}

/** The client list's contact columns; null when no document gives one. */
export interface ClientContact {
  correo: string | null;
  telefono: string | null;
}

/**
 * Each field from the most recent observation that has it non-empty (trimmed); on equal dates the observation
 * given first wins (callers list the period answers' MAIL_CEDENTE before the DTE's CorreoEmisor).
 * @param observations in any order.
 */
export function latestContact(observations: readonly ContactObservation[]): ClientContact {
  const newestFirst = observations
    .map((observation, order) => ({ observation, order }))
    .sort((a, b) => b.observation.fecha.localeCompare(a.observation.fecha) || a.order - b.order)
    .map(({ observation }) => observation);
  const first = (field: keyof ClientContact): string | null =>
    newestFirst.map((observation) => observation[field]?.trim() ?? '').find((value) => value !== '') ?? null;
  return { correo: first('correo'), telefono: first('telefono') };
}
