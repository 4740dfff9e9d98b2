import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeEjecutivo } from '@web/features/client-list/api/change-ejecutivo';
import { getAnnouncements } from '@web/features/client-list/api/get-announcements';
import { HttpError, NO_TOKEN_MESSAGE } from '@web/lib/rest/rest-get';
import { currentIdToken } from '@web/lib/id-token';
import { answerFetch } from '@tests/support/fake-fetch';

vi.mock('@web/lib/id-token', () => ({ currentIdToken: vi.fn(async () => 'id-token-123') }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changeEjecutivo (client-radar §7 POST|DELETE api/ejecutivo/{rut})', () => {
  it('POSTs the e-mail with the id token and the factoring, and returns the message', async () => {
    const calls = answerFetch(200, { success: true, message: 'Ejecutivo asignado correctamente' });
    const message = await changeEjecutivo(
      'http://api.test/prod',
      '76389992-6',
      'add',
      '96790240-3',
      'ana@factoring.cl',
    );
    expect(message).toBe('Ejecutivo asignado correctamente');
    expect(calls[0]?.url).toBe('http://api.test/prod/api/ejecutivo/96790240-3?factoring=76389992-6');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"ejecutivoEmail":"ana@factoring.cl"}');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('id-token-123');
  });

  it('DELETEs for a removal', async () => {
    const calls = answerFetch(200, { success: true, message: 'ok' });
    await changeEjecutivo('http://api.test/', '76389992-6', 'remove', '96790240-3', 'ana@factoring.cl');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('raises the 409 with its status and the server error text', async () => {
    answerFetch(409, { success: false, error: 'Este ejecutivo ya está asignado a este cliente' });
    const error = await changeEjecutivo('http://api.test/', '76389992-6', 'add', '1-9', 'a@b.cl').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('Este ejecutivo ya está asignado a este cliente');
  });

  it("falls back to 'HTTP error! status: {n}' when the body has no message", async () => {
    answerFetch(500, null);
    await expect(changeEjecutivo('http://api.test/', '76389992-6', 'add', '1-9', 'a@b.cl')).rejects.toThrow(
      'HTTP error! status: 500',
    );
  });

  it('refuses to call without a session (client-radar §8)', async () => {
    const calls = answerFetch(200, {});
    vi.mocked(currentIdToken).mockResolvedValueOnce(null);
    await expect(changeEjecutivo('http://api.test/', '76389992-6', 'add', '1-9', 'a@b.cl')).rejects.toThrow(
      NO_TOKEN_MESSAGE,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('getAnnouncements', () => {
  it('returns data when success, nothing otherwise', async () => {
    const data = [{ id: 1, text: 'Mantención el sábado', date: '2026-11-20' }];
    answerFetch(200, { success: true, data });
    expect(await getAnnouncements('http://api.test/', '76389992-6')).toEqual(data);
    answerFetch(200, { success: false, data });
    expect(await getAnnouncements('http://api.test/', '76389992-6')).toEqual([]);
  });
});
