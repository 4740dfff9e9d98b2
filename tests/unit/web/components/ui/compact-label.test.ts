import { describe, expect, it } from 'vitest';
import { compactLabel } from '@web/components/ui/compact-label';

describe('compactLabel (narrow headers of the client list)', () => {
  it('drops articles and cuts long words at a vowel after three letters', () => {
    expect(compactLabel('Cumplimiento de Pago')).toBe('Cumpl. Pago');
    expect(compactLabel('Aceptación de Documentos Promedio')).toBe('Acept. Doc. Prom.');
    expect(compactLabel('Concentración Top 1 Factoring')).toBe('Conc. Top 1 Fact.');
    expect(compactLabel('Concentración Top 3 Clientes')).toBe('Conc. Top 3 Cli.');
    expect(compactLabel('Cantidad de Factorings')).toBe('Cant. Fact.');
  });

  it('keeps words of up to seven letters and a long word with no vowel to cut at', () => {
    expect(compactLabel('Ventas Cedidas Promedio')).toBe('Ventas Cedidas Prom.');
    expect(compactLabel('Rebajas Promedio')).toBe('Rebajas Prom.');
    expect(compactLabel('Estrictos')).toBe('Estr.');
    expect(compactLabel('Top HTTPSWWW')).toBe('Top HTTPSWWW');
  });
});
