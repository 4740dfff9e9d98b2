import { describe, expect, it, vi } from 'vitest';
import type { CarteraDocument } from '@domain/cartera/cartera-document';
import { NO_LIMITS } from '@domain/cartera/limits';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { CARTERA_PAGE, getCartera, getCarteraDocumentos, saveCarteraLimits } from '@lambdas/services/cartera/cartera';
import type { CarteraRepository } from '@lambdas/store/cartera-repository';
import { anaIdentity } from '@tests/support/identity-factory';

const FACTORING = '76389992-6';
const NOW = new Date('2026-11-24T15:00:00Z');
const scopeWith = (attributes: Record<string, string>) => resolveTenantScope(anaIdentity(attributes), FACTORING);
const party = { rut: '96790240-3', razonSocial: 'DEUDOR S.A.' };

function line(folio: number, fechaVencimiento: string): CarteraDocument {
  return {
    tipoDTE: 33,
    folio,
    emisor: party,
    deudor: party,
    cedente: party,
    montoCedido: 1_000_000,
    montoDocumento: 1_000_000,
    fechaEmision: '2026-11-01',
    fechaCesion: '2026-11-02 10:00',
    fechaVencimiento,
    aceptacion: 'N',
    alertas: [],
  };
}

describe('Cartera service (table carteras)', () => {
  it("offers editing the limits only to a caller with cuentas, stamping the view at the clock's now", async () => {
    const carteras = {
      parties: vi.fn(async () => []),
      limits: vi.fn(async () => NO_LIMITS),
      builtAt: vi.fn(async () => '2026-11-24T14:00:00.000Z'),
      judicialFlags: vi.fn(async () => []),
    };
    const deps = { carteras, now: () => NOW };
    const editor = await getCartera(scopeWith({ 'custom:cuentas': '1' }), deps);
    const reader = await getCartera(scopeWith({ 'custom:cuentas': '0' }), deps);
    expect([editor.puedeEditarLimites, reader.puedeEditarLimites]).toEqual([true, false]);
    expect(editor).toMatchObject({ generadaEn: NOW.toISOString(), construidaEn: '2026-11-24T14:00:00.000Z' });
  });

  it('pages the drill-down with the default page size and keeps only the lines of the tramo asked', async () => {
    const lines = [line(1, '2026-12-01'), line(2, '2027-06-30')];
    const pageSizes: number[] = [];
    const documentPage: CarteraRepository['documentPage'] = async (_scope, _tipo, _rut, select, limit) => {
      pageSizes.push(limit);
      return { items: lines.flatMap((each) => select(each) ?? []), nextToken: null };
    };
    const deps = { carteras: { documentPage, party: vi.fn(async () => null) }, now: () => NOW };
    const answer = await getCarteraDocumentos(
      scopeWith({}),
      { tipo: 'deudor', rut: party.rut, filter: { tramo: 'porVencer0a30' } },
      deps,
    );
    expect(answer.documentos.map((documento) => documento.folio)).toEqual([1]);
    expect(pageSizes).toEqual([CARTERA_PAGE.default]);
    expect(answer.total).toEqual({ documentos: 0, monto: 0 });
  });

  it("stores the limits under the scope's factoring and answers them", async () => {
    const putLimits = vi.fn(async () => undefined);
    const limits = { ...NO_LIMITS, deudorParticipacionMaxima: 0.25 };
    await expect(saveCarteraLimits(scopeWith({}), limits, { carteras: { putLimits } })).resolves.toEqual(limits);
    expect(putLimits).toHaveBeenCalledWith(expect.objectContaining({ rutFactoring: FACTORING }), limits);
  });
});
