import { describe, expect, it, vi } from 'vitest';
import { StoredCredentialSource } from '@lambdas/sii/credential-source';
import type { ClaveSubject, OpenedClave } from '@lambdas/store/credential-repository';
import { systemScope } from '@lambdas/access/system-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';

const NOW = new Date('2026-11-20T13:00:00.000Z');
const SCOPE = systemScope('76389992-6');
const CERT = { pfx: new Uint8Array([1, 2, 3]), password: 'p' };

function store(claves: Record<string, OpenedClave | null>) {
  return {
    openCertificate: vi.fn(async () => CERT),
    openClave: vi.fn(
      async (_scope: FactoringScope, subject: ClaveSubject) =>
        claves[subject.kind === 'registro' ? 'registro' : subject.rutCliente] ?? null,
    ),
    recordEstado: vi.fn(async () => undefined),
  };
}

describe('StoredCredentialSource', () => {
  it('hands the factoring its certificate and registry clave', async () => {
    const source = new StoredCredentialSource(
      store({ registro: { rutUsuario: '11111111-1', clave: 'c', estado: 'Bloqueada' } }),
      () => NOW,
    );
    expect(await source.factoring(SCOPE)).toEqual({
      rutEmpresa: '76389992-6',
      certificado: CERT,
      clave: { rutUsuario: '11111111-1', clave: 'c' },
    });
  });

  it('withholds a clave the SII refused last time', async () => {
    const refused: OpenedClave = { rutUsuario: '76354771-K', clave: 'c', estado: 'Error Password' };
    const source = new StoredCredentialSource(store({ registro: refused, '76354771-K': refused }), () => NOW);
    expect((await source.factoring(SCOPE)).clave).toBeNull();
    expect(await source.client(SCOPE, '76354771-K')).toBeNull();
    expect(await source.client(SCOPE, '96790240-3')).toBeNull();
  });

  it('gives a client its own clave', async () => {
    const source = new StoredCredentialSource(
      store({ '76354771-K': { rutUsuario: '76354771-K', clave: 'k', estado: 'Activo' } }),
      () => NOW,
    );
    expect(await source.client(SCOPE, '76354771-K')).toEqual({ rutUsuario: '76354771-K', clave: 'k' });
  });

  it('records each login outcome stamped now, clearing the message on success', async () => {
    const repo = store({});
    const source = new StoredCredentialSource(repo, () => NOW);
    await source.recordLogin(SCOPE, { kind: 'registro' }, { estado: 'Activo' });
    await source.recordLogin(
      SCOPE,
      { kind: 'cliente', rutCliente: '76354771-K' },
      { estado: 'Error Password', mensaje: 'm' },
    );
    expect(repo.recordEstado.mock.calls).toEqual([
      [SCOPE, { kind: 'registro' }, { estado: 'Activo', mensaje: null, verificadaEn: NOW.toISOString() }],
      [
        SCOPE,
        { kind: 'cliente', rutCliente: '76354771-K' },
        { estado: 'Error Password', mensaje: 'm', verificadaEn: NOW.toISOString() },
      ],
    ]);
  });
});
