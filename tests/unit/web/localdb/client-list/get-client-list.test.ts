import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch } from '@tests/support/fake-fetch';
import { getClientList } from '@web/localdb/client-list/get-client-list';
import { ClientListPreparingError } from '@web/localdb/client-list/client-list-preparing';

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));
vi.mock('@web/localdb/browser-local-database', () => ({ loadSqlJs: vi.fn(async () => ({})) }));

/** GET api/empresas while the server prepares the factoring's first client list (202 {preparando}). */
describe('getClientList while the client list is being prepared', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('throws ClientListPreparingError with the counts, not a damaged-file error', async () => {
    const calls = answerFetch(202, { preparando: { clientes: 3, total: 14 } });
    const failure = await getClientList('http://api.test/', '76389992-6', { start: '2026-09', end: '2026-11' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ClientListPreparingError);
    expect((failure as ClientListPreparingError).preparation).toEqual({ clientes: 3, total: 14 });
    expect(calls.map((call) => call.url)).toEqual([
      'http://api.test/api/empresas?startDate=2026-09&endDate=2026-11&factoring=76389992-6',
    ]);
  });
});
