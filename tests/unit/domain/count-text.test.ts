import { describe, expect, it } from 'vitest';
import { countText } from '@domain/es-cl-format';

describe('countText (Spanish counts)', () => {
  it('takes the singular only for exactly one', () => {
    expect(countText(1, 'documento', 'documentos')).toBe('1 documento');
    expect(countText(0, 'documento', 'documentos')).toBe('0 documentos');
    expect(countText(2, 'seleccionado', 'seleccionados')).toBe('2 seleccionados');
    expect(countText(1, 'seleccionado', 'seleccionados')).toBe('1 seleccionado');
  });
  it('writes es-CL thousands', () => {
    expect(countText(5000, 'documento', 'documentos')).toBe('5.000 documentos');
  });
});
