import { envioKey } from '@domain/aec-envio/envio';
import { todayInChile } from '@domain/chile-time';
import { readFactoringFeatures } from '@domain/factoring-features';
import { groupAt, type ReportGroupAt } from '@domain/reportes/cell-figures';
import { recordGroupId, reportGroupId } from '@domain/reportes/report-cell';
import { cessionMonth } from '@domain/reportes/report-document';
import { isReturned } from '@domain/reportes/report-figures';
import { monthWindows } from '@domain/reportes/report-period';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import type { FactoringScope } from '../../platform/factoring-scope';
import { findDocumentsCessions } from '../../store/cession-batch-get';
import type { CessionRepository } from '../../store/cession-repository';
import type { EnvioRepository } from '../../store/envio-repository';
import type { FactoringRepository } from '../../store/factoring-repository';
import type { ReportCellRepository } from '../../store/report-cell-repository';

/** What the report's cells need. */
export interface AcquiredReportDeps {
  reportCells: Pick<ReportCellRepository, 'builtAt' | 'groups'>;
  envios: Pick<EnvioRepository, 'listForFactoring'>;
  cessions: Pick<CessionRepository, 'query' | 'findDocument'>;
  factorings: Pick<FactoringRepository, 'get'>;
  now(): Date;
}

/** The cells of a report's period (schema.graphql ReporteAdquiridas). */
export interface AcquiredReport {
  /** The instant the cells were read at (ISO). */
  generadaEn: string;
  /** When the refresh first built the cells (ISO), null before. */
  construidaEn: string | null;
  grupos: ReportGroupAt[];
}

/** The refusal of a factoring whose record does not enable 'Reportes'. */
export const REPORTES_NOT_ENABLED = 'Reportes no está habilitado para este factoring';

/**
 * The acquired documents of the scope's factoring in the months `mesDesde` to `mesHasta` ('yyyy-MM', a report's
 * period: domain/reportes/report-period.ts monthWindows), from the cells the refresh keeps (update-report-cells.ts),
 * read at `now` (domain/reportes/cell-figures.ts groupAt), each group with its documents returned to the emisor: the
 * acquired cessions of the documents whose last envío of the factoring is a devolución the SII accepted (as the
 * acquired list joins the envíos, lambdas/services/cessions/list-cessions.ts). One Query of the cells' months, one of
 * the envíos, and the returned documents' cessions looked up (few).
 * @throws ForbiddenError {@link REPORTES_NOT_ENABLED} when the factoring's record does not enable 'Reportes'
 *   (core-platform §6); BadRequestError with monthWindows' message for a bad period; the stores' errors.
 */
export async function acquiredReport(
  scope: FactoringScope,
  period: { mesDesde: string; mesHasta: string },
  deps: AcquiredReportDeps,
): Promise<AcquiredReport> {
  const now = deps.now();
  const months = monthWindows(period.mesDesde, period.mesHasta, todayInChile(now));
  if ('error' in months) throw new BadRequestError(months.error);
  const record = await deps.factorings.get(scope.rutFactoring);
  if (!readFactoringFeatures(record?.features).reportes) throw new ForbiddenError(REPORTES_NOT_ENABLED);
  const desde = months.windows[0]!.mes;
  const hasta = months.windows.at(-1)!.mes;
  const [construidaEn, groups, returned] = await Promise.all([
    deps.reportCells.builtAt(scope),
    deps.reportCells.groups(scope, desde, hasta),
    returnedByGroup(scope, deps, desde, hasta),
  ]);
  return {
    generadaEn: now.toISOString(),
    construidaEn,
    grupos: groups.map((group) => groupAt(group, now, returned.get(reportGroupId(group)))),
  };
}

/** The acquired cessions of the months whose document went back to its emisor, counted by group id. */
async function returnedByGroup(
  scope: FactoringScope,
  deps: Pick<AcquiredReportDeps, 'envios' | 'cessions'>,
  desde: string,
  hasta: string,
): Promise<Map<string, number>> {
  const returns = (await deps.envios.listForFactoring(scope)).filter((envio) => isReturned({ envio }));
  const counts = new Map<string, number>();
  if (returns.length === 0) return counts;
  const cessions = await findDocumentsCessions(deps.cessions, scope, 'cesionario', returns);
  for (const envio of returns)
    for (const record of cessions.get(envioKey(envio)) ?? []) {
      const mes = cessionMonth(record);
      if (mes < desde || mes > hasta) continue;
      const id = recordGroupId(record);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  return counts;
}
