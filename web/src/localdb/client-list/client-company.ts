/** A company of the client list as read from the empresas table (client-radar.md §3 "Company row"). */
export interface ClientCompany {
  /** 'NNNNNNNN-D'. */
  rut: string;
  razonSocial: string;
  /** Comma-separated e-mails of the assigned executives, '' when none. */
  ejecutivo: string;
  /** SII password state ('Activo', 'Error Password', ...) or null. */
  estado: string | null;
  /** Size code 1..13 or null. */
  tamano: number | null;
  correo: string | null;
  telefono: string | null;
}

/**
 * The executives of a company: its `ejecutivo` text split on commas, trimmed, empty parts dropped
 * (client-radar.md §3 "ejecutivo (comma-separated emails)").
 */
export function executivesOf(company: Pick<ClientCompany, 'ejecutivo'>): string[] {
  return company.ejecutivo
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email.length > 0);
}
