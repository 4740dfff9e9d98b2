import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useEmpresasUsuario } from './get-empresas-usuario';
import { pickSelectedCompany } from './selected-company';
import type { Empresa } from '@domain/wire/schema-types';

interface CompanyValue {
  /** The user the screens are for (the one 'Ver como' shows while an administrator sees as someone). */
  username: string;
  /** The user's factorings; while loading, the user's own factoring from the token when known. */
  empresas: Empresa[];
  /** The factoring every screen acts for (rutFactoring), or null while unknown. */
  selected: Empresa | null;
  select: (rut: string) => void;
  isLoading: boolean;
  error: Error | null;
}

const CompanyContext = createContext<CompanyValue | null>(null);

const storageKey = (username: string) => `radar-cesiones.empresa.${username}`;

interface CompanyProviderProps {
  username: string;
  /** The user's own factoring from the id token (custom:rutCesionario / rznSocCesionario). */
  ownCompany: Empresa | null;
  children: ReactNode;
}

/**
 * The selected factoring context of the signed-in user (core-platform §1: a user acts on behalf of
 * one selected factoring). The choice is remembered per user in localStorage.
 */
export function CompanyProvider({ username, ownCompany, children }: CompanyProviderProps) {
  const query = useEmpresasUsuario(username);
  const [storedRut, setStoredRut] = useState(() => localStorage.getItem(storageKey(username)));

  const value = useMemo<CompanyValue>(() => {
    const empresas = query.data ?? (ownCompany ? [ownCompany] : []);
    return {
      username,
      empresas,
      selected: pickSelectedCompany(empresas, storedRut, ownCompany?.rut ?? null),
      select: (rut) => {
        localStorage.setItem(storageKey(username), rut);
        setStoredRut(rut);
      },
      isLoading: query.isPending,
      error: query.error,
    };
  }, [query.data, query.isPending, query.error, ownCompany, storedRut, username]);

  return <CompanyContext.Provider value={value}>{children}</CompanyContext.Provider>;
}

/**
 * The selected factoring context.
 * @throws Error when used outside CompanyProvider.
 */
export function useSelectedCompany(): CompanyValue {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useSelectedCompany needs a CompanyProvider');
  return value;
}
