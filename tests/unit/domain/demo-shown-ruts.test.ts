import { describe, expect, it } from 'vitest';
import { maskRut } from '@domain/demo-mask';
import { ShownRuts } from '@domain/demo-shown-ruts';

describe('ShownRuts (demo mode: only shown fakes are unmasked, core-platform §1)', () => {
  it('gives back the real RUT of a fake it showed, in the writing of the request', () => {
    const shown = new ShownRuts();
    const fake = shown.mask('76.389.992-6');
    expect(fake).toBe(maskRut('76.389.992-6'));
    expect(shown.unmask(fake)).toBe('76.389.992-6');
    expect(shown.unmask(fake.replace(/\./g, ''))).toBe('76389992-6');
    expect(shown.realOfShown(fake)).toBe('76389992-6');
  });

  it('sends a RUT it never showed as it is (a real RUT from the token or a bookmarked address)', () => {
    const shown = new ShownRuts();
    shown.mask('76354771-K');
    expect(shown.unmask('76389992-6')).toBe('76389992-6');
    expect(shown.isShownFake('76389992-6')).toBe(false);
    expect(shown.unmask('no es un rut')).toBe('no es un rut');
  });

  it('starts from pairs kept earlier and forgets them all when cleared', () => {
    const fake = maskRut('76389992-6');
    const shown = new ShownRuts([[fake, '76389992-6']]);
    expect(shown.unmask(fake)).toBe('76389992-6');
    shown.clear();
    expect(shown.unmask(fake)).toBe(fake);
  });
});
