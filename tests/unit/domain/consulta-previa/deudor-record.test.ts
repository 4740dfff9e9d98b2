import { describe, expect, it } from 'vitest';
import { deudorRecord } from '@domain/consulta-previa/deudor-record';
import { cessionRecord } from '@tests/support/cession-factory';

describe('deudorRecord', () => {
  it("counts each of the debtor's documents once, claims among those with known events", () => {
    const deudor = { rut: '96806980-2', razonSocial: 'DEUDOR' };
    const claim = { codigo: 'RFP', descripcion: '', fecha: '2026-11-01 10:00:00', responsable: deudor.rut };
    const held = [
      cessionRecord({ folio: 1, deudor, eventos: [claim] }),
      cessionRecord({ folio: 1, idSecuencia: 2, deudor, eventos: [] }),
      cessionRecord({ folio: 2, deudor, eventos: [] }),
      cessionRecord({ folio: 3, deudor, eventos: null }),
      cessionRecord({ folio: 4, eventos: [claim] }),
    ];
    expect(deudorRecord(held, deudor.rut)).toEqual({ rutDeudor: deudor.rut, documentos: 2, reclamados: 1 });
  });
});
