import { describe, expect, it } from 'vitest';
import { constrainStops, sliderRule } from '@domain/kpis/radar-config/slider-rule';

describe('slider rule (client-radar §5)', () => {
  it('uses step 5 and gap 5 above max 50, step 0.5 and gap 1 at 50 and below', () => {
    expect(sliderRule({ max: 100 })).toEqual({ step: 5, gap: 5 });
    expect(sliderRule({ max: 51 })).toEqual({ step: 5, gap: 5 });
    expect(sliderRule({ max: 50 })).toEqual({ step: 0.5, gap: 1 });
    expect(sliderRule({ max: 15 })).toEqual({ step: 0.5, gap: 1 });
  });

  it('snaps each handle to the step from the min', () => {
    expect(constrainStops({ min: 0, max: 100 }, [32, 60], 0)).toEqual([30, 60]);
    expect(constrainStops({ min: 1, max: 15 }, [3.3, 6], 0)).toEqual([3.5, 6]);
  });

  it('stops the moved handle one gap from the other, whichever moved', () => {
    expect(constrainStops({ min: 0, max: 100 }, [70, 60], 0)).toEqual([55, 60]);
    expect(constrainStops({ min: 0, max: 100 }, [30, 25], 1)).toEqual([30, 35]);
    expect(constrainStops({ min: 0, max: 15 }, [5, 5], 1)).toEqual([5, 6]);
  });

  it('keeps both handles inside the range with the gap at its ends', () => {
    expect(constrainStops({ min: 0, max: 100 }, [-10, 100], 0)).toEqual([0, 100]);
    expect(constrainStops({ min: 0, max: 100 }, [100, 100], 0)).toEqual([95, 100]);
    expect(constrainStops({ min: 1, max: 15 }, [1, 0], 1)).toEqual([1, 2]);
    expect(constrainStops({ min: 0, max: 20 }, [0, 30], 1)).toEqual([0, 20]);
  });
});
