import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runGraphql } from '../../../lib/graphql';
import type { CarteraDocumento, DrillDown } from '../model/cartera';

const DOCUMENTOS = /* GraphQL */ `
  query CarteraDocumentos($rutFactoring: String!, $tipo: String!, $rut: String!, $tramo: String, $estado: String, $conAlertas: Boolean) {
    carteraDocumentos(rutFactoring: $rutFactoring, tipo: $tipo, rut: $rut, tramo: $tramo, estado: $estado, conAlertas: $conAlertas) {
      tipoDTE folio montoCedido montoDocumento fechaEmision fechaCesion fechaVencimiento tramo estado diasRestantes
      emisor { rut razonSocial } deudor { rut razonSocial } cedente { rut razonSocial }
      alertas { regla motivo }
    }
  }
`;

/**
 * The held documents behind one debtor or cedente of 'Cartera' (`carteraDocumentos`), narrowed to a tramo, an estado
 * or the flagged ones, largest montoCedido first.
 * @throws ApiError or a transport failure.
 */
export async function getCarteraDocumentos(rutFactoring: string, drill: DrillDown): Promise<CarteraDocumento[]> {
  const variables = { rutFactoring, tipo: drill.tipo, rut: drill.rut, tramo: drill.tramo, estado: drill.estado, conAlertas: drill.conAlertas || null };
  return (await runGraphql<{ carteraDocumentos: CarteraDocumento[] }>(DOCUMENTOS, variables)).carteraDocumentos;
}

/** Query hook for {@link getCarteraDocumentos}; the previous list stays while a narrower one loads. */
export function useCarteraDocumentos(rutFactoring: string, drill: DrillDown | null) {
  return useQuery({
    queryKey: ['cartera-documentos', rutFactoring, drill?.tipo, drill?.rut, drill?.tramo, drill?.estado, drill?.conAlertas],
    queryFn: () => getCarteraDocumentos(rutFactoring, drill!),
    enabled: drill !== null,
    placeholderData: keepPreviousData,
  });
}
