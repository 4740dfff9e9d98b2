import { describe, expect, it } from 'vitest';
import {
  anuladoLabel,
  cesionesSummary,
  estadoLabel,
  rebajadoLabel,
} from '@web/features/client-detail/model/cesion-cells';

const KNOWN = { aceptado: false, reclamado: false };

describe('estadoLabel (client-detail §4 document status display)', () => {
  it('shows a dash for credit notes 61 and 112 whatever the estado', () => {
    expect(estadoLabel({ ...KNOWN, tipo: 61, estado: 'aceptado' })).toBe('-');
    expect(estadoLabel({ ...KNOWN, tipo: 112, estado: 'reclamado' })).toBe('-');
  });

  it('maps aceptado, reclamado and pendiente for other types', () => {
    expect(estadoLabel({ ...KNOWN, tipo: 33, estado: 'aceptado' })).toBe('Aceptado');
    expect(estadoLabel({ ...KNOWN, tipo: 34, estado: 'reclamado' })).toBe('Reclamado');
    expect(estadoLabel({ ...KNOWN, tipo: 33, estado: 'pendiente' })).toBe('Pendiente');
  });

  it("falls back on the flags without estado: 'Pendiente' in the Cesiones list, 'No Aceptado' in issued documents", () => {
    const none = { tipo: 33, estado: null };
    expect(estadoLabel({ ...none, aceptado: null, reclamado: null }, 'No Aceptado')).toBe('Pendiente');
    expect(estadoLabel({ ...none, aceptado: true, reclamado: false }, 'No Aceptado')).toBe('Aceptado');
    expect(estadoLabel({ ...none, aceptado: false, reclamado: true }, 'No Aceptado')).toBe('Reclamado');
    expect(estadoLabel({ ...none, aceptado: false, reclamado: false })).toBe('Pendiente');
    expect(estadoLabel({ ...none, aceptado: false, reclamado: false }, 'No Aceptado')).toBe('No Aceptado');
    expect(estadoLabel({ ...none, tipo: 61, aceptado: false, reclamado: false }, 'No Aceptado')).toBe('-');
  });
});

describe('anulado and rebajado cells (client-detail §4)', () => {
  it('reads Sí / No for anulado', () => {
    expect(anuladoLabel({ anulado: true })).toBe('Sí');
    expect(anuladoLabel({ anulado: false })).toBe('No');
  });

  it("reads 'Pendiente' for a null anulado or rebajado (the document is not in the book)", () => {
    expect(anuladoLabel({ anulado: null })).toBe('Pendiente');
    expect(rebajadoLabel({ rebajado: null, ncReferenceCount: 0 })).toBe('Pendiente');
  });

  it("reads 'Rebajado (n NC)' with credit notes, Sí without a count, No when not reduced", () => {
    expect(rebajadoLabel({ rebajado: true, ncReferenceCount: 2 })).toBe('Rebajado (2 NC)');
    expect(rebajadoLabel({ rebajado: true, ncReferenceCount: 0 })).toBe('Sí');
    expect(rebajadoLabel({ rebajado: false, ncReferenceCount: 1 })).toBe('No');
  });
});

describe('cesionesSummary (client-detail §2)', () => {
  it("reads 'Mostrando X de Y cesiones, Página n de m'", () => {
    expect(cesionesSummary(20, 45, 2, 3)).toBe('Mostrando 20 de 45 cesiones, Página 2 de 3');
  });

  it('counts an empty list as one page', () => {
    expect(cesionesSummary(0, 0, 1, 0)).toBe('Mostrando 0 de 0 cesiones, Página 1 de 1');
  });
});
