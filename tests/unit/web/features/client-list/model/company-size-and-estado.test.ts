import { describe, expect, it } from 'vitest';
import { sizeLabel } from '@web/features/client-list/model/company-size';
import { estadoBadgeClass } from '@web/components/ui/estado-tone';

describe('sizeLabel (client-radar §3 size codes)', () => {
  it.each([
    [1, 'Sin Información'],
    [2, 'Micro E. R1'],
    [4, 'Micro E. R3'],
    [5, 'Pequeña E. R1'],
    [7, 'Pequeña E. R3'],
    [8, 'Mediana E. R1'],
    [9, 'Mediana E. R2'],
    [10, 'Gran E. R1'],
    [13, 'Gran E. R4'],
  ])('code %i is %s', (code, label) => {
    expect(sizeLabel(code)).toBe(label);
  });
  it('shows Sin Información for a missing or unknown code', () => {
    expect(sizeLabel(null)).toBe('Sin Información');
    expect(sizeLabel(14)).toBe('Sin Información');
    expect(sizeLabel(0)).toBe('Sin Información');
  });
});

describe('estadoBadgeClass (client-radar §3 colours)', () => {
  it('is green for Activo, grey for Inactivo, red for the password errors', () => {
    expect(estadoBadgeClass('Activo')).toBe('text-bg-success');
    expect(estadoBadgeClass(' Activo ')).toBe('text-bg-success');
    expect(estadoBadgeClass('Inactivo')).toBe('text-bg-secondary');
    expect(estadoBadgeClass('Password inválida')).toBe('text-bg-danger');
    expect(estadoBadgeClass('Error Password')).toBe('text-bg-danger');
  });
  it('is blue for any other state or none', () => {
    expect(estadoBadgeClass('Procesando')).toBe('text-bg-primary');
    expect(estadoBadgeClass('activo')).toBe('text-bg-primary');
    expect(estadoBadgeClass(null)).toBe('text-bg-primary');
  });
});
