import { describe, expect, it, vi } from 'vitest';
import { noFlags } from '@domain/accounts/permission-editor';
import { resolveTenantScope } from '@lambdas/access/tenant-scope';
import type { FactoringScope } from '@lambdas/platform/factoring-scope';
import { changeExecutive, type ExecutiveAssignmentDeps } from '@lambdas/services/accounts/executive-assignment';
import { anaIdentity } from '@tests/support/identity-factory';

const FACTORING = '76389992-6';
const CLIENT = '76354771-K';
const SCOPE = resolveTenantScope(anaIdentity(), FACTORING);

/** The factoring's client databases (by S3 key), registered users (by e-mail) and an executives table that records. */
function deps(clientKeys: string[], emails: string[]) {
  const add = vi.fn(async (_scope: FactoringScope, _rutCliente: string, _email: string) => 'done' as const);
  const remove = vi.fn(async (_scope: FactoringScope, _rutCliente: string, _email: string) => 'unchanged' as const);
  const d: ExecutiveAssignmentDeps = {
    clientDbs: { contentHash: async (key) => (clientKeys.includes(key) ? 'h' : null) },
    users: {
      listForFactoring: async () => emails.map((email) => ({ username: email, email, nombre: '', flags: noFlags() })),
    },
    executives: { add, remove },
  };
  return { d, add, remove };
}

describe('changeExecutive', () => {
  const key = `client-db/${FACTORING}/${CLIENT}.sqlite`;

  it("writes under the scope only for a client of the factoring and one of its registered users' e-mails", async () => {
    const { d, add, remove } = deps([key], ['Eva@A.cl']);
    expect(await changeExecutive(SCOPE, 'add', { rutCliente: CLIENT, email: 'eva@a.cl' }, d)).toBe('done');
    expect(add).toHaveBeenCalledWith(SCOPE, CLIENT, 'eva@a.cl');
    expect(await changeExecutive(SCOPE, 'remove', { rutCliente: CLIENT, email: 'eva@a.cl' }, d)).toBe('unchanged');
    expect(remove).toHaveBeenCalledWith(SCOPE, CLIENT, 'eva@a.cl');
  });

  it('changes nothing for a RUT without a client database or an e-mail that is not a registered user', async () => {
    const { d, add } = deps([key], ['eva@a.cl']);
    expect(await changeExecutive(SCOPE, 'add', { rutCliente: '96790240-3', email: 'eva@a.cl' }, d)).toBe(
      'not-a-client',
    );
    expect(await changeExecutive(SCOPE, 'add', { rutCliente: CLIENT, email: 'otro@a.cl' }, d)).toBe('not-registered');
    expect(add).not.toHaveBeenCalled();
  });
});
