import { afterEach, describe, expect, it, vi } from 'vitest';
import { expiryWarning } from '@web/features/credentials/model/certificado-digital';
import { fileBase64, isPfxFileName } from '@web/features/credentials/model/pfx-file';
import { enrollClient } from '@web/features/enroller/api/enroll-client';
import { answerFetch, type FetchCall } from '@tests/support/fake-fetch';

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Firma Digital screen models', () => {
  it('warns only while the certificate is about to expire', () => {
    expect(expiryWarning({ porVencer: true, diasParaVencer: 12 })).toBe('El certificado vence en 12 días');
    expect(expiryWarning({ porVencer: true, diasParaVencer: 1 })).toBe('El certificado vence en 1 día');
    expect(expiryWarning({ porVencer: true, diasParaVencer: 0 })).toBe('El certificado vence hoy');
    expect(expiryWarning({ porVencer: false, diasParaVencer: 31 })).toBeNull();
  });

  it('takes .pfx and .p12 files and reads them as base64', async () => {
    expect(['firma.PFX', 'a.p12', 'x.pdf', 'pfx'].map(isPfxFileName)).toEqual([true, true, false, false]);
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251);
    expect(await fileBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('enrollClient (client-radar §7 POST api/tasks/add-client-task)', () => {
  const calls: FetchCall[] = [];
  const answer = (status: number, body: unknown) => answerFetch(status, body, calls);

  it('posts {rut, password} for the factoring and returns the answer', async () => {
    answer(200, { success: false, message: 'La password del SII es incorrecta.' });
    expect(await enrollClient('http://api.test/', '76389992-6', '76354771-K', 'c')).toEqual({
      success: false,
      message: 'La password del SII es incorrecta.',
    });
    expect(calls.at(-1)?.url).toBe('http://api.test/api/tasks/add-client-task?factoring=76389992-6');
    expect(calls.at(-1)?.init.body).toBe('{"rut":"76354771-K","password":"c"}');
  });

  it("shows the server's validation message", async () => {
    answer(400, { message: 'RUT no es válido.', errorType: 'BadRequest' });
    await expect(enrollClient('http://api.test', '76389992-6', 'x', 'c')).rejects.toThrow('RUT no es válido.');
  });

  it('gives the spec fallback on a network failure and after 10 s', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(enrollClient('http://api.test', '76389992-6', 'x', 'c')).rejects.toThrow(
      'Hubo un error al registrar la empresa. Intente nuevamente.',
    );
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const pending = enrollClient('http://api.test', '76389992-6', 'x', 'c');
    const outcome = expect(pending).rejects.toThrow('Hubo un error al registrar la empresa. Intente nuevamente.');
    await vi.advanceTimersByTimeAsync(10_000);
    await outcome;
  });
});
