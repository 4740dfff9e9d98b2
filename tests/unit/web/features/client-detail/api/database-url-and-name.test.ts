import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientNameOf } from '@domain/client-db/views/client-name';
import { getDatabaseUrl } from '@web/features/client-detail/api/get-database-url';
import { CLIENT, loadTestDatabase } from '@tests/unit/web/localdb/client-db-fixture';
import { answerFetch } from '@tests/support/fake-fetch';

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getDatabaseUrl (client-radar §7 GET api/database/{rut})', () => {
  it('asks for the client of the selected factoring with the id token and returns the signed URL', async () => {
    const calls = answerFetch(200, {
      success: true,
      url: 'http://s3.test/documents/client-db/x.sqlite?X-Amz-Signature=1',
    });
    await expect(getDatabaseUrl('http://api.test/prod/', '96790240-3', '76389992-6')).resolves.toBe(
      'http://s3.test/documents/client-db/x.sqlite?X-Amz-Signature=1',
    );
    expect(calls[0]?.url).toBe('http://api.test/prod/api/database/96790240-3?factoring=76389992-6');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('id-token-123');
  });

  it("gives the server's error text on a 404", async () => {
    answerFetch(404, { success: false, error: 'El cliente no pertenece al factoring' });
    await expect(getDatabaseUrl('http://api.test', '96790240-3', '76389992-6')).rejects.toThrow(
      'El cliente no pertenece al factoring',
    );
  });

  it("fails with 'Failed to get database URL' when success is true but no url came", async () => {
    answerFetch(200, { success: true });
    await expect(getDatabaseUrl('http://api.test', '96790240-3', '76389992-6')).rejects.toThrow(
      'Failed to get database URL',
    );
  });
});

describe('clientNameOf (razonsocial of the loaded client)', () => {
  it("reads the client's name and ignores other RUTs", async () => {
    const db = await loadTestDatabase({
      razonsocial: [
        { rut: '77000001-1', razonsocial: 'Deudor SpA' },
        { rut: CLIENT, razonsocial: 'Cliente Uno Ltda' },
      ],
    });
    expect(clientNameOf(db)).toBe('Cliente Uno Ltda');
  });

  it('is null when the file does not name the client', async () => {
    const db = await loadTestDatabase({ razonsocial: [{ rut: '77000001-1', razonsocial: 'Deudor SpA' }] });
    expect(clientNameOf(db)).toBeNull();
  });
});
