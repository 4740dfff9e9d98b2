import { useQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';

const GET_MOVIMIENTOS = /* GraphQL */ `
  query GetMovimientos(
    $folio: Float!
    $rutEmisor: String!
    $tipoDocumento: Int!
    $rutFactoring: String!
    $rznEmisor: String!
  ) {
    getMovimientos(
      folio: $folio
      rutEmisor: $rutEmisor
      tipoDocumento: $tipoDocumento
      rutFactoring: $rutFactoring
      rznEmisor: $rznEmisor
    )
  }
`;

/** Arguments of getMovimientos (core-platform §7): the document and the emisor's razón social. */
export interface MovimientosArgs {
  folio: number;
  rutEmisor: string;
  tipoDocumento: number;
  rutFactoring: string;
  rznEmisor: string;
}

/**
 * The event history (movimientos) of a document as an HTML fragment (schema.graphql getMovimientos).
 * @throws ApiError when the call fails.
 */
export async function getMovimientos(args: MovimientosArgs): Promise<string> {
  const data = await runGraphql<{ getMovimientos: string }>(GET_MOVIMIENTOS, { ...args });
  return data.getMovimientos;
}

/** Query hook for {@link getMovimientos}; mounted only while the history's modal is open. */
export function useMovimientos(args: MovimientosArgs) {
  return useQuery({ queryKey: ['movimientos', args], queryFn: () => getMovimientos(args), staleTime: 60_000 });
}
