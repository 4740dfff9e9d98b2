import { describe, expect, it } from 'vitest';
import { classPreview } from '@domain/kpis/radar-config/class-preview';

const higherIsBetter = (low: number, high: number) => ({ stops: [low, high] as const, order: 'bad-first' as const });
const lowerIsBetter = (low: number, high: number) => ({ stops: [low, high] as const, order: 'good-first' as const });

describe('classPreview (the live preview of a KPI card)', () => {
  it('counts each class under the edited stops, a value on a stop on its better side', () => {
    const values = [95, 90, 89.9, 70, 69.9, 10];
    expect(classPreview(values, higherIsBetter(70, 90), higherIsBetter(70, 90))).toEqual({
      counts: { Bueno: 2, Regular: 2, Malo: 2 },
      changed: 0,
    });
  });

  it('counts the clients whose class differs from the saved configuration', () => {
    // Raising the bad stop from 70 to 75 moves 70 and 72 from Regular to Malo; 80 stays Regular.
    const preview = classPreview([72, 70, 80, 95], higherIsBetter(70, 90), higherIsBetter(75, 90));
    expect(preview).toEqual({ counts: { Bueno: 1, Regular: 1, Malo: 2 }, changed: 2 });
  });

  it('follows the order: inverting it changes every class but Regular', () => {
    const preview = classPreview([2, 7, 12], lowerIsBetter(5, 10), higherIsBetter(5, 10));
    expect(preview).toEqual({ counts: { Bueno: 1, Regular: 1, Malo: 1 }, changed: 2 });
  });

  it('leaves out the clients without a value', () => {
    const preview = classPreview([null, Number.NaN, 3], lowerIsBetter(5, 10), lowerIsBetter(2, 10));
    expect(preview).toEqual({ counts: { Bueno: 0, Regular: 1, Malo: 0 }, changed: 1 });
  });
});
