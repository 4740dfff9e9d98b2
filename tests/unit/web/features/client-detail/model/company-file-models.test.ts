import { describe, expect, it } from 'vitest';
import { HttpError } from '@web/lib/rest/rest-get';
import { COMPANY_FILE_MESSAGES, downloadErrorText } from '@web/features/client-detail/model/company-file-messages';
import { ivaEstadoColour } from '@web/features/client-detail/model/iva-estado-colour';

describe('ivaEstadoColour (client-detail.md §4 IVA history status colours)', () => {
  it.each([
    ['Recibida y pagada', 'success'],
    ['Pagada', 'success'],
    ['Con giro y sin pago', 'warning'],
    ['Sin pago', 'warning'],
    ['Recibida', 'info'],
    ['Con giro', 'primary'],
    ['Procesada', 'light'],
    ['Sin declaraciones', 'dark'],
    ['Presentada', 'secondary'],
    ['Rectificada', 'secondary'],
    ['  recibida Y PAGADA ', 'success'],
  ])('%s -> %s', (estado, colour) => {
    expect(ivaEstadoColour(estado)).toBe(colour);
  });
});

describe('downloadErrorText (client-detail.md §8 download errors)', () => {
  it("reads a 404 answer, or an error mentioning not ready / not found / 404, as 'El archivo aún no está disponible...'", () => {
    expect(downloadErrorText(new HttpError(404, 'Archivo aún no disponible: not found'), 404)).toBe(
      COMPANY_FILE_MESSAGES.notReady,
    );
    expect(downloadErrorText(new Error('File not ready'), null)).toBe(COMPANY_FILE_MESSAGES.notReady);
    expect(downloadErrorText(new Error('HTTP error! status: 404'), null)).toBe(COMPANY_FILE_MESSAGES.notReady);
  });

  it('keeps any other message', () => {
    expect(downloadErrorText(new Error(COMPANY_FILE_MESSAGES.noLink), null)).toBe(
      'No se pudo obtener el enlace de descarga',
    );
    expect(downloadErrorText(new HttpError(500, 'Error interno'), 500)).toBe('Error interno');
  });
});
