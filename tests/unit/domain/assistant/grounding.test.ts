import { describe, expect, it } from 'vitest';
import type { ToolResult } from '@domain/assistant/assistant-port';
import { isGrounded, ungroundedFigures } from '@domain/assistant/grounding';

const RESULTS: ToolResult[] = [
  {
    call: { name: 'monthlySales', args: { desde: '2026-10', hasta: '2026-11' } },
    summary: '',
    facts: [
      { label: 'Período', text: '01-10-2026 al 29-11-2026' },
      { label: 'Ventas del período', text: '$12.345.678 (1.204 documentos)' },
      { label: 'Oct 2026', text: '$5.000.000 (600 documentos)' },
    ],
    link: '/dashboard-clientes/76354771-K?tab=ventas',
  },
  {
    call: { name: 'cessions', args: {} },
    summary: '',
    facts: [{ label: 'Porcentaje cedido', text: '37,5%' }],
    link: '/dashboard-clientes/76354771-K?tab=cesiones',
  },
];

describe('the grounding check of an answer against its tool results', () => {
  it('accepts an answer whose every figure is among the facts, whatever the wording', () => {
    const text =
      'Entre el 01-10-2026 y el 29-11-2026 vendió $12.345.678 en 1.204 documentos; en Oct 2026, $5.000.000. Cedió el 37,5%.';
    expect(ungroundedFigures(text, RESULTS)).toEqual([]);
    expect(isGrounded({ text, results: RESULTS })).toBe(true);
  });

  it('refuses an answer with a figure that is not in the tool results', () => {
    const text = 'Vendió $12.345.679 en el período, y cedió el 37,5%.';
    expect(ungroundedFigures(text, RESULTS)).toEqual(['12.345.679']);
    expect(isGrounded({ text, results: RESULTS })).toBe(false);
  });

  it('refuses a figure that is only part of a fact, or a rounded one', () => {
    expect(ungroundedFigures('Vendió unos $12.345 miles y cedió el 37%.', RESULTS)).toEqual(['12.345', '37']);
  });

  it('refuses any figure when no tool ran, and accepts an answer without figures', () => {
    expect(isGrounded({ text: 'La deuda fiscal es $1.000.', results: [] })).toBe(false);
    expect(isGrounded({ text: 'No tengo datos para responder eso.', results: [] })).toBe(true);
  });
});
