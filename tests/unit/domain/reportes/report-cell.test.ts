import { describe, expect, it } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import { applyReportChanges, reportCellFacts, type ReportCellGroup } from '@domain/reportes/report-cell';
import { cessionRecord } from '@tests/support/cession-factory';
import { reportRecords } from '@tests/support/report-records';

const build = (records: readonly CessionRecord[]) => {
  const groups = new Map<string, ReportCellGroup>();
  applyReportChanges(
    groups,
    records.map((after) => ({ before: null, after })),
  );
  return groups;
};

describe('applyReportChanges', () => {
  it('leaves the groups a build of the final records makes, after changes, additions and removals', () => {
    const records = reportRecords();
    const groups = build(records);
    const changed = records.map((r, i) =>
      i % 4 === 0 ? { ...r, recedido: !r.recedido, montoCedido: r.montoCedido + 7, eventos: [] } : r,
    );
    const touched = applyReportChanges(groups, [
      ...records.map((before, i) => ({ before, after: i % 10 === 3 ? null : changed[i]! })),
      { before: null, after: cessionRecord({ folio: 9_999, fechaCesion: '2026-12-01 09:00' }) },
    ]);
    const final = [
      ...changed.filter((_, i) => i % 10 !== 3),
      cessionRecord({ folio: 9_999, fechaCesion: '2026-12-01 09:00' }),
    ];
    expect(groups).toEqual(build(final));
    expect(touched.has('2026-12#76399752-9#96874030-K')).toBe(true);
  });

  it('deletes a group left without documents and ignores records of other roles', () => {
    const record = cessionRecord();
    const groups = build([record, cessionRecord({ role: 'cedente', folio: 2 })]);
    expect([...groups.keys()]).toEqual(['2019-04#76399752-9#96874030-K']);
    expect(groups.get('2019-04#76399752-9#96874030-K')!.cedente.razonSocial).toBe('COMERCIALIZADORA INNOVA MOBEL SPA');
    const touched = applyReportChanges(groups, [{ before: record, after: null }]);
    expect(groups.size).toBe(0);
    expect([...touched]).toEqual(['2019-04#76399752-9#96874030-K']);
  });

  it('counts a document not held (re-ceded, annulled at the SII) without its amount', () => {
    const groups = build([cessionRecord({ recedido: true }), cessionRecord({ folio: 2, montoCedido: 5 })]);
    const cells = Object.values(groups.get('2019-04#76399752-9#96874030-K')!.cells);
    expect(cells.reduce((sum, [n]) => sum + n, 0)).toBe(2);
    expect(cells.reduce((sum, [, monto]) => sum + monto, 0)).toBe(5);
  });
});

describe('reportCellFacts', () => {
  it('keeps the due date of open documents only', () => {
    expect(reportCellFacts(cessionRecord()).fechaVencimiento).toBe('2019-04-28');
    expect(reportCellFacts(cessionRecord({ recedido: true })).fechaVencimiento).toBeNull();
    const nca = [{ codigo: 'NCA', descripcion: '', fecha: '2019-04-10 10:00:00', responsable: '' }];
    expect(reportCellFacts(cessionRecord({ eventos: nca }))).toMatchObject({ anulado: true, fechaVencimiento: null });
  });
});
