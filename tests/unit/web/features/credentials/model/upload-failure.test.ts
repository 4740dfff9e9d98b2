import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import {
  UPLOAD_TIMEOUT_MS,
  uploadFailureText,
  withUploadTimeout,
} from '@web/features/credentials/model/upload-failure';

afterEach(() => vi.useRealTimers());

describe('certificate upload failures (core-platform §8 "Certificate upload error mapping")', () => {
  it('gives up after 30 s with the timeout text, and lets an earlier answer through', async () => {
    vi.useFakeTimers();
    const never = withUploadTimeout(new Promise<never>(() => undefined));
    const caught = never.catch((error: unknown) => uploadFailureText(error));
    await vi.advanceTimersByTimeAsync(UPLOAD_TIMEOUT_MS - 1);
    const early = withUploadTimeout(Promise.resolve('guardado'));
    expect(await early).toBe('guardado');
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBe('Error, tiempo de espera agotado.');
    expect(UPLOAD_TIMEOUT_MS).toBe(30_000);
  });

  it('maps a lost connection, refused variables, unknown fields and server faults to §8 texts', () => {
    expect(uploadFailureText(new ApiError('Failed to fetch', null))).toBe('Error, se perdió la sesión.');
    expect(uploadFailureText(new ApiError('NetworkError when attempting to fetch resource.', null))).toBe(
      'Error, se perdió la sesión.',
    );
    expect(uploadFailureText(new ApiError("Variable '$certificado' has an invalid value.", 'BadRequest'))).toBe(
      'Error de lectura.',
    );
    expect(uploadFailureText(new ApiError("Cannot query field 'respaldos' on type 'Mutation'.", null))).toBe(
      'No implementado.',
    );
    expect(uploadFailureText(new ApiError('t.map is not a function', null))).toBe('Error en el servidor.');
    expect(uploadFailureText(new ApiError('Expected Iterable, but did not find one for field', null))).toBe(
      'Error en el servidor.',
    );
  });

  it("shows the server's own message for a refusal it explains", () => {
    expect(uploadFailureText(new ApiError('La clave del certificado no es correcta', 'BadRequest'))).toBe(
      'La clave del certificado no es correcta',
    );
    expect(uploadFailureText(new ApiError('Respuesta GraphQL sin datos', null))).toBe(
      'No fue posible comunicarse con el servidor. Intente nuevamente.',
    );
  });
});
