import type { CessionChange } from '@domain/cartera/party-aggregate';
import { applyReportChanges, recordGroupId, reportGroupId, type ReportCellGroup } from '@domain/reportes/report-cell';
import type { FactoringScope } from '../../platform/factoring-scope';
import type { CessionRepository } from '../../store/cession-repository';
import type { ReportCellRepository } from '../../store/report-cell-repository';

/** What keeping the report cells needs. */
export interface ReportCellUpdateDeps {
  cessions: Pick<CessionRepository, 'query'>;
  reportCells: Pick<ReportCellRepository, 'builtAt' | 'markBuilt' | 'groupsById' | 'writeGroups' | 'clear'>;
}

/**
 * Keeps the 'Reportes' cells of one factoring (domain/reportes/report-cell.ts) in step with what a refresh wrote
 * (write-changes.ts), so the report's figures never read the documents:
 * - cells already built: the groups of the acquired records among `changes` are read, the records taken out of
 *   (before) and put into (after) them (applyReportChanges) and the touched groups written again;
 * - never built (a factoring's first refresh since the report is kept, or after a failed update): every stored
 *   acquired cession of the factoring, whatever its date, is read once and the cells built from them.
 * `now` (ISO) stamps the build. A failed update forgets the build, so the next refresh builds it whole again.
 * @throws the stores' errors.
 */
export async function updateReportCells(
  deps: ReportCellUpdateDeps,
  scope: FactoringScope,
  changes: readonly CessionChange[],
  now: Date,
): Promise<void> {
  if (!(await deps.reportCells.builtAt(scope))) return buildReportCells(deps, scope, now);
  const acquired = changes.filter(({ before, after }) => before?.role === 'cesionario' || after?.role === 'cesionario');
  if (acquired.length === 0) return;
  try {
    const ids = new Set(
      acquired.flatMap(({ before, after }) =>
        [before, after].flatMap((record) => (record?.role === 'cesionario' ? [recordGroupId(record)] : [])),
      ),
    );
    const stored = await deps.reportCells.groupsById(scope, ids);
    const groups = new Map(stored.map((group) => [reportGroupId(group), group]));
    const touched = applyReportChanges(groups, acquired);
    await deps.reportCells.writeGroups(scope, groups, touched);
  } catch (error) {
    await deps.reportCells.clear(scope);
    throw error;
  }
}

async function buildReportCells(deps: ReportCellUpdateDeps, scope: FactoringScope, now: Date): Promise<void> {
  await deps.reportCells.clear(scope);
  const { items } = await deps.cessions.query(scope, {
    role: 'cesionario',
    desde: '0000-01-01',
    hasta: '9999-12-31',
  });
  const groups = new Map<string, ReportCellGroup>();
  const touched = applyReportChanges(
    groups,
    items.map((after) => ({ before: null, after })),
  );
  await deps.reportCells.writeGroups(scope, groups, touched);
  await deps.reportCells.markBuilt(scope, now.toISOString());
}
