import { describe, expect, it } from 'vitest';
import { ownDteInputs } from '@web/lib/downloads/dte-input';
import { cesionView } from '@tests/support/cession-factory';

describe('ownDteInputs', () => {
  it('names each document by its own emisor, even a factura de compra (tipo 46), unlike the download key', () => {
    const cesion = cesionView({ tipo: 46, folio: 9, idSecuencia: 3 });
    expect(ownDteInputs([cesion])).toEqual([
      { rutEmisor: cesion.emisor.rut, tipoDTE: 46, folioDTE: 9, idSecuencia: 3 },
    ]);
  });
});
