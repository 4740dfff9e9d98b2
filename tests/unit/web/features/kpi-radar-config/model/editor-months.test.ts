import { describe, expect, it } from 'vitest';
import { editorMonths } from '@web/features/kpi-radar-config/model/editor-months';

describe('editorMonths (the client-list months the radar configuration editor reads)', () => {
  it('reads once over the preview’s 3 months and the backtest’s two windows', () => {
    expect(editorMonths(new Date('2026-11-21T15:00:00Z'))).toEqual({
      preview: { start: '2026-09', end: '2026-11' },
      windows: { before: ['2026-08', '2026-09'], after: ['2026-10', '2026-11'] },
      read: { start: '2026-08', end: '2026-11' },
    });
  });

  it('follows the current month in Chile across a year', () => {
    // 02:00 UTC on 1 February is still 31 January in Santiago.
    expect(editorMonths(new Date('2027-02-01T02:00:00Z')).read).toEqual({ start: '2026-10', end: '2027-01' });
  });
});
