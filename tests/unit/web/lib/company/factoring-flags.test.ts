import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFlags } from '@domain/permissions';
import { getFactoringFlags } from '@web/lib/company/factoring-flags';
import { answerFetch } from '@tests/support/fake-fetch';

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getFactoringFlags (GET api/sesion?factoring=, core-platform §6 flags per user and factoring)', () => {
  it("asks the session of the given factoring and returns the flags held there, not the token's", async () => {
    const held = readFlags({ 'custom:cuentas': '0', 'custom:firmaDigital': '1' });
    const calls = answerFetch(200, { username: 'u', flags: held, companies: [] });
    const flags = await getFactoringFlags('http://api.test/prod/', '76389992-6');
    expect(calls[0]?.url).toBe('http://api.test/prod/api/sesion?factoring=76389992-6');
    expect(flags.cuentas).toBe(false);
    expect(flags.firmaDigital).toBe(true);
  });

  it("raises the server's refusal for a factoring the user does not act for", async () => {
    answerFetch(403, { message: 'No tiene acceso a este factoring' });
    await expect(getFactoringFlags('http://api.test/', '1-9')).rejects.toThrow('No tiene acceso a este factoring');
  });
});
