import { describe, expect, it } from 'vitest';
import { documentFileName, documentKey } from '@web/lib/downloads/document-key';
import { toDteInputs } from '@web/lib/downloads/dte-input';
import { cesionView } from '@tests/support/cession-factory';

describe('documentKey', () => {
  it('names a document by emisor rut, tipo, folio and idSecuencia for the factoring', () => {
    const cesion = cesionView({ folio: 170, idSecuencia: 2 });
    expect(documentKey(cesion, '76389992-6')).toEqual({
      rutEmisor: cesion.emisor.rut,
      tipo: 33,
      folio: 170,
      idSecuencia: 2,
      rutFactoring: '76389992-6',
    });
  });

  it('uses the deudor rut for a factura de compra (tipo 46), core-platform §3', () => {
    const cesion = cesionView({ tipo: 46 });
    expect(documentKey(cesion, '76389992-6').rutEmisor).toBe(cesion.deudor.rut);
    expect(toDteInputs([cesion], '76389992-6')).toEqual([
      { rutEmisor: cesion.deudor.rut, tipoDTE: 46, folioDTE: cesion.folio, idSecuencia: cesion.idSecuencia },
    ]);
  });
});

describe('documentFileName', () => {
  it("builds '{rutEmisor}_{tipo}_{folio}{suffix}' (core-platform §9)", () => {
    expect(documentFileName({ rutEmisor: '76354771-K', tipo: 33, folio: 170 }, '_certificado_cesion.html')).toBe(
      '76354771-K_33_170_certificado_cesion.html',
    );
  });
});
