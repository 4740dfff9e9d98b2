import { describe, expect, it } from 'vitest';
import { alertPath } from '@web/features/alerts/model/alert-path';

describe('alertPath', () => {
  it("opens each alert type's screen searching the alert's folio", () => {
    expect(alertPath({ tipo: 'cesion.reclamada', folio: 800123 })).toBe('/deudor-rechazados?folio=800123');
    expect(alertPath({ tipo: 'cesion.anulada', folio: 7 })).toBe('/cliente-anulados?folio=7');
    expect(alertPath({ tipo: 'cesion.rebajada', folio: 7 })).toBe('/cliente-rebajados?folio=7');
    expect(alertPath({ tipo: 'cesion.plazo-aceptacion', folio: 7 })).toBe('/cesion-adquiridas?folio=7');
  });

  it("opens the judicial radar asking a judicial alert's RUT", () => {
    expect(alertPath({ tipo: 'judicial.causa-nueva', folio: null, causa: { rut: '76354771-K' } })).toBe(
      '/radar-judicial?rut=76354771-K',
    );
  });

  it('leads an unknown type to the acquired cessions', () => {
    expect(alertPath({ tipo: 'cesion.nueva', folio: 12 })).toBe('/cesion-adquiridas?folio=12');
  });
});
