import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import { LIMITES_FIELDS, type Cartera } from '../model/cartera';

const PARTE =
  'tipo rut razonSocial ranking documentos monto participacion documentosConAlertas alertas { regla documentos } participacionMaxima montoMaximo excesos causasJudicialesNuevas { rut razonSocial rol tribunal caratulado fechaIngreso }';

const CARTERA = /* GraphQL */ `
  query Cartera($rutFactoring: String!) {
    cartera(rutFactoring: $rutFactoring) {
      generadaEn construidaEn
      total { documentos monto documentosConAlertas }
      deudores { ${PARTE} }
      cedentes { ${PARTE} }
      vencimientos { tramo etiqueta documentos monto }
      aceptacion { estado etiqueta documentos monto }
      pendientes { diasRestantes documentos monto }
      limites { ${LIMITES_FIELDS} }
      puedeEditarLimites
    }
  }
`;

/**
 * The factoring's held portfolio (`cartera`), from the aggregates the refresh keeps.
 * @throws ApiError (Forbidden without cesionesAdquiridas) or a transport failure.
 */
export async function getCartera(rutFactoring: string): Promise<Cartera> {
  return (await runGraphql<{ cartera: Cartera }>(CARTERA, { rutFactoring })).cartera;
}

/** Query key of {@link useCartera}; saving limits invalidates it. */
export const carteraKey = (rutFactoring: string) => ['cartera', rutFactoring] as const;

/** Query hook for {@link getCartera}. */
export function useCartera(rutFactoring: string, enabled: boolean) {
  return useQuery({ queryKey: carteraKey(rutFactoring), queryFn: () => getCartera(rutFactoring), enabled });
}
