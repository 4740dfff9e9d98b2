import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/id-token', () => ({ idTokenAuthorization: async () => ({ Authorization: 'id-token' }) }));

const { requestAecsZip } = await import('@web/features/downloads/api/request-aecs-zip');

afterEach(() => vi.unstubAllGlobals());

describe('requestAecsZip', () => {
  it("POSTs {aecs, formato: 'zip', rutFactoring} to v1/jwt/aecs with the id token and returns the first url with the documents left out", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
      calls.push({ url: url.toString(), init });
      return Response.json({
        urls: ['https://s3/archivo.zip'],
        errores: [{ rut: '1-9', tipo: 33, folio: 1, error: 'Documento no encontrado' }],
      });
    });
    const aecs = [{ rut: '76354771-K', tipo: 33, folio: 170, idSecuencia: 2 }];
    await expect(requestAecsZip('http://localhost:4000/', '76389992-6', aecs)).resolves.toEqual({
      url: 'https://s3/archivo.zip',
      errores: [{ rut: '1-9', tipo: 33, folio: 1, error: 'Documento no encontrado' }],
    });
    expect(calls[0]?.url).toBe('http://localhost:4000/v1/jwt/aecs');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('id-token');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ aecs, formato: 'zip', rutFactoring: '76389992-6' });
  });

  it('fails when the answer carries no url, or on a non-2xx status', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ urls: [] }));
    await expect(requestAecsZip('http://h/', '1-9', [])).rejects.toThrow(/URL/);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    await expect(requestAecsZip('http://h/', '1-9', [])).rejects.toThrow('HTTP error! status: 500');
  });
});
