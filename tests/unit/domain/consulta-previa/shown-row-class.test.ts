import { describe, expect, it } from 'vitest';
import { SIN_INFORMACION } from '@domain/consulta-previa/financiable';
import { shownRowClass } from '@domain/consulta-previa/shown-row-class';

describe('shownRowClass: the colour never says more than the verdict', () => {
  const ACEPTA = 'Deudor acepta: Aceptado pagador';
  const PENDIENTE = 'Documento pendiente de aceptación: faltan 3 días';
  it.each([
    [ACEPTA, 'Sí', 'positive'],
    [ACEPTA, 'Con reparos', 'warning'],
    [ACEPTA, SIN_INFORMACION, 'warning'],
    [ACEPTA, 'No', 'error'],
    [PENDIENTE, 'Sí', 'warning'],
    [null, SIN_INFORMACION, 'error'],
  ] as const)('%s with %s -> %s', (glosa, financiable, cls) => {
    expect(shownRowClass(glosa, financiable)).toBe(cls);
  });
});
