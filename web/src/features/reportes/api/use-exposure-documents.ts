import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CesionView } from '@domain/cession';
import { heldCessions, heldMonths, type HeldKey } from '@domain/reportes/held-documents';
import { monthWindows } from '@domain/reportes/report-period';
import { runGraphql } from '@web/lib/graphql';
import { monthQuery } from './month-query';

/** The server's largest page of `carteraDocumentos`. */
const PAGE = 1_000;

const HELD_KEYS = /* GraphQL */ `
  query ExposureDocumentos($rutFactoring: String!, $tipo: String!, $rut: String!, $limite: Int, $nextToken: String) {
    carteraDocumentos(rutFactoring: $rutFactoring, tipo: $tipo, rut: $rut, limite: $limite, nextToken: $nextToken) {
      documentos { tipoDTE folio fechaCesion emisor { rut } }
      nextToken
    }
  }
`;

interface HeldPage {
  documentos: HeldKey[];
  nextToken: string | null;
}

/** A debtor or cedente of the exposure report. */
export interface ExposureParty {
  tipo: 'deudor' | 'cedente';
  rut: string;
}

/**
 * The held documents of a party of 'Exposición contra límites' as acquired cessions: the keys from the same
 * `carteraDocumentos` query as Cartera's drill-down (every page), then the acquired list of each month they were ceded
 * in (the report's cached month query, so months already on screen are not read again). The server checks the
 * factoring and cesionesAdquiridas on both.
 * @param party null reads nothing.
 * @param today Chile calendar day 'yyyy-MM-dd' (the last month's window ends there).
 */
export function useExposureDocuments(rutFactoring: string, party: ExposureParty | null, today: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['reportes', 'exposicion', rutFactoring, party?.tipo, party?.rut],
    queryFn: async (): Promise<CesionView[]> => {
      const held: HeldKey[] = [];
      let nextToken: string | null = null;
      do {
        const variables = { rutFactoring, ...party!, limite: PAGE, nextToken };
        const page: HeldPage = (await runGraphql<{ carteraDocumentos: HeldPage }>(HELD_KEYS, variables))
          .carteraDocumentos;
        held.push(...page.documentos);
        nextToken = page.nextToken;
      } while (nextToken);
      const months = await Promise.all(
        heldMonths(held).map((mes) => {
          const period = monthWindows(mes, mes, today);
          return 'windows' in period && period.windows[0]
            ? queryClient.fetchQuery(monthQuery(rutFactoring, period.windows[0]))
            : [];
        }),
      );
      return heldCessions(months.flat(), held);
    },
    staleTime: 60_000,
    enabled: party !== null,
  });
}
