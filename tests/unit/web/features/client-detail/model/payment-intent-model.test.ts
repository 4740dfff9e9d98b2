import { describe, expect, it } from 'vitest';
import { DEFAULT_MATCH_SETTINGS } from '@domain/payment-intent/related-cesion';
import { creditNoteImpact, WHOLE_NOTE_TEXT } from '@web/features/client-detail/model/credit-note-impact';
import { cesionStatusBadge } from '@web/features/client-detail/model/payment-intent-badges';
import { checkMatchSettings, draftOf } from '@web/features/client-detail/model/payment-intent-settings';
import { formatPercent, RISK_LEVEL_DISPLAY } from '@web/features/client-detail/model/risk-display';

const applied = DEFAULT_MATCH_SETTINGS;

describe('Intención de Pago settings (client-detail.md §5)', () => {
  it('starts from the defaults with Aplicar disabled until a value changes', () => {
    expect(draftOf()).toEqual({ tolerancia: '1', dias: '14' });
    expect(draftOf({ toleranciaPct: 0.5, diasAdelante: 7 })).toEqual({ tolerancia: '0,5', dias: '7' });
    expect(checkMatchSettings(draftOf(), applied)).toEqual({
      toleranciaError: null,
      diasError: null,
      settings: applied,
      canApply: false,
    });
    expect(checkMatchSettings({ tolerancia: '2', dias: '14' }, applied)).toMatchObject({
      settings: { toleranciaPct: 2, diasAdelante: 14 },
      canApply: true,
    });
    expect(checkMatchSettings({ tolerancia: '1', dias: '7' }, applied).canApply).toBe(true);
    expect(checkMatchSettings({ tolerancia: '0,5', dias: '14' }, applied).settings).toEqual({
      toleranciaPct: 0.5,
      diasAdelante: 14,
    });
  });

  it('allows an empty field without a message but does not apply it', () => {
    expect(checkMatchSettings({ tolerancia: '', dias: '7' }, applied)).toEqual({
      toleranciaError: null,
      diasError: null,
      settings: null,
      canApply: false,
    });
    expect(checkMatchSettings({ tolerancia: '2', dias: '  ' }, applied)).toMatchObject({
      diasError: null,
      canApply: false,
    });
  });

  it('rejects 0, negatives and text with the spec messages', () => {
    expect(checkMatchSettings({ tolerancia: '0', dias: '14' }, applied)).toMatchObject({
      toleranciaError: 'Tolerancia debe ser mayor a 0',
      canApply: false,
    });
    expect(checkMatchSettings({ tolerancia: '1', dias: '-3' }, applied)).toMatchObject({
      diasError: 'Días debe ser mayor a 0',
      canApply: false,
    });
    expect(checkMatchSettings({ tolerancia: 'abc', dias: '0' }, applied)).toMatchObject({
      toleranciaError: 'Tolerancia debe ser mayor a 0',
      diasError: 'Días debe ser mayor a 0',
      settings: null,
    });
    expect(checkMatchSettings({ tolerancia: '0.01', dias: '0.5' }, applied)).toMatchObject({
      toleranciaError: null,
      diasError: null,
      canApply: true,
    });
  });
});

describe('Intención de Pago badges (client-detail.md §4)', () => {
  const row = { estado: 'aceptado', reclamado: false, anulado: false, rebajado: false };
  it('shows Reclamado, then Anulado, then Rebajado, else none', () => {
    expect(cesionStatusBadge({ ...row, estado: 'reclamado', anulado: true, rebajado: true })).toEqual({
      label: 'Reclamado',
      tone: 'danger',
    });
    expect(cesionStatusBadge({ ...row, reclamado: true })).toEqual({ label: 'Reclamado', tone: 'danger' });
    expect(cesionStatusBadge({ ...row, anulado: true, rebajado: true })).toEqual({ label: 'Anulado', tone: 'dark' });
    expect(cesionStatusBadge({ ...row, rebajado: true })).toEqual({ label: 'Rebajado', tone: 'warning' });
    expect(cesionStatusBadge(row)).toBeNull();
  });

  it("names a note that takes the whole amount 'Anula' in this view, and keeps the cesiones list's text", () => {
    expect(creditNoteImpact(1000, 1000, WHOLE_NOTE_TEXT.intencionPago)).toEqual({ text: 'Anula', variant: 'danger' });
    expect(creditNoteImpact(999.995, 1000, WHOLE_NOTE_TEXT.intencionPago)).toEqual({
      text: 'Anula',
      variant: 'danger',
    });
    expect(creditNoteImpact(500, 1000, WHOLE_NOTE_TEXT.intencionPago)).toEqual({
      text: 'Rebaja 50%',
      variant: 'warning',
    });
    expect(creditNoteImpact(1000, 1000)).toEqual({ text: 'Anula cesión completa', variant: 'danger' });
  });
});

describe('risk display (client-detail.md §9)', () => {
  it('names each level with its colour and writes percentages the es-CL way', () => {
    expect(Object.values(RISK_LEVEL_DISPLAY)).toEqual([
      { label: 'Bajo', tone: 'success' },
      { label: 'Medio', tone: 'warning' },
      { label: 'Alto', tone: 'danger' },
    ]);
    expect([
      formatPercent(93.44),
      formatPercent(-5),
      formatPercent(12.35, true),
      formatPercent(-0.04, true),
      formatPercent(0, true),
    ]).toEqual(['93,4%', '-5,0%', '+12,4%', '0,0%', '0,0%']);
  });
});
