import { describe, expect, it } from 'vitest';
import { demoCredentials, outdatedClave } from '@infra/local/demo-credentials';
import type { LocalSiiCredentials } from '@infra/local/sii/types';

const factoring = (rutEmpresa: string) => ({
  rutEmpresa,
  razonSocial: `FACTORING ${rutEmpresa}`,
  autorizado: { rut: '12345678-5', nombre: 'REPRESENTANTE', clave: `clave-${rutEmpresa}` },
  certificado: {
    pfx: Uint8Array.of(1, 2, 3),
    password: `pfx-${rutEmpresa}`,
    rutTitular: '12345678-5',
    nombre: 'REPRESENTANTE',
  },
});
const ISSUED: LocalSiiCredentials = {
  factorings: [factoring('77287273-9'), factoring('77168204-9')],
  clients: ['76000001-1', '76000002-K', '76000003-8', '76000004-6'].map((rutEmpresa) => ({
    rutEmpresa,
    razonSocial: rutEmpresa,
    clave: `c-${rutEmpresa}`,
  })),
};

describe('demoCredentials (what local mode stores for its tenants at first start)', () => {
  const entries = demoCredentials(
    ISSUED,
    new Map([
      ['77287273-9', ['76000003-8', '76000001-1', '76000002-K']],
      ['77168204-9', ['76000004-6', '76000009-7']],
    ]),
  );

  it("gives each tenant its certificate and its authorized user's clave", () => {
    expect(entries.map((entry) => entry.rutFactoring)).toEqual(['77287273-9', '77168204-9']);
    expect(entries[1]).toMatchObject({
      certificado: { password: 'pfx-77168204-9', rutFirmante: '12345678-5', nombre: 'REPRESENTANTE' },
      registro: { rutUsuario: '12345678-5', clave: 'clave-77168204-9' },
    });
  });

  it("leaves the first tenant's first client unenrolled and enrols its second with a clave the client has since changed", () => {
    expect(entries[0]!.clientes).toEqual([
      { rutCliente: '76000002-K', clave: outdatedClave('c-76000002-K'), mesesAntes: 2 },
      { rutCliente: '76000003-8', clave: 'c-76000003-8', mesesAntes: 1 },
    ]);
  });

  it('enrols every client of the other tenants with its right clave, skipping companies the SII issued nothing for', () => {
    // Enrolled over the last four months, the first client by RUT the longest ago: the usage has a history.
    expect(entries[1]!.clientes).toEqual([{ rutCliente: '76000004-6', clave: 'c-76000004-6', mesesAntes: 3 }]);
  });
});
