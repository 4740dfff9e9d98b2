import { useQuery } from '@tanstack/react-query';
import type { ReportGroupAt } from '@domain/reportes/cell-figures';
import { runGraphql } from '@web/lib/graphql';

/** The cells of a report's period (schema.graphql ReporteAdquiridas). */
export interface ReportCells {
  /** ISO instant the server read the cells at. */
  generadaEn: string;
  /** When the refresh first built them (ISO); null before the factoring's first refresh that builds them. */
  construidaEn: string | null;
  grupos: ReportGroupAt[];
}

const REPORTE_ADQUIRIDAS = /* GraphQL */ `
  query ReporteAdquiridas($rutFactoring: String!, $mesDesde: String!, $mesHasta: String!) {
    reporteAdquiridas(rutFactoring: $rutFactoring, mesDesde: $mesDesde, mesHasta: $mesHasta) {
      generadaEn
      construidaEn
      grupos {
        mes
        cedente { rut razonSocial }
        deudor { rut razonSocial }
        devueltos
        celdas { estado aceptacion anulado rebajado tramo documentos montoCedido }
      }
    }
  }
`;

/**
 * The acquired documents of the report's months by month, cedente and debtor, counted as the figures read them (one
 * request, from the cells the refresh keeps): every figure of the screen is a sum over them
 * (domain/reportes/cell-figures.ts). The server checks the factoring, the reportes and cesionesAdquiridas flags and
 * the factoring's 'Reportes' feature.
 * @param desde first month 'yyyy-MM'; @param hasta last month 'yyyy-MM'.
 * @param enabled false (no permission, feature or period) reads nothing.
 */
export function useReportCells(rutFactoring: string, desde: string, hasta: string, enabled: boolean) {
  return useQuery({
    queryKey: ['reportes', 'celdas', rutFactoring, desde, hasta],
    queryFn: async () =>
      (
        await runGraphql<{ reporteAdquiridas: ReportCells }>(REPORTE_ADQUIRIDAS, {
          rutFactoring,
          mesDesde: desde,
          mesHasta: hasta,
        })
      ).reporteAdquiridas,
    staleTime: 60_000,
    enabled,
  });
}
