import { describe, expect, it, vi } from 'vitest';
import type { CessionRecord } from '@domain/cession';
import type { DteEvent } from '@domain/event-types';
import { systemScope } from '@lambdas/access/system-scope';
import { DOCUMENT_NOT_FOUND, findHeldCession } from '@lambdas/services/documents/held-document';
import { getCertificadosAceptacionReclamo, getCertificateMasivo } from '@lambdas/graphql/documents/certificates';
import { MASIVO_OUT_OF_WINDOW } from '@lambdas/services/documents/certificates';
import { parseDocumentArgs, parseDteInputs } from '@lambdas/graphql/documents/document-args';
import type { GraphqlDeps } from '@lambdas/graphql/types';
import { UNUSED_NOMINAS, UNUSED_STORES } from '@tests/support/store-stubs';
import { cessionRecord } from '@tests/support/cession-factory';
import { anaIdentity } from '@tests/support/identity-factory';
import { findDocumentIn } from '@tests/support/cession-lookup';

const FACTORING = '76389992-6';
const NOW = new Date('2019-04-20T15:00:00Z');
const ACD: DteEvent = {
  codigo: 'ACD',
  descripcion: 'Acepta Contenido del Documento',
  fecha: '2019-04-05 12:34:56',
  responsable: '96874030-K',
};

/** Deps whose byDocument look-up answers from `records` (matching factoring, role and document key). */
function depsOver(records: CessionRecord[]): GraphqlDeps {
  return {
    ...UNUSED_STORES,
    ...UNUSED_NOMINAS,
    verifier: { verify: vi.fn() },
    userCompanies: { listForUser: vi.fn() },
    refreshRuns: { lastSuccess: vi.fn(), latestRejectedRows: vi.fn(), progressSince: vi.fn() },
    cessions: {
      query: vi.fn(),
      findDocument: findDocumentIn(records),
    },
    now: () => NOW,
  };
}

const ref = (folio: number, idSecuencia: number | null = null) => ({
  rutEmisor: '76399752-9',
  tipoDTE: 33,
  folio,
  idSecuencia,
});

describe('findHeldCession', () => {
  const records = [
    cessionRecord({ folio: 100, idSecuencia: 1 }),
    cessionRecord({ folio: 100, idSecuencia: 2 }),
    cessionRecord({ folio: 100, idSecuencia: 3, aecKey: null }),
    cessionRecord({ folio: 200, role: 'cedente' }),
  ];

  it('picks the requested idSecuencia, or the latest one with a stored AEC', async () => {
    expect((await findHeldCession(depsOver(records), systemScope(FACTORING), ref(100, 1)))?.idSecuencia).toBe(1);
    expect((await findHeldCession(depsOver(records), systemScope(FACTORING), ref(100)))?.idSecuencia).toBe(2);
    expect(await findHeldCession(depsOver(records), systemScope(FACTORING), ref(100, 9))).toBeNull();
  });

  it('finds documents held in any role unless the roles are narrowed', async () => {
    expect((await findHeldCession(depsOver(records), systemScope(FACTORING), ref(200)))?.role).toBe('cedente');
    expect(await findHeldCession(depsOver(records), systemScope(FACTORING), ref(200), ['cesionario'])).toBeNull();
    expect(await findHeldCession(depsOver(records), systemScope('77360390-1'), ref(100))).toBeNull();
  });
});

describe('document arguments', () => {
  it('normalises the RUT and names the bad argument', () => {
    expect(
      parseDocumentArgs({ rutEmisor: '76.399.752-9', tipo: 33, folio: 100, rutFactoring: FACTORING }).document,
    ).toEqual(ref(100));
    expect(() => parseDocumentArgs({ rutEmisor: 'no es rut', tipo: 33, folio: 100, rutFactoring: FACTORING })).toThrow(
      /'rutEmisor'/,
    );
    expect(() => parseDocumentArgs({ rutEmisor: '76399752-9', tipo: 33, folio: 1.5, rutFactoring: FACTORING })).toThrow(
      /'folio'/,
    );
  });

  it('keeps each DteInput once and refuses an empty list', () => {
    const dte = { rutEmisor: '76399752-9', tipoDTE: 33, folioDTE: 100 };
    expect(parseDteInputs([dte, { ...dte, rutEmisor: '76.399.752-9' }])).toEqual([ref(100)]);
    expect(() => parseDteInputs([])).toThrow('Debe elegir por lo menos un documento');
  });
});

describe('getCertificadosAceptacionReclamo', () => {
  const args = { rutEmisor: '76399752-9', tipo: 33, folio: 100, rutFactoring: FACTORING };

  it('answers the certificate of an accepted document and null while it is pending', async () => {
    const accepted = await getCertificadosAceptacionReclamo({
      args,
      identity: anaIdentity(),
      deps: depsOver([cessionRecord({ eventos: [ACD] })]),
    });
    expect(accepted).toContain('Certificado de Aceptación');
    const pending = await getCertificadosAceptacionReclamo({
      args,
      identity: anaIdentity(),
      deps: depsOver([cessionRecord({ eventos: [] })]),
    });
    expect(pending).toBeNull();
  });

  it('refuses a document the factoring does not hold', async () => {
    await expect(
      getCertificadosAceptacionReclamo({ args, identity: anaIdentity(), deps: depsOver([]) }),
    ).rejects.toThrow('Documento no encontrado');
  });
});

describe('getCertificateMasivo', () => {
  const records = [
    cessionRecord({ folio: 101, fechaCesion: '2019-04-04 09:09' }),
    cessionRecord({ folio: 102, fechaCesion: '2019-05-02 10:00' }),
    cessionRecord({ folio: 103, role: 'cedente' }),
  ];
  const args = {
    rutEmpresa: FACTORING,
    tipoConsulta: 'adquiridas',
    fechaCesionDesde: '2019-04-01',
    fechaCesionHasta: '2019-04-30',
    dtes: [101, 102, 103].map((folioDTE) => ({ rutEmisor: '76399752-9', tipoDTE: 33, folioDTE })),
  };

  it('certifies the acquired documents ceded in the window and lists the others with their reason', async () => {
    const page = await getCertificateMasivo({ args, identity: anaIdentity(), deps: depsOver(records) });
    expect(page).toContain('1 documento; monto total cedido $230.992');
    expect(page).toContain(`<td>102</td><td>${MASIVO_OUT_OF_WINDOW}</td>`);
    expect(page).toContain(`<td>103</td><td>${DOCUMENT_NOT_FOUND}</td>`);
  });

  it('needs the permission of the kind asked and a known tipoConsulta', async () => {
    await expect(
      getCertificateMasivo({ args, identity: anaIdentity({ cesionesAdquiridas: '0' }), deps: depsOver(records) }),
    ).rejects.toMatchObject({ code: 'Forbidden' });
    await expect(
      getCertificateMasivo({
        args: { ...args, tipoConsulta: 'todas' },
        identity: anaIdentity(),
        deps: depsOver(records),
      }),
    ).rejects.toMatchObject({ code: 'BadRequest' });
  });
});
