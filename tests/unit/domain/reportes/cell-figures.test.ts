import { describe, expect, it } from 'vitest';
import { toCesionView } from '@domain/cession-view';
import type { CesionView, CessionRecord } from '@domain/cession';
import type { ReportEnvio } from '@domain/reportes/report-document';
import { cellFiguresByExecutive, cellReport, groupAt } from '@domain/reportes/cell-figures';
import { figuresByExecutive } from '@domain/reportes/executive-figures';
import { buildReport } from '@domain/reportes/report';
import { applyReportChanges, reportGroupId, type ReportCellGroup } from '@domain/reportes/report-cell';
import { reportRecords } from '@tests/support/report-records';

/** Noon in Santiago of a calendar day (UTC-3 from September). */
const noonOf = (day: string) => new Date(`${day}T15:00:00Z`);
const MESES = ['2026-08', '2026-09', '2026-10', '2026-11'];
/** Before, during and after the receptions' 8-day lapses (18 to 23 November), and months later. */
const NOWS = ['2026-11-15', '2026-11-19', '2026-11-21', '2026-11-23', '2027-02-01'].map(noonOf);

const groupsOf = (records: readonly CessionRecord[]): ReportCellGroup[] => {
  const groups = new Map<string, ReportCellGroup>();
  applyReportChanges(
    groups,
    records.map((after) => ({ before: null, after })),
  );
  return [...groups.values()];
};
/** The groups read at `now`, with the returned documents of each (by reportGroupId). */
const at = (groups: readonly ReportCellGroup[], now: Date, returned = new Map<string, number>()) =>
  groups.map((group) => groupAt(group, now, returned.get(reportGroupId(group))));
const acquiredViews = (records: readonly CessionRecord[], now: Date) =>
  records.filter((r) => r.role === 'cesionario').map((r) => toCesionView(r, now));

describe('cellReport', () => {
  const records = reportRecords();
  const groups = groupsOf(records);
  const filters = [
    { cedente: '', deudor: '' },
    { cedente: '77100013-5', deudor: '' },
    { cedente: '', deudor: '96000034-2' },
    { cedente: '76399752-9', deudor: '96874030-K' },
  ];

  it.each(NOWS)('equals buildReport over the same records read at %s, with every filter', (now) => {
    const views = acquiredViews(records, now);
    for (const filter of filters) {
      const { documentos, ...expected } = buildReport(views, filter, MESES, now);
      expect(documentos.length).toBeGreaterThan(0);
      expect(cellReport(at(groups, now), filter, MESES)).toEqual(expected);
    }
  });

  it('counts the lapse at the reading instant: acceptances grow between two nows with the same cells', () => {
    const [before, , after] = [NOWS[0]!, NOWS[1]!, NOWS[3]!];
    const none = { cedente: '', deudor: '' };
    expect(cellReport(at(groups, after), none, MESES).total.aceptados).toBeGreaterThan(
      cellReport(at(groups, before), none, MESES).total.aceptados,
    );
  });

  it('counts the returned documents of each group as devueltos', () => {
    const now = NOWS[4]!;
    const views: (CesionView & { envio?: ReportEnvio })[] = acquiredViews(records, now).map((view, i) =>
      i % 5 === 0 ? { ...view, envio: { tipoAccion: 'devolucion', estado: 'aceptado' } } : view,
    );
    const returned = new Map<string, number>();
    for (const view of views.filter((v) => v.envio)) {
      const id = reportGroupId({ mes: view.fechaCesion.slice(0, 7), cedente: view.cedente, deudor: view.deudor });
      returned.set(id, (returned.get(id) ?? 0) + 1);
    }
    const none = { cedente: '', deudor: '' };
    const { documentos: _d, ...expected } = buildReport(views, none, MESES, now);
    expect(expected.total.devueltos).toBeGreaterThan(0);
    expect(cellReport(at(groups, now, returned), none, MESES)).toEqual(expected);
  });
});

describe('groupAt', () => {
  it('merges the cells alike at the instant: months later every due date is overdue and every lapse passed', () => {
    const groups = groupsOf(reportRecords());
    const stored = groups.reduce((n, g) => n + Object.keys(g.cells).length, 0);
    const read = (now: Date) => at(groups, now).reduce((n, g) => n + g.celdas.length, 0);
    expect(read(NOWS[0]!)).toBeLessThanOrEqual(stored);
    expect(read(NOWS[4]!)).toBeLessThan(read(NOWS[0]!));
  });
});

describe('cellFiguresByExecutive', () => {
  it('equals figuresByExecutive over the same records', () => {
    const records = reportRecords();
    const clients = [
      { rut: '76399752-9', ejecutivos: ['ana@factoring.cl'] },
      { rut: '77100013-5', ejecutivos: ['ana@factoring.cl', 'beto@factoring.cl'] },
      { rut: '77100026-7', ejecutivos: [] },
    ];
    for (const now of NOWS)
      expect(cellFiguresByExecutive(at(groupsOf(records), now), clients)).toEqual(
        figuresByExecutive(acquiredViews(records, now), clients),
      );
  });
});
