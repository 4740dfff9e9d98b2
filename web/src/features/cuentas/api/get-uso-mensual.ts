import { useQuery } from '@tanstack/react-query';
import type { MonthlyUsage } from '@domain/usage/monthly-usage';
import { useRuntimeConfig } from '@web/lib/runtime-config-context';
import { restJson } from '@web/lib/rest/rest-get';
import { restEndpoint } from '@web/lib/rest/rest-endpoint';

/** One factoring's usage as the platform administrator sees it. */
export interface FactoringUsage {
  rut: string;
  razonSocial: string;
  /** Newest month first. */
  uso: MonthlyUsage[];
}

/**
 * The factoring's monthly usage (core-platform §9): GET {restUrl}api/uso-mensual?factoring=, newest month first.
 * @throws Error from restJson (no session, the server's message or 'HTTP error! status: N').
 */
export async function getUsoMensual(restUrl: string, rutFactoring: string): Promise<MonthlyUsage[]> {
  const answer = await restJson<{ uso: MonthlyUsage[] }>(
    restEndpoint(restUrl, 'api/uso-mensual', { factoring: rutFactoring }),
  );
  return answer.uso;
}

/**
 * Every factoring's monthly usage, for the platform's administrator: GET {restUrl}api/uso-mensual/factorings.
 * @throws Error from restJson (403 with its message for anyone else).
 */
export async function getUsoFactorings(restUrl: string): Promise<FactoringUsage[]> {
  return (await restJson<{ factorings: FactoringUsage[] }>(restEndpoint(restUrl, 'api/uso-mensual/factorings')))
    .factorings;
}

/** Query hook for {@link getUsoMensual}, keyed by factoring. */
export function useUsoMensual(rutFactoring: string) {
  const { restUrl } = useRuntimeConfig();
  return useQuery({
    queryKey: ['cuentas', rutFactoring, 'uso'],
    queryFn: () => getUsoMensual(restUrl, rutFactoring),
  });
}

/** Query hook for {@link getUsoFactorings}; mounted only for the platform's administrator. */
export function useUsoFactorings() {
  const { restUrl } = useRuntimeConfig();
  return useQuery({ queryKey: ['uso-factorings'], queryFn: () => getUsoFactorings(restUrl) });
}
