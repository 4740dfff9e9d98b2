import { describe, expect, it } from 'vitest';
import { parseConstitutionJson } from '@domain/company-registry/constitution-json';
import { readResEstado, ResAnswerError } from '@domain/company-registry/res-estado';
import type { PageSource, SourcePage } from '@lambdas/public-sources/page-source';
import { SourceUnreachableError } from '@lambdas/public-sources/page-source';
import { ResRegistry, ResUnavailableError } from '@lambdas/public-sources/res/res-registry';

const RUT = '76354771-K';

/** A registered SpA's decoded estado, written out here in the format res-estado.ts documents. */
const SPA = {
  Encontrado: true,
  Rut: '76.354.771-K',
  RazonSocial: 'COMERCIAL ANDES SPA',
  TipoSociedad: 'SpA',
  FechaConstitucion: '03-05-2019',
  Domicilio: 'Av. Providencia 1234, Providencia',
  Objeto: 'Venta al por mayor de alimentos',
  Capital: '$10.000.000',
  Duracion: 'Indefinida',
  Estado: 'Vigente',
  Migrada: false,
  Actuaciones: [
    { Tipo: 'Constitución', Fecha: '03-05-2019', Cve: 'A1B2-C3D4-E5F6-0708' },
    { Tipo: 'Modificación', Fecha: '15-02-2024', Cve: '1111-2222-3333-4444' },
  ],
  Socios: [
    { Nombre: 'MARÍA SOTO PÉREZ', Rut: '12345678-5', PersonaJuridica: false, Participacion: '60%', Acciones: '600' },
    {
      Nombre: 'INVERSIONES SUR SPA',
      Rut: '77.000.000-K',
      PersonaJuridica: true,
      Participacion: '40%',
      Acciones: '400',
    },
  ],
  Administradores: [
    {
      Nombre: 'MARÍA SOTO PÉREZ',
      Rut: '12345678-5',
      Cargo: 'Gerente General',
      Facultades: 'Representar a la sociedad',
    },
  ],
  Acciones: { Total: '1000', Clases: ['Ordinarias, serie única'], Valor: '$10.000', Detalle: 'Acciones nominativas' },
};

const pageMethod = (value: unknown) => Buffer.from(JSON.stringify({ d: JSON.stringify(value) }), 'utf8');

describe('readResEstado: the Registro de Empresas y Sociedades answer into the Constitución document', () => {
  it('reads every field of a registered company, both the legacy layout and the extracted data', () => {
    const estado = readResEstado(pageMethod(SPA), RUT);
    expect(estado.kind).toBe('registered');
    const document = estado.kind === 'registered' ? estado.document : null;
    expect(document).toEqual({
      fuente: 'Registro de Empresas y Sociedades',
      estado: 'Vigente',
      actuaciones: [
        { tipo: 'Constitución', fecha: '03/05/2019', cve: 'A1B2-C3D4-E5F6-0708' },
        { tipo: 'Modificación', fecha: '15/02/2024', cve: '1111-2222-3333-4444' },
      ],
      razonSocial: 'COMERCIAL ANDES SPA',
      rut: '76.354.771-K',
      tipoEmpresa: 'SpA',
      fechaConstitucion: '03/05/2019',
      domicilio: 'Av. Providencia 1234, Providencia',
      objeto: 'Venta al por mayor de alimentos',
      capital: '$10.000.000',
      duracion: 'Indefinida',
      socios: [
        { nombre: 'MARÍA SOTO PÉREZ', rut: '12.345.678-5', participacion: '60%' },
        { nombre: 'INVERSIONES SUR SPA', rut: '77.000.000-K', participacion: '40%' },
      ],
      administradores: [{ nombre: 'MARÍA SOTO PÉREZ', rut: '12.345.678-5', cargo: 'Gerente General' }],
      apoderados: [{ nombre: 'MARÍA SOTO PÉREZ', rut: '12.345.678-5', facultades: 'Representar a la sociedad' }],
      datos_extraidos: {
        summary: expect.stringContaining('COMERCIAL ANDES SPA es una SpA constituida el 03/05/2019') as string,
        declared_capital: '$10.000.000',
        participants: [
          {
            name: 'MARÍA SOTO PÉREZ',
            rut: '12.345.678-5',
            is_business: false,
            role: 'Accionista',
            profit_sharing: '60%',
          },
          {
            name: 'INVERSIONES SUR SPA',
            rut: '77.000.000-K',
            is_business: true,
            role: 'Accionista',
            profit_sharing: '40%',
          },
        ],
        representatives: [
          {
            name: 'MARÍA SOTO PÉREZ',
            rut: '12.345.678-5',
            role: 'Gerente General',
            powers: 'Representar a la sociedad',
          },
        ],
        stock_info: {
          total_shares: '1000',
          share_classes: ['Ordinarias, serie única'],
          share_value: '$10.000',
          share_distribution: [
            { owner: 'MARÍA SOTO PÉREZ', shares: '600' },
            { owner: 'INVERSIONES SUR SPA', shares: '400' },
          ],
          other_details: 'Acciones nominativas',
        },
      },
    });
    expect(document!.datos_extraidos!.summary).toContain('modificación del 15/02/2024');
  });

  it('writes a document the tab reads: the extracted sections for a company constituted in the registry', () => {
    const estado = readResEstado(pageMethod(SPA), RUT);
    const tab = parseConstitutionJson(JSON.stringify(estado.kind === 'registered' ? estado.document : null));
    expect(tab.extracted!.participants.map((p) => p.name)).toEqual(['MARÍA SOTO PÉREZ', 'INVERSIONES SUR SPA']);
    expect(tab.extracted!.stock_info!.share_classes).toBe('Ordinarias, serie única');
  });

  it('gives a migrated company (a Ltda. without shares) only the legacy layout, which the tab shows', () => {
    const ltda = {
      ...SPA,
      TipoSociedad: 'Sociedad de Responsabilidad Limitada',
      Migrada: true,
      Acciones: null,
      Socios: SPA.Socios.map((s) => ({ ...s, Acciones: null })),
    };
    const estado = readResEstado(pageMethod(ltda), RUT);
    const document = estado.kind === 'registered' ? estado.document : null;
    expect(document!.datos_extraidos).toBeUndefined();
    const tab = parseConstitutionJson(JSON.stringify(document));
    expect(tab.extracted).toBeNull();
    expect(tab.legacy!.general.find((g) => g.label === 'Tipo de Empresa')!.value).toBe(
      'Sociedad de Responsabilidad Limitada',
    );
    expect(tab.legacy!.socios.map((s) => s.detalle)).toEqual(['60%', '40%']);
  });

  it('reads a company the registry does not hold as not registered', () => {
    expect(readResEstado(pageMethod({ Encontrado: false }), RUT)).toEqual({ kind: 'not-registered' });
  });

  it.each([
    ['a body that is not JSON', Buffer.from('<html>Mantención</html>')],
    ['JSON without the page method member d', Buffer.from(JSON.stringify(SPA))],
    ['d that is not JSON text', Buffer.from(JSON.stringify({ d: 'error' }))],
    ['a registered company without its socios', pageMethod({ ...SPA, Socios: undefined })],
    ['a date not written dd-MM-yyyy', pageMethod({ ...SPA, FechaConstitucion: '2019-05-03' })],
  ])('refuses %s', (_, bytes) => {
    expect(() => readResEstado(bytes, RUT)).toThrow(ResAnswerError);
  });

  it("refuses another company's estado", () => {
    expect(() => readResEstado(pageMethod({ ...SPA, Rut: '96.790.240-3' }), RUT)).toThrow(/96.790.240-3/);
  });
});

describe('ResRegistry over a public source', () => {
  const source = (pages: Record<string, SourcePage | 'unreachable'>): PageSource => ({
    get: async (pagePath) => {
      const page = pages[pagePath];
      if (page === 'unreachable') throw new SourceUnreachableError('sin respuesta');
      return page ?? { status: 404, bytes: new Uint8Array() };
    },
  });
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');

  it('asks estado/{rut}.json and estatuto/{rut}.pdf', async () => {
    const registry = new ResRegistry(
      source({
        [`estado/${RUT}.json`]: { status: 200, bytes: pageMethod(SPA) },
        [`estatuto/${RUT}.pdf`]: { status: 200, bytes: pdf },
      }),
    );
    expect((await registry.estado(RUT)).kind).toBe('registered');
    expect(Buffer.from(await registry.estatuto(RUT)).equals(pdf)).toBe(true);
  });

  it('turns a silent source, a status other than 200, a malformed estado and a certificate that is not a PDF into ResUnavailableError', async () => {
    const registry = new ResRegistry(
      source({
        [`estado/${RUT}.json`]: 'unreachable',
        [`estado/96790240-3.json`]: { status: 200, bytes: Buffer.from('{}') },
        [`estatuto/${RUT}.pdf`]: { status: 200, bytes: Buffer.from('<html>captcha</html>') },
        [`estatuto/96790240-3.pdf`]: { status: 503, bytes: new Uint8Array() },
      }),
    );
    await expect(registry.estado(RUT)).rejects.toThrow(ResUnavailableError);
    await expect(registry.estado('96790240-3')).rejects.toThrow(ResUnavailableError);
    await expect(registry.estado('77822655-3')).rejects.toThrow(/respondió 404/);
    await expect(registry.estatuto(RUT)).rejects.toThrow(/no entregó un PDF/);
    await expect(registry.estatuto('96790240-3')).rejects.toThrow(/respondió 503/);
  });
});
