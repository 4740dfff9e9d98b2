import { describe, expect, it, vi } from 'vitest';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import { updateDeudor } from '@lambdas/services/notificaciones/deudores';
import { anaIdentity } from '@tests/support/identity-factory';

const scope = resolveTenantScope(anaIdentity(), '76389992-6');
const NOW = new Date('2026-11-24T15:00:00Z');
const many = (count: number) => Array.from({ length: count }, (_, index) => `pagos${index}@lapolar.cl`).join(', ');

describe('updateDeudor (core-platform §7)', () => {
  it('keeps at most 20 addresses for a debtor, the most one notice may go to, and stores nothing past that', async () => {
    const repository = { getDeudor: vi.fn(), putDeudor: vi.fn(async () => undefined) };
    expect(await updateDeudor(scope, '96.806.980-2', many(21), repository, NOW)).toEqual({
      success: false,
      body: 'Se aceptan como máximo 20 emails',
    });
    expect(repository.putDeudor).not.toHaveBeenCalled();
    expect(await updateDeudor(scope, '96.806.980-2', many(20), repository, NOW)).toEqual({ success: true, body: 'ok' });
    expect(repository.putDeudor).toHaveBeenCalledTimes(1);
  });
});
