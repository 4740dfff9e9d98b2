/** The client list after an executive change (client-radar.md §2 "Agregar / Gestionar Ejecutivo"). */
import { executivesOf, type ClientCompany } from '@web/localdb/client-list/client-company';

/** An executive assigned to ('add') or removed from ('remove') one company. */
export interface EjecutivoChange {
  action: 'add' | 'remove';
  rut: string;
  email: string;
}

/**
 * The companies with the change applied to the company `rut`: its comma-separated ejecutivo list gains the e-mail
 * (once) or loses it (case-insensitive); other companies are returned as they were.
 */
export function applyEjecutivoChange<T extends ClientCompany>(companies: readonly T[], change: EjecutivoChange): T[] {
  const email = change.email.trim();
  return companies.map((company) => {
    if (company.rut !== change.rut) return company;
    const others = executivesOf(company).filter((current) => current.toLowerCase() !== email.toLowerCase());
    const executives = change.action === 'add' ? [...others, email] : others;
    return { ...company, ejecutivo: executives.join(',') };
  });
}
