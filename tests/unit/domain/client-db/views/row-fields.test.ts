import { describe, expect, it } from 'vitest';
import { cesionFields, estadoFields } from '@domain/client-db/views/row-fields';

describe('estadoFields', () => {
  it('derives aceptado from the estado and reads the other flags as 0/1 columns (null is false)', () => {
    expect(estadoFields({ estado: 'aceptado', aceptado: 0, reclamado: 0, anulado: 1, rebajado: null })).toEqual({
      estado: 'aceptado',
      aceptado: true,
      reclamado: false,
      anulado: true,
      rebajado: false,
    });
    expect(estadoFields({ estado: 'reclamado', aceptado: 1, reclamado: 1, anulado: null, rebajado: 1 }).aceptado).toBe(
      false,
    );
  });

  it('is null in every field when the document is not in the book (its aceptado column is NULL)', () => {
    expect(
      estadoFields({ estado: 'pendiente', aceptado: null, reclamado: null, anulado: null, rebajado: null }),
    ).toEqual({ estado: null, aceptado: null, reclamado: null, anulado: null, rebajado: null });
  });
});

describe('cesionFields', () => {
  it('keys a cession by type, folio, factoring and time and carries its document', () => {
    expect(
      cesionFields({
        folioDTE: 170,
        tipoDTE: 33,
        rutCesionario: '76389992-6',
        fechaHoraCesion: '2024-05-02 10:00:00',
        fechaEmision: null,
        total: 1000,
      }),
    ).toEqual({
      id: '33-170-76389992-6-2024-05-02 10:00:00',
      folio: 170,
      tipo: 33,
      fecha: null,
      fechaCesion: '2024-05-02 10:00:00',
      monto: 1000,
    });
  });
});
