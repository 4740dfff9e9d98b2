import { describe, expect, it } from 'vitest';
import {
  CAUSA_RESERVADA,
  litigantErrorOfAnswer,
  litigantErrorOfThrow,
  NO_LITIGANTES_FOUND,
} from '@web/features/client-detail/model/litigant-error';

/** client-detail.md §8 "Litigants errors" and the generic answers. */
describe('litigant errors', () => {
  it('tells the 30 s limit from a connection failure', () => {
    expect(litigantErrorOfThrow(new DOMException('signal timed out', 'TimeoutError')).kind).toBe('timeout');
    expect(litigantErrorOfThrow(new TypeError('Failed to fetch')).kind).toBe('connection');
  });

  it('maps each status of §8', () => {
    const kind = (status: number, body: unknown = { success: false }) =>
      litigantErrorOfAnswer(status, body)?.kind ?? null;
    expect([401, 403].map((s) => kind(s))).toEqual(['authorization', 'authorization']);
    expect([500, 502, 503].map((s) => kind(s))).toEqual(['server', 'server', 'server']);
    expect(kind(404)).toBe('none');
    expect(kind(200, { success: false, error: NO_LITIGANTES_FOUND })).toBe('none');
    expect(litigantErrorOfAnswer(418, {})?.message).toBe('Error del servidor: 418');
    expect(litigantErrorOfAnswer(200, undefined)?.message).toBe('El servidor no devolvió datos válidos');
    expect(kind(200, { success: true, count: 1, data: [{}] })).toBeNull();
  });

  it("tells a reserved case (403 with the route's CAUSA_RESERVADA) from an authorization error", () => {
    const reserved = litigantErrorOfAnswer(403, { success: false, error: CAUSA_RESERVADA });
    expect(reserved).toEqual({
      kind: 'reserved',
      message: 'Causa reservada: sus litigantes no son públicos',
      retryable: false,
    });
    expect(litigantErrorOfAnswer(403, { message: 'Forbidden' })?.message).toBe(
      'Error de autorización. Por favor, recargue la página.',
    );
  });

  it('offers Reintentar only where trying again may help', () => {
    expect(litigantErrorOfThrow(new TypeError('x')).retryable).toBe(true);
    expect(litigantErrorOfAnswer(403, {})?.retryable).toBe(false);
    expect(litigantErrorOfAnswer(404, {})?.retryable).toBe(false);
    expect(litigantErrorOfAnswer(503, {})?.retryable).toBe(true);
  });
});
