import { useQuery } from '@tanstack/react-query';
import type { LimitedParty } from '@domain/reportes/limit-usage';
import { runGraphql } from '@web/lib/graphql';

/** The part of `cartera` (schema.graphql Cartera) the exposure report reads. */
export interface CarteraExposure {
  /** ISO instant the figures were read at. */
  generadaEn: string;
  total: { monto: number };
  deudores: LimitedParty[];
  cedentes: LimitedParty[];
}

const PARTE = 'tipo rut razonSocial documentos monto participacion participacionMaxima montoMaximo excesos';

const CARTERA_EXPOSURE = /* GraphQL */ `
  query CarteraExposure($rutFactoring: String!) {
    cartera(rutFactoring: $rutFactoring) {
      generadaEn
      total { monto }
      deudores { ${PARTE} }
      cedentes { ${PARTE} }
    }
  }
`;

/**
 * The factoring's held portfolio by debtor and cedente with their limits and breaches, from the same `cartera` query
 * as the 'Cartera' screen (so the exposure is that screen's). The server checks the factoring and cesionesAdquiridas.
 * @param enabled false (no permission or feature) reads nothing.
 */
export function useCarteraExposure(rutFactoring: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reportes', 'cartera', rutFactoring],
    queryFn: async () => (await runGraphql<{ cartera: CarteraExposure }>(CARTERA_EXPOSURE, { rutFactoring })).cartera,
    staleTime: 60_000,
    enabled,
  });
}
