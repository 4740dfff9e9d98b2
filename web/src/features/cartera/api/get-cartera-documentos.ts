import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { runGraphql } from '@web/lib/graphql';
import type { CarteraDocumento, CarteraDocumentosPage, DrillDown } from '../model/cartera';

const DOCUMENTOS = /* GraphQL */ `
  query CarteraDocumentos(
    $rutFactoring: String!
    $tipo: String!
    $rut: String!
    $tramo: String
    $estado: String
    $conAlertas: Boolean
    $limite: Int
    $nextToken: String
  ) {
    carteraDocumentos(
      rutFactoring: $rutFactoring
      tipo: $tipo
      rut: $rut
      tramo: $tramo
      estado: $estado
      conAlertas: $conAlertas
      limite: $limite
      nextToken: $nextToken
    ) {
      documentos {
        tipoDTE
        folio
        montoCedido
        montoDocumento
        fechaEmision
        fechaCesion
        fechaVencimiento
        tramo
        estado
        diasRestantes
        emisor {
          rut
          razonSocial
        }
        deudor {
          rut
          razonSocial
        }
        cedente {
          rut
          razonSocial
        }
        alertas {
          regla
          motivo
        }
      }
      total {
        documentos
        monto
      }
      nextToken
    }
  }
`;

/** Documents of the page the table shows first and adds on each 'Cargar más'. */
export const SCREEN_PAGE = 100;
/** Documents per request when the export reads the whole list (the server's most). */
const EXPORT_PAGE = 1_000;

/**
 * One page of the held documents behind a debtor or cedente of 'Cartera' (`carteraDocumentos`), narrowed to a tramo,
 * an estado or the flagged ones, largest montoCedido first, with the count and total of the whole narrowed list.
 * @param nextToken the previous page's, or null for the first.
 * @throws ApiError or a transport failure.
 */
export async function getCarteraDocumentos(
  rutFactoring: string,
  drill: DrillDown,
  limite: number,
  nextToken: string | null,
): Promise<CarteraDocumentosPage> {
  const variables = {
    rutFactoring,
    tipo: drill.tipo,
    rut: drill.rut,
    tramo: drill.tramo,
    estado: drill.estado,
    conAlertas: drill.conAlertas || null,
    limite,
    nextToken,
  };
  return (await runGraphql<{ carteraDocumentos: CarteraDocumentosPage }>(DOCUMENTOS, variables)).carteraDocumentos;
}

/**
 * Every document of the drill-down (the Excel export), read page after page.
 * @throws ApiError or a transport failure.
 */
export async function getAllCarteraDocumentos(rutFactoring: string, drill: DrillDown): Promise<CarteraDocumento[]> {
  const documents: CarteraDocumento[] = [];
  let token: string | null = null;
  do {
    const page: CarteraDocumentosPage = await getCarteraDocumentos(rutFactoring, drill, EXPORT_PAGE, token);
    documents.push(...page.documentos);
    token = page.nextToken;
  } while (token);
  return documents;
}

/** Infinite query hook for {@link getCarteraDocumentos}: the first page, then one more per fetchNextPage. */
export function useCarteraDocumentos(rutFactoring: string, drill: DrillDown | null) {
  return useInfiniteQuery({
    queryKey: [
      'cartera-documentos',
      rutFactoring,
      drill?.tipo,
      drill?.rut,
      drill?.tramo,
      drill?.estado,
      drill?.conAlertas,
    ],
    queryFn: ({ pageParam }) => getCarteraDocumentos(rutFactoring, drill!, SCREEN_PAGE, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
    enabled: drill !== null,
    placeholderData: keepPreviousData,
  });
}
