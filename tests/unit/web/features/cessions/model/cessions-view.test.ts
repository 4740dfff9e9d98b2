import { describe, expect, it } from 'vitest';
import { viewAddress, viewFromAddress } from '@web/features/cessions/model/cessions-view';

describe('viewFromAddress and viewAddress', () => {
  it('read an empty address as the defaults and write the defaults as no parameter', () => {
    const view = viewFromAddress(new URLSearchParams());
    expect(view).toEqual({ showRecesiones: true, redFlagFilter: 'todas', byDay: false, summaryTab: 'cesionario' });
    expect(Object.values(viewAddress(view)).every((value) => value === null)).toBe(true);
  });

  it('keep every choice through the address', () => {
    const view = { showRecesiones: false, redFlagFilter: 'con-alertas', byDay: true, summaryTab: 'proveedor' } as const;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(viewAddress(view))) params.set(key, value!);
    expect(params.toString()).toBe('recesiones=no&alertas=con-alertas&agrupar=dia&resumen=proveedor');
    expect(viewFromAddress(params)).toEqual(view);
  });

  it('read unknown values as the defaults', () => {
    const params = new URLSearchParams({ alertas: 'ninguna', agrupar: 'mes', resumen: 'otro', recesiones: 'si' });
    expect(viewFromAddress(params)).toEqual(viewFromAddress(new URLSearchParams()));
  });
});
