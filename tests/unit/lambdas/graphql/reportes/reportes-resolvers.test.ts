import { describe, expect, it, vi } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import { applyReportChanges, type ReportCellGroup } from '@domain/reportes/report-cell';
import { reportesResolvers } from '@lambdas/graphql/reportes/resolvers';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { BadRequestError, ForbiddenError } from '@lambdas/platform/errors';
import { REPORTES_NOT_ENABLED, type AcquiredReport } from '@lambdas/services/reportes/acquired-report';
import { cessionRecord } from '@tests/support/cession-factory';
import { anaIdentity, twoFactoringIdentity } from '@tests/support/identity-factory';
import { UNUSED_STORES } from '@tests/support/store-stubs';

const FACTORING = '76389992-6';
/** 2019-04-10 11:00 in Santiago. */
const NOW = new Date('2019-04-10T15:00:00Z');
const RETURNED = cessionRecord({ folio: 7, fechaCesion: '2019-04-02 10:00' });
const KEPT = cessionRecord({ folio: 8, fechaCesion: '2019-04-03 10:00' });
const MARCH = cessionRecord({ folio: 9, fechaCesion: '2019-03-20 10:00' });

function depsWith(reportes = true) {
  const groups = new Map<string, ReportCellGroup>();
  applyReportChanges(
    groups,
    [RETURNED, KEPT, MARCH].map((after) => ({ before: null, after })),
  );
  const stored = [...groups.values()];
  const reportCells = {
    builtAt: vi.fn(async () => '2019-04-09T00:00:00.000Z'),
    groups: vi.fn(async (_scope: unknown, desde: string, hasta: string) =>
      stored.filter((g) => g.mes >= desde && g.mes <= hasta),
    ),
  };
  const envio = (folio: number, tipoAccion: string, estado: string) => ({
    rutEmisor: RETURNED.emisor.rut,
    tipoDTE: 33,
    folio,
    tipoAccion,
    estado,
  });
  const envios = {
    claim: vi.fn(),
    listForFactoring: vi.fn(async () => [
      envio(7, 'devolucion', 'aceptado'),
      envio(8, 'devolucion', 'rechazado'),
      envio(9, 'devolucion', 'aceptado'),
    ]),
  };
  const byFolio = new Map<number, CessionRecord[]>([
    [7, [RETURNED]],
    [8, [KEPT]],
    [9, [MARCH]],
  ]);
  const deps = {
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    ...UNUSED_STORES,
    factorings: { get: vi.fn(async () => ({ features: { reportes } })), list: vi.fn() },
    cessions: {
      query: vi.fn(),
      findDocument: vi.fn(async (_s: unknown, _r: unknown, doc: { folio: number }) => byFolio.get(doc.folio) ?? []),
    },
    envios,
    reportCells,
    now: () => NOW,
  } as unknown as GraphqlDeps;
  return { deps, reportCells };
}

const FLAGS = { 'custom:reportes': '1', 'custom:cesionesAdquiridas': '1' };
const APRIL = { rutFactoring: FACTORING, mesDesde: '2019-04', mesHasta: '2019-04' };
const call = (deps: GraphqlDeps, args: Record<string, unknown> = APRIL, identity = anaIdentity(FLAGS)) =>
  reportesResolvers['Query.reporteAdquiridas']!({ args, identity, deps }) as Promise<AcquiredReport>;

describe('Query.reporteAdquiridas', () => {
  it("answers the asked months' groups read at now, with the returns the SII accepted counted in their group", async () => {
    const { deps, reportCells } = depsWith();
    const answer = await call(deps);
    expect(reportCells.groups).toHaveBeenCalledWith(
      expect.objectContaining({ rutFactoring: FACTORING }),
      '2019-04',
      '2019-04',
    );
    expect(answer.generadaEn).toBe(NOW.toISOString());
    expect(answer.construidaEn).toBe('2019-04-09T00:00:00.000Z');
    expect(answer.grupos).toHaveLength(1);
    expect(answer.grupos[0]).toMatchObject({ mes: '2019-04', devueltos: 1 });
    expect(answer.grupos[0]!.celdas.reduce((n, c) => n + c.documentos, 0)).toBe(2);
  });

  it('refuses another factoring, a user without reportes or cesionesAdquiridas, and reads nothing', async () => {
    const { deps, reportCells } = depsWith();
    await expect(call(deps, { ...APRIL, rutFactoring: '96790240-3' })).rejects.toBeInstanceOf(ForbiddenError);
    const other = twoFactoringIdentity({ 'custom:reportes': '0', 'custom:cesionesAdquiridas': '1' });
    await expect(call(deps, { ...APRIL, rutFactoring: '96790240-3' }, other)).rejects.toBeInstanceOf(ForbiddenError);
    const withoutList = anaIdentity({ 'custom:reportes': '1', 'custom:cesionesAdquiridas': '0' });
    await expect(call(deps, APRIL, withoutList)).rejects.toBeInstanceOf(ForbiddenError);
    const withoutReportes = anaIdentity({ 'custom:reportes': '0', 'custom:cesionesAdquiridas': '1' });
    await expect(call(deps, APRIL, withoutReportes)).rejects.toBeInstanceOf(ForbiddenError);
    expect(reportCells.groups).not.toHaveBeenCalled();
  });

  it("refuses a factoring whose record does not enable 'Reportes', and a bad period", async () => {
    const off = depsWith(false);
    await expect(call(off.deps)).rejects.toThrow(new ForbiddenError(REPORTES_NOT_ENABLED));
    expect(off.reportCells.groups).not.toHaveBeenCalled();
    await expect(call(depsWith().deps, { ...APRIL, mesDesde: '2019-05' })).rejects.toBeInstanceOf(BadRequestError);
  });
});
