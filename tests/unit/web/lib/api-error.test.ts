import { describe, expect, it } from 'vitest';
import { ApiError, toApiError, userMessage } from '@web/lib/api-error';

const FALLBACK = 'Ocurrio un error en el envío! Consulta con tu proveedor de servicios';

describe('toApiError', () => {
  it('keeps the AppSync errorType of a server error', () => {
    const error = toApiError({
      data: null,
      errors: [{ message: 'No autorizado para esta operación', errorType: 'Forbidden' }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('No autorizado para esta operación');
    expect(error.code).toBe('Forbidden');
  });

  it('reads the code from extensions when errorType is absent', () => {
    expect(toApiError({ errors: [{ message: 'x', extensions: { code: 'BadRequest' } }] }).code).toBe('BadRequest');
  });

  it('has no code for transport failures', () => {
    expect(toApiError({ data: {}, errors: [{ message: 'Network error' }] }).code).toBeNull();
    expect(toApiError(new TypeError('Failed to fetch')).code).toBeNull();
  });
});

describe('userMessage', () => {
  it("shows the server's message for authorization and validation errors", () => {
    expect(userMessage(new ApiError('El rango de fechas no puede ser mayor a 3 meses.', 'BadRequest'), FALLBACK)).toBe(
      'El rango de fechas no puede ser mayor a 3 meses.',
    );
    expect(userMessage(new ApiError('Usuario no autenticado', 'Unauthorized'), FALLBACK)).toBe(
      'Usuario no autenticado',
    );
  });

  it('shows the fallback for internal and transport errors', () => {
    expect(userMessage(new ApiError('stack trace', 'Internal'), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new ApiError('Failed to fetch', null), FALLBACK)).toBe(FALLBACK);
    expect(userMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });
});
