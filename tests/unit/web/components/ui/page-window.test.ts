import { describe, expect, it } from 'vitest';
import { pageSummary, pageWindow } from '@web/components/ui/page-window';

describe('pageWindow (core-platform §9: up to 7 pages in full, otherwise ellipsis windows)', () => {
  it('shows every page up to 7', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives no slots for no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('near the start shows the first five pages, an ellipsis and the last', () => {
    expect(pageWindow(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });

  it('in the middle shows the current page with its neighbours between two ellipses', () => {
    expect(pageWindow(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
  });

  it('near the end shows the first page, an ellipsis and the last five', () => {
    expect(pageWindow(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always has 7 slots past 7 pages, includes the current page and clamps out-of-range pages', () => {
    for (let current = 1; current <= 30; current++) {
      const slots = pageWindow(current, 30);
      expect(slots).toHaveLength(7);
      expect(slots).toContain(current);
    }
    expect(pageWindow(99, 9)).toEqual(pageWindow(9, 9));
    expect(pageWindow(-3, 9)).toEqual(pageWindow(1, 9));
  });
});

describe('pageSummary', () => {
  it("reads 'Mostrando x-y de N resultados' with an inclusive range, the last page cut at N", () => {
    expect(pageSummary(1, 10, 25)).toBe('Mostrando 1-10 de 25 resultados');
    expect(pageSummary(3, 10, 25)).toBe('Mostrando 21-25 de 25 resultados');
    expect(pageSummary(1, 10, 0)).toBe('Mostrando 0-0 de 0 resultados');
  });
});
