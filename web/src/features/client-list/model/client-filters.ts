/** Row filters of the client list (client-radar.md §2 "Client list", §6). */
import { executivesOf, type ClientCompany } from '@web/localdb/client-list/client-company';

/** The filters: free text, one executive's e-mail ('' = any) and "pending assignment only". */
export interface ClientFilters {
  text: string;
  ejecutivo: string;
  pendingOnly: boolean;
}

/** No filter. */
export const NO_CLIENT_FILTERS: ClientFilters = { text: '', ejecutivo: '', pendingOnly: false };

const rutDigits = (text: string) => text.replace(/[.\-\s]/g, '').toLowerCase();

/**
 * The companies that pass every filter, in their order:
 * - text (trimmed, case-insensitive): contained in the razón social, or its digits (dots, dash and spaces ignored)
 *   contained in the RUT's;
 * - ejecutivo: the e-mail is one of the company's executives (case-insensitive);
 * - pendingOnly: the company has no executive.
 */
export function filterClients<T extends Pick<ClientCompany, 'rut' | 'razonSocial' | 'ejecutivo'>>(
  companies: readonly T[],
  filters: ClientFilters,
): T[] {
  const text = filters.text.trim().toLowerCase();
  const digits = rutDigits(text);
  const ejecutivo = filters.ejecutivo.trim().toLowerCase();
  return companies.filter((company) => {
    if (
      text &&
      !company.razonSocial.toLowerCase().includes(text) &&
      !(digits && rutDigits(company.rut).includes(digits))
    ) {
      return false;
    }
    const executives = executivesOf(company);
    if (ejecutivo && !executives.some((email) => email.toLowerCase() === ejecutivo)) return false;
    return !(filters.pendingOnly && executives.length > 0);
  });
}
