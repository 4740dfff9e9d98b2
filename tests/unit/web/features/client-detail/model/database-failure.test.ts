import { describe, expect, it } from 'vitest';
import { failedState } from '@web/features/client-detail/model/database-failure';
import { HttpError } from '@web/lib/rest/rest-get';

describe('failedState', () => {
  it("reads the server's 404 as a client not found", () => {
    expect(failedState(new HttpError(404, 'El cliente no pertenece al factoring'))).toEqual({ status: 'not-found' });
  });

  it('keeps any other failure as a load error with its text', () => {
    const notReady = 'La base de datos del cliente aún no está disponible. Intente más tarde.';
    expect(failedState(new HttpError(409, notReady))).toEqual({ status: 'error', message: notReady });
    expect(failedState(new Error('Failed to download database from S3: 500'))).toEqual({
      status: 'error',
      message: 'Failed to download database from S3: 500',
    });
    expect(failedState('sin red')).toEqual({ status: 'error', message: 'sin red' });
  });
});
