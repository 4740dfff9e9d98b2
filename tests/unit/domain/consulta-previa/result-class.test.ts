import { describe, expect, it } from 'vitest';
import { estadoText, preChecked, rowClass } from '@domain/consulta-previa/result-class';

describe('row class and pre-check (core-platform §4)', () => {
  it.each([
    ['Deudor acepta: Aceptado pagador', 'positive', false],
    ['Deudor acepta por plazo: más de 8 días', 'positive', false],
    ['Documento pendiente de aceptación: faltan 3 días', 'warning', true],
    ['Deudor reclama: Reclamo al Contenido del Documento', 'error', true],
    [' Deudor acepta', 'error', true],
    ['deudor acepta', 'error', true],
    [null, 'error', true],
  ] as const)('%s -> %s', (glosa, cls, checked) => {
    expect(rowClass(glosa)).toBe(cls);
    expect(preChecked(glosa)).toBe(checked);
  });
});

describe('estadoText (core-platform §4)', () => {
  it('names the state, or why there is none', () => {
    expect(estadoText(true)).toBe('Cedido');
    expect(estadoText(false, 'sin-conexion')).toBe('No Cedido');
    expect(estadoText(null, 'sin-conexion')).toBe('No fue posible conectarse con el SII');
    expect(estadoText(null, 'sin-estado')).toBe('No fue posible obtener estado');
    expect(estadoText(null)).toBe('No fue posible obtener estado');
  });
});
